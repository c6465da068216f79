/**
 * Pixel work on a grey receipt photo (one byte a pixel, rows top to bottom), for `prepareForOcr`:
 * where the paper is, how sharp the print is, how far the lines are turned, which bands are printed
 * white on black, and a local (adaptive) threshold. Plain loops over typed arrays: a phone photo
 * scaled to ≤ 2000 px wide is a few million pixels, tens of milliseconds per pass.
 */
export interface Grey {
  data: Uint8Array;
  width: number;
  height: number;
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The smallest value with at least `share` of the pixels at or below it (0–255). */
export function percentileOf(image: Grey, share: number): number {
  const histogram = new Uint32Array(256);
  for (const value of image.data) histogram[value] += 1;
  const target = share * image.data.length;
  let seen = 0;
  for (let value = 0; value < 256; value += 1) {
    seen += histogram[value];
    if (seen >= target) return value;
  }
  return 255;
}

/** Otsu's threshold: the grey level that best splits the pixels into a dark and a light class. */
export function otsuThreshold(image: Grey): number {
  const histogram = new Float64Array(256);
  for (const value of image.data) histogram[value] += 1;
  const total = image.data.length;
  let sumAll = 0;
  for (let value = 0; value < 256; value += 1) sumAll += value * histogram[value];
  let sumDark = 0;
  let countDark = 0;
  let best = 0;
  let bestThreshold = 127;
  for (let value = 0; value < 256; value += 1) {
    countDark += histogram[value];
    if (countDark === 0) continue;
    const countLight = total - countDark;
    if (countLight === 0) break;
    sumDark += value * histogram[value];
    const meanDark = sumDark / countDark;
    const meanLight = (sumAll - sumDark) / countLight;
    const between = countDark * countLight * (meanDark - meanLight) ** 2;
    if (between > best) {
      best = between;
      bestThreshold = value;
    }
  }
  return bestThreshold;
}

/**
 * The paper: the largest 4-connected region of light pixels (above a threshold under Otsu's) on a small copy
 * of the photo, as a box in that copy's pixels. Null when light pixels are nearly everywhere (a scan,
 * or a photo filled by the receipt): then there is no darker background to cut away.
 */
export function paperBox(image: Grey): Box | null {
  const { data, width, height } = image;
  // halfway from Otsu's split down to the dark class's mean: paper in a shadow is darker than lit
  // paper but still lighter than the table under it
  const split = otsuThreshold(image);
  let darkSum = 0;
  let darkCount = 0;
  for (const value of data) {
    if (value <= split) {
      darkSum += value;
      darkCount += 1;
    }
  }
  const threshold = darkCount === 0 ? split : Math.round((split + darkSum / darkCount) / 2);
  const light = new Uint8Array(data.length);
  let lightCount = 0;
  for (let i = 0; i < data.length; i += 1) {
    if (data[i] > threshold) {
      light[i] = 1;
      lightCount += 1;
    }
  }
  // a scan of white paper on a white lid, or a photo that is all receipt: nothing darker around it
  if (lightCount > 0.9 * data.length) return null;
  const label = new Int32Array(data.length);
  const stack = new Int32Array(data.length);
  let best: (Box & { size: number }) | null = null;
  let next = 0;
  for (let start = 0; start < data.length; start += 1) {
    if (!light[start] || label[start]) continue;
    next += 1;
    let top = 0;
    stack[top++] = start;
    label[start] = next;
    let size = 0;
    let minX = width;
    let maxX = 0;
    let minY = height;
    let maxY = 0;
    while (top > 0) {
      const at = stack[--top];
      size += 1;
      const x = at % width;
      const y = (at - x) / width;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
      const neighbours = [x > 0 ? at - 1 : -1, x < width - 1 ? at + 1 : -1, y > 0 ? at - width : -1, y < height - 1 ? at + width : -1];
      for (const n of neighbours) {
        if (n >= 0 && light[n] && !label[n]) {
          label[n] = next;
          stack[top++] = n;
        }
      }
    }
    if (!best || size > best.size) best = { left: minX, top: minY, width: maxX - minX + 1, height: maxY - minY + 1, size };
  }
  // a light region that is a speck of the photo is not a receipt: leave the photo whole
  if (!best || best.size < 0.04 * data.length) return null;
  return { left: best.left, top: best.top, width: best.width, height: best.height };
}

/**
 * The ink's box: rows and columns holding more than a few dark pixels (below `threshold`), so specks
 * do not count, and not nearly all dark, so a strip of table or the shadowed edge of the paper left
 * in the crop does not count either. Null when there is no ink at all.
 */
export function inkBox(image: Grey, threshold: number): Box | null {
  const { data, width, height } = image;
  const count = (skipRow: (y: number) => boolean, skipColumn: (x: number) => boolean) => {
    const rows = new Uint32Array(height);
    const columns = new Uint32Array(width);
    for (let y = 0; y < height; y += 1) {
      if (skipRow(y)) continue;
      for (let x = 0; x < width; x += 1) {
        if (!skipColumn(x) && data[y * width + x] < threshold) {
          rows[y] += 1;
          columns[x] += 1;
        }
      }
    }
    return { rows, columns };
  };
  // rows and columns nearly all dark are a strip of table or the paper's edge: counted out of each other
  const all = count(
    () => false,
    () => false,
  );
  const fullRow = (y: number) => all.rows[y] > width * 0.6;
  const fullColumn = (x: number) => all.columns[x] > height * 0.6;
  const { rows, columns } = count(fullRow, fullColumn);
  const rowInk = (value: number, y: number) => !fullRow(y) && value >= Math.max(4, width * 0.01);
  const columnInk = (value: number, x: number) => !fullColumn(x) && value >= Math.max(4, height * 0.005);
  const top = rows.findIndex(rowInk);
  const left = columns.findIndex(columnInk);
  if (top < 0 || left < 0) return null;
  const bottom = rows.findLastIndex(rowInk);
  const right = columns.findLastIndex(columnInk);
  return { left, top, width: right - left + 1, height: bottom - top + 1 };
}

/**
 * The height of a line of print, in pixels: the median run of consecutive rows holding ink (below
 * `threshold`) inside `box`. 0 when there is no line at all.
 */
export function lineHeight(image: Grey, threshold: number, box: Box): number {
  const { data, width } = image;
  const runs: number[] = [];
  let run = 0;
  for (let y = box.top; y <= box.top + box.height; y += 1) {
    let count = 0;
    if (y < box.top + box.height) {
      for (let x = box.left; x < box.left + box.width; x += 1) if (data[y * width + x] < threshold) count += 1;
    }
    if (count >= 2) run += 1;
    else {
      if (run >= 2) runs.push(run);
      run = 0;
    }
  }
  if (runs.length === 0) return 0;
  runs.sort((a, b) => a - b);
  return runs[Math.floor(runs.length / 2)];
}

/**
 * Sharpness of the print, 0–~2: the strongest edges' Laplacian (the 99.5th percentile of its
 * magnitude, 4-neighbour) over the contrast between ink and paper (1st and 60th percentile). Sharp
 * print turns from paper to ink within a pixel or two, so its Laplacian peaks near the contrast
 * itself; a blur spreads the edge over σ pixels and the peak falls about as 1/σ². Dividing by the
 * contrast makes faint but sharp print sharp, and the ratio does not grow with the paper's grain as
 * the plain variance of the Laplacian does once the contrast is stretched.
 */
export function sharpness(image: Grey): number {
  const { data, width, height } = image;
  const ink = percentileOf(image, 0.01);
  const paper = percentileOf(image, 0.6);
  const contrast = paper - ink;
  if (contrast < 24 || width < 3 || height < 3) return 0;
  const histogram = new Uint32Array(1021);
  let count = 0;
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      const i = y * width + x;
      histogram[Math.abs(data[i - 1] + data[i + 1] + data[i - width] + data[i + width] - 4 * data[i])] += 1;
      count += 1;
    }
  }
  let seen = 0;
  let peak = 0;
  for (let value = 1020; value >= 0; value -= 1) {
    seen += histogram[value];
    if (seen >= count * 0.005) {
      peak = value;
      break;
    }
  }
  return peak / contrast;
}

/**
 * How far the text lines are turned, in degrees (positive: clockwise, as sharp's `rotate` turns),
 * by projection profiles: the ink pixels are projected on the vertical axis for each candidate angle
 * and the angle whose profile has the sharpest rows (largest sum of squared differences between
 * neighbouring rows) is the one the lines lie along. Searched in ±`range` degrees, 0.5° then 0.1°.
 */
export function skewAngle(image: Grey, threshold: number, range = 10): number {
  const { data, width, height } = image;
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (data[y * width + x] < threshold) {
        xs.push(x - width / 2);
        ys.push(y - height / 2);
      }
    }
  }
  if (xs.length < 50) return 0;
  const span = Math.ceil(Math.hypot(width, height)) + 2;
  const bins = new Float64Array(span);
  const score = (degrees: number) => {
    const radians = (degrees * Math.PI) / 180;
    const sin = Math.sin(radians);
    const cos = Math.cos(radians);
    bins.fill(0);
    for (let i = 0; i < xs.length; i += 1) {
      // the row a pixel would land on once the image is turned back by `degrees`
      const row = Math.round(ys[i] * cos - xs[i] * sin + span / 2);
      if (row >= 0 && row < span) bins[row] += 1;
    }
    let total = 0;
    for (let i = 1; i < span; i += 1) total += (bins[i] - bins[i - 1]) ** 2;
    return total;
  };
  let best = 0;
  let bestScore = score(0);
  for (let degrees = -range; degrees <= range; degrees += 0.5) {
    const value = score(degrees);
    if (value > bestScore) {
      best = degrees;
      bestScore = value;
    }
  }
  const coarse = best;
  for (let degrees = coarse - 0.4; degrees <= coarse + 0.4; degrees += 0.1) {
    const value = score(degrees);
    if (value > bestScore) {
      best = degrees;
      bestScore = value;
    }
  }
  return Math.round(best * 10) / 10;
}

/**
 * The bands printed white on black (a total bar, a member banner): blocks of the image whose mean is
 * far below the paper's level, joined into rectangles at least a quarter of the width wide and mostly
 * dark inside. Light print on a dark band is what such a band is; a photo's dark background was cut
 * away before this runs.
 */
export function invertedBands(image: Grey, block = 16): Box[] {
  const { data, width, height } = image;
  const columns = Math.ceil(width / block);
  const rows = Math.ceil(height / block);
  const means = new Float64Array(columns * rows);
  for (let by = 0; by < rows; by += 1) {
    for (let bx = 0; bx < columns; bx += 1) {
      let sum = 0;
      let count = 0;
      for (let y = by * block; y < Math.min(height, (by + 1) * block); y += 1) {
        for (let x = bx * block; x < Math.min(width, (bx + 1) * block); x += 1) {
          sum += data[y * width + x];
          count += 1;
        }
      }
      means[by * columns + bx] = sum / count;
    }
  }
  const paper = percentileOf(image, 0.9);
  const darkLimit = paper * 0.5;
  const dark = means.map((mean) => (mean < darkLimit ? 1 : 0));
  const seen = new Uint8Array(dark.length);
  const bands: Box[] = [];
  for (let start = 0; start < dark.length; start += 1) {
    if (!dark[start] || seen[start]) continue;
    const queue = [start];
    seen[start] = 1;
    let minX = columns;
    let maxX = 0;
    let minY = rows;
    let maxY = 0;
    let size = 0;
    while (queue.length > 0) {
      const at = queue.pop() as number;
      size += 1;
      const x = at % columns;
      const y = (at - x) / columns;
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
      for (const n of [x > 0 ? at - 1 : -1, x < columns - 1 ? at + 1 : -1, y > 0 ? at - columns : -1, y < rows - 1 ? at + columns : -1]) {
        if (n >= 0 && dark[n] && !seen[n]) {
          seen[n] = 1;
          queue.push(n);
        }
      }
    }
    const bandColumns = maxX - minX + 1;
    const bandRows = maxY - minY + 1;
    const fill = size / (bandColumns * bandRows);
    // wide, not the whole page, and solid: a bar, not a photo's shadow down one side or a logo's letters
    if (bandColumns >= columns * 0.25 && bandRows >= 2 && bandRows <= rows * 0.3 && fill >= 0.6) {
      bands.push(refineBand(image, { left: minX * block, top: minY * block, width: bandColumns * block, height: bandRows * block }, darkLimit, block));
    }
  }
  return bands;
}

/**
 * A band's edges to the pixel: the blocks it was found in overlap the paper around it, and paper
 * turned negative would print a black line along the bar. Rows (then columns) within a block of
 * the blocks' box are kept while their mean is dark.
 */
function refineBand(image: Grey, box: Box, darkLimit: number, block: number): Box {
  const { data, width, height } = image;
  const meanOf = (x0: number, x1: number, y0: number, y1: number) => {
    let sum = 0;
    for (let y = y0; y < y1; y += 1) for (let x = x0; x < x1; x += 1) sum += data[y * width + x];
    return sum / Math.max(1, (x1 - x0) * (y1 - y0));
  };
  const left0 = box.left;
  const right0 = Math.min(width, box.left + box.width);
  let top = Math.max(0, box.top - block);
  let bottom = Math.min(height, box.top + box.height + block);
  while (top < bottom && meanOf(left0, right0, top, top + 1) >= darkLimit) top += 1;
  while (bottom > top && meanOf(left0, right0, bottom - 1, bottom) >= darkLimit) bottom -= 1;
  let left = Math.max(0, box.left - block);
  let right = Math.min(width, box.left + box.width + block);
  while (left < right && meanOf(left, left + 1, top, bottom) >= darkLimit) left += 1;
  while (right > left && meanOf(right - 1, right, top, bottom) >= darkLimit) right -= 1;
  return { left, top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) };
}

/** Turns the pixels of each box to their negative (white on black → black on white), in place. */
export function invertBoxes(image: Grey, boxes: readonly Box[]): void {
  for (const box of boxes) {
    for (let y = box.top; y < box.top + box.height; y += 1) {
      for (let x = box.left; x < box.left + box.width; x += 1) image.data[y * image.width + x] = 255 - image.data[y * image.width + x];
    }
  }
}

/**
 * How unevenly the paper is lit: the paper's level (95th percentile) in each of `grid` x `grid`
 * tiles, its 90th percentile over the tiles divided by its 10th (1: even light; a shadow across
 * part of the receipt or a flash's hot spot: 1.3 and more). Tiles with no paper in them (a black
 * band, a logo) are left out.
 */
export function unevenLight(image: Grey, grid = 6): number {
  const { data, width, height } = image;
  const levels: number[] = [];
  for (let ty = 0; ty < grid; ty += 1) {
    for (let tx = 0; tx < grid; tx += 1) {
      const x0 = Math.floor((tx * width) / grid);
      const x1 = Math.floor(((tx + 1) * width) / grid);
      const y0 = Math.floor((ty * height) / grid);
      const y1 = Math.floor(((ty + 1) * height) / grid);
      const histogram = new Uint32Array(256);
      for (let y = y0; y < y1; y += 1) for (let x = x0; x < x1; x += 1) histogram[data[y * width + x]] += 1;
      const count = (x1 - x0) * (y1 - y0);
      if (count === 0) continue;
      let seen = 0;
      let level = 255;
      for (let value = 0; value < 256; value += 1) {
        seen += histogram[value];
        if (seen >= count * 0.95) {
          level = value;
          break;
        }
      }
      if (level >= 48) levels.push(level);
    }
  }
  if (levels.length < 2) return 1;
  levels.sort((a, b) => a - b);
  const low = levels[Math.floor(levels.length * 0.1)];
  const high = levels[Math.min(levels.length - 1, Math.floor(levels.length * 0.9))];
  return high / Math.max(1, low);
}

/**
 * Local threshold (Bradley's): a pixel is ink when it is `ratio` darker than the mean of the
 * `window`-wide square around it (an integral image gives each mean in four reads). A shadow across
 * the receipt or a fading end lowers the local mean with the print, so the print still comes out,
 * where one global threshold would blacken the shadow or lose the faint part.
 */
export function adaptiveThreshold(image: Grey, window: number, ratio = 0.15): Grey {
  const { data, width, height } = image;
  const integral = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y += 1) {
    let rowSum = 0;
    for (let x = 0; x < width; x += 1) {
      rowSum += data[y * width + x];
      integral[(y + 1) * (width + 1) + x + 1] = integral[y * (width + 1) + x + 1] + rowSum;
    }
  }
  const half = Math.max(1, Math.floor(window / 2));
  const out = new Uint8Array(data.length);
  for (let y = 0; y < height; y += 1) {
    const y0 = Math.max(0, y - half);
    const y1 = Math.min(height, y + half + 1);
    for (let x = 0; x < width; x += 1) {
      const x0 = Math.max(0, x - half);
      const x1 = Math.min(width, x + half + 1);
      const sum = integral[y1 * (width + 1) + x1] - integral[y0 * (width + 1) + x1] - integral[y1 * (width + 1) + x0] + integral[y0 * (width + 1) + x0];
      const mean = sum / ((x1 - x0) * (y1 - y0));
      out[y * width + x] = data[y * width + x] < mean * (1 - ratio) ? 0 : 255;
    }
  }
  return { data: out, width, height };
}
