import { jest } from '@jest/globals';
import { createRequire } from 'node:module';
import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import sharp from 'sharp';
import { minSharpness, prepareReceipt } from './receipt-image.js';
import { adaptiveThreshold, type Grey, invertedBands, otsuThreshold, paperBox, sharpness, skewAngle } from '../domain/receipt-pixels.js';
import { ReceiptOcr } from './receipt-ocr.js';
import { ReceiptPhotoTooPoorError } from '../domain/receipts.errors.js';

// a font from npm (the receipt tests' own), none of the system's
const require = createRequire(import.meta.url);
GlobalFonts.registerFromPath(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansMono.ttf'), 'Spec Mono');

const LINES = [
  'FRESH MART #12',
  '12/03/2026 10:41',
  'BANANAS          1.29',
  'WHOLE MILK 1GAL  3.49',
  'PEANUT BUTTER    2.99',
  'EGGS 12CT        4.19',
  'SOURDOUGH BREAD  5.00',
  'CHEDDAR CHEESE   6.25',
  'TOMATOES         2.10',
  'SUBTOTAL        25.31',
];

interface Photo {
  /** Degrees the paper is turned on the table, clockwise. */
  angle?: number;
  /** A black bar with this text printed white on it, under the lines. */
  bar?: string;
  /** Scale of the whole photo (1: paper 560 px wide). */
  scale?: number;
  /** A shadow over the right part of the paper, soft-edged: its light times this (0.55: a hand's shadow). */
  shadow?: number;
}

/** A photo of a receipt lying on a dark table: white paper, black print, optionally turned and with an inverted bar. */
function photo({ angle = 0, bar, scale = 1, shadow }: Photo = {}): Buffer {
  const width = Math.round(900 * scale);
  const height = Math.round(1000 * scale);
  const canvas = createCanvas(width, height);
  const g: SKRSContext2D = canvas.getContext('2d');
  g.fillStyle = '#3a3026';
  g.fillRect(0, 0, width, height);
  g.translate(width / 2, height / 2);
  g.rotate((angle * Math.PI) / 180);
  g.scale(scale, scale);
  const paperWidth = 560;
  const lineHeight = 40;
  const paperHeight = lineHeight * (LINES.length + (bar ? 2 : 0)) + 80;
  g.fillStyle = '#f4f1ea';
  g.fillRect(-paperWidth / 2, -paperHeight / 2, paperWidth, paperHeight);
  g.font = '26px "Spec Mono"';
  g.fillStyle = '#1a1a1a';
  LINES.forEach((line, index) => g.fillText(line, -paperWidth / 2 + 40, -paperHeight / 2 + 60 + index * lineHeight));
  if (bar) {
    const top = -paperHeight / 2 + 40 + LINES.length * lineHeight + 10;
    g.fillStyle = '#101010';
    g.fillRect(-paperWidth / 2 + 20, top, paperWidth - 40, 56);
    g.fillStyle = '#f4f1ea';
    g.font = 'bold 30px "Spec Mono"';
    g.fillText(bar, -paperWidth / 2 + 40, top + 38);
  }
  if (shadow !== undefined) {
    g.setTransform(1, 0, 0, 1, 0, 0);
    // a soft edge, as a shadow has: from full light to `shadow` over 150 px
    const edge = g.createLinearGradient(width / 2 - 45 * scale, 0, width / 2 + 105 * scale, 0);
    edge.addColorStop(0, 'rgba(0, 0, 0, 0)');
    edge.addColorStop(1, `rgba(0, 0, 0, ${1 - shadow})`);
    g.fillStyle = edge;
    g.fillRect(width / 2 - 45 * scale, 0, width, height);
  }
  return canvas.toBuffer('image/png');
}

async function greyOf(png: Buffer): Promise<Grey> {
  const { data, info } = await sharp(png).toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data), width: info.width, height: info.height };
}

async function refusal(bytes: Buffer): Promise<ReceiptPhotoTooPoorError> {
  try {
    await prepareReceipt(bytes);
  } catch (error) {
    if (error instanceof ReceiptPhotoTooPoorError) return error;
    throw error;
  }
  throw new Error('the photo was not refused');
}

describe('prepareReceipt', () => {
  // each case decodes, turns and scans a full-size photo: under 5 s alone, up to 15 s while the
  // whole test command keeps both cores busy
  jest.setTimeout(30_000);

  it('crops a receipt photographed on a dark table to its print', async () => {
    const prepared = await prepareReceipt(photo());
    // the paper is 560 x 480 in the middle of 900 x 1000; its print a little inside that
    expect(prepared.crop.left).toBeGreaterThan(150);
    expect(prepared.crop.left).toBeLessThan(240);
    expect(prepared.crop.width).toBeLessThan(560);
    expect(prepared.crop.top).toBeGreaterThan(240);
    expect(prepared.crop.height).toBeLessThan(480);
    const out = await greyOf(prepared.png);
    // the table gone: mostly paper; evenly lit, so left grey for the OCR's own threshold
    expect(out.data.filter((value) => value >= 200).length / out.data.length).toBeGreaterThan(0.8);
    expect(prepared.thresholded).toBe(false);
    expect(out.data.some((value) => value > 0 && value < 255 && value !== 0)).toBe(true);
  });

  it('thresholds a receipt half in shadow locally: both halves come out black print on white', async () => {
    const prepared = await prepareReceipt(photo({ shadow: 0.55 }));
    expect(prepared.unevenLight).toBeGreaterThan(1.3);
    expect(prepared.thresholded).toBe(true);
    const out = await greyOf(prepared.png);
    expect(out.data.every((value) => value === 0 || value === 255)).toBe(true);
    // the shadowed right half is white paper with print in it, not a black block
    const half = (from: number, to: number) => {
      let white = 0;
      let total = 0;
      for (let y = 0; y < out.height; y += 1) {
        for (let x = Math.floor(out.width * from); x < Math.floor(out.width * to); x += 1) {
          total += 1;
          if (out.data[y * out.width + x] === 255) white += 1;
        }
      }
      return white / total;
    };
    expect(half(0.7, 0.95)).toBeGreaterThan(0.8);
    expect(half(0.7, 0.95)).toBeLessThan(0.995);
  });

  it.each([4, -6])('straightens a receipt turned %d°', async (angle) => {
    const prepared = await prepareReceipt(photo({ angle }));
    expect(prepared.skew).toBeGreaterThan(angle - 0.6);
    expect(prepared.skew).toBeLessThan(angle + 0.6);
    // turned back, the text lines are level: measured again they lie within half a degree
    const out = await greyOf(prepared.png);
    expect(Math.abs(skewAngle(out, 128))).toBeLessThanOrEqual(0.5);
  });

  it('leaves a level receipt unturned', async () => {
    expect((await prepareReceipt(photo())).skew).toBe(0);
  });

  it('refuses a photo too small to read, with the plain message the user sees', async () => {
    const error = await refusal(photo({ scale: 0.2 }));
    expect(error.reason).toBe('small');
    expect(error.kind).toBe('UNPROCESSABLE');
    expect(error.message).toBe('This photo is too small or blurry to read — take it closer, in good light, with the whole receipt flat.');
  });

  it('refuses a blurred photo, and reads the same photo in focus', async () => {
    const sharpPhoto = photo();
    await expect(prepareReceipt(sharpPhoto)).resolves.toBeDefined();
    const blurred = await sharp(sharpPhoto).blur(5).png().toBuffer();
    expect((await refusal(blurred)).reason).toBe('blurred');
  });

  it('refuses bytes that are an image of nothing (one flat colour)', async () => {
    const flat = await sharp({ create: { width: 800, height: 1200, channels: 3, background: '#f0f0f0' } }).png().toBuffer();
    expect((await refusal(flat)).reason).toBe('small');
  });

  describe('with OCR', () => {
    const ocr = new ReceiptOcr();
    afterAll(() => ocr.onApplicationShutdown());

    it('turns a white-on-black total bar to black on white, so its text is read', async () => {
      const prepared = await prepareReceipt(photo({ bar: 'TOTAL        25.31' }));
      expect(prepared.invertedBands).toBe(1);
      const out = await greyOf(prepared.png);
      // no black band is left (the bar was ~60 rows of black): at most a hairline at its edge
      let darkRun = 0;
      let longestDarkRun = 0;
      for (let y = 0; y < out.height; y += 1) {
        let white = 0;
        for (let x = 0; x < out.width; x += 1) if (out.data[y * out.width + x] >= 200) white += 1;
        darkRun = white / out.width < 0.5 ? darkRun + 1 : 0;
        longestDarkRun = Math.max(longestDarkRun, darkRun);
      }
      expect(longestDarkRun).toBeLessThanOrEqual(3);
      const { lines } = await ocr.read(prepared.png);
      const text = lines.map((line) => line.text).join('\n');
      expect(text).toMatch(/TOTAL\s+25\.31/);
      expect(text).toMatch(/PEANUT BUTTER\s+2\.99/);
    }, 60_000);
  });
});

describe('receipt pixels', () => {
  it('finds the light paper against a dark background, and nothing to cut on a page that is all paper', async () => {
    const box = paperBox(await greyOf(await sharp(photo()).resize({ width: 300 }).png().toBuffer()));
    expect(box).not.toBeNull();
    // 560 x 480 of 900 x 1000, at a third of the size
    expect(box?.width).toBeGreaterThan(180);
    expect(box?.width).toBeLessThan(200);
    expect(box?.height).toBeGreaterThan(150);
    expect(box?.height).toBeLessThan(170);
    const page = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#ffffff' } }).png().toBuffer();
    expect(paperBox(await greyOf(page))).toBeNull();
  });

  it('finds a dark band, not the print around it', async () => {
    // inside the paper (x 170–730, y 220–780 of the photo); the bar is 520 x 56 at y 670
    const image = await greyOf(await sharp(photo({ bar: 'TOTAL 1.00' })).extract({ left: 200, top: 240, width: 500, height: 520 }).png().toBuffer());
    const bands = invertedBands(image, 16);
    expect(bands).toHaveLength(1);
    // to the pixel: the bar's own rows, none of the paper above or below it
    expect(bands[0].top).toBeGreaterThanOrEqual(428);
    expect(bands[0].top).toBeLessThanOrEqual(432);
    expect(bands[0].height).toBeGreaterThanOrEqual(54);
    expect(bands[0].height).toBeLessThanOrEqual(58);
    expect(bands[0].width).toBe(500);
  });

  it('keeps print in a shadow that one global threshold loses', () => {
    // print on paper whose right half is in shadow: the paper there is darker than the print on the left
    const width = 400;
    const height = 60;
    const data = new Uint8Array(width * height);
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const shadow = x >= 200;
        const paper = shadow ? 90 : 235;
        const ink = shadow ? 30 : 110;
        const stroke = y >= 20 && y < 40 && x % 20 < 4;
        data[y * width + x] = stroke ? ink : paper;
      }
    }
    const image = { data, width, height };
    const local = adaptiveThreshold(image, 31);
    const global = otsuThreshold(image);
    const strokeIn = (read: (i: number) => boolean, from: number) => read(30 * width + from + 1);
    // the local threshold keeps strokes on both halves, and the paper of both halves white
    expect(strokeIn((i) => local.data[i] === 0, 0)).toBe(true);
    expect(strokeIn((i) => local.data[i] === 0, 300)).toBe(true);
    expect(local.data[10 * width + 300 + 10]).toBe(255);
    expect(local.data[10 * width + 10]).toBe(255);
    // one global threshold cannot: the shadowed paper falls on the ink side, or the faint print on the paper side
    const globalPaperInShadow = data[10 * width + 310] <= global;
    const globalLosesLeftInk = data[30 * width + 1] > global;
    expect(globalPaperInShadow || globalLosesLeftInk).toBe(true);
  });

  it('measures a blur as less sharp than the same print in focus, whatever its contrast', async () => {
    // the paper alone, as prepareReceipt measures it
    const paper = { left: 200, top: 240, width: 500, height: 520 };
    const inFocus = await greyOf(await sharp(photo()).extract(paper).png().toBuffer());
    const blurred = await greyOf(await sharp(photo()).extract(paper).blur(3).png().toBuffer());
    const faint = await greyOf(await sharp(photo()).extract(paper).linear(0.3, 170).png().toBuffer());
    expect(sharpness(inFocus)).toBeGreaterThan(minSharpness * 3);
    expect(sharpness(blurred)).toBeLessThan(minSharpness);
    // faint print (a third of the contrast) is as sharp as dark print
    expect(Math.abs(sharpness(faint) - sharpness(inFocus))).toBeLessThan(sharpness(inFocus) * 0.35);
  });
});
