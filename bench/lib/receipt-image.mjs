// Renders receipt text into a PNG that looks like a photographed till roll, for the receipt OCR
// tests (backend/test/receipts) and bench/receipts.mjs. Fonts come from the npm package
// dejavu-fonts-ttf, so the pictures are the same on every machine (no system fonts needed).
import { createRequire } from 'node:module';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';

const require = createRequire(import.meta.url);

/** Layouts: how different shops print. */
export const RECEIPT_LAYOUTS = {
  /** A fixed-width till printer, prices where the text puts them. */
  mono: { font: 'DejaVuSansMono.ttf', family: 'Receipt Mono', size: 24, width: 620, align: false },
  /** A proportional font, prices right-aligned in a column. */
  sans: { font: 'DejaVuSans.ttf', family: 'Receipt Sans', size: 24, width: 680, align: true },
  /** Small condensed print, as a long receipt photographed from further away. */
  condensed: { font: 'DejaVuSansCondensed-Bold.ttf', family: 'Receipt Condensed', size: 18, width: 460, align: true },
};

const registered = new Set();
function fontFamily(layout) {
  if (!registered.has(layout.family)) {
    GlobalFonts.registerFromPath(require.resolve(`dejavu-fonts-ttf/ttf/${layout.font}`), layout.family);
    registered.add(layout.family);
  }
  return layout.family;
}

/** A small seeded generator (Park–Miller), so a noisy picture is the same on every run. */
function seeded(seed) {
  let state = (Math.abs(Math.floor(seed)) % 2147483646) + 1;
  return () => (state = (state * 16807) % 2147483647) / 2147483647;
}

/** A price at the end of a line ('6.58', '-1.00', '3.49 F'), drawn in a right column by aligned layouts. */
const trailingPrice = /^(.*\S)\s{2,}(-?\$?\d+[.,]\d{2}(?:\s?[A-Z])?)$/;

/**
 * The receipt `text` (one printed line per line) as PNG bytes.
 * Options: `layout` (a key of RECEIPT_LAYOUTS), `angle` (degrees the paper is turned on the table),
 * `noise` (speckles per 10,000 px²: dust and thermal-paper grain), `seed`.
 */
export function renderReceipt(text, { layout = 'mono', angle = 0, noise = 0, seed = 1 } = {}) {
  const style = RECEIPT_LAYOUTS[layout];
  if (!style) throw new Error(`Unknown receipt layout ${layout}`);
  const lines = text.split(/\r?\n/);
  const lineHeight = Math.round(style.size * 1.45);
  const margin = Math.round(style.size * 1.2);
  const font = `${style.size}px "${fontFamily(style)}"`;
  // as wide as the layout's roll, or wider when a line would not fit (a real printer wraps; we keep lines whole)
  const measure = createCanvas(1, 1).getContext('2d');
  measure.font = font;
  const widest = Math.max(...lines.map((line) => measure.measureText(line).width + (style.align ? style.size * 2 : 0)));
  const paperWidth = Math.max(style.width, Math.ceil(widest + margin * 2));
  const paperHeight = lineHeight * lines.length + margin * 2;
  // room around the paper for the turn
  const radians = (angle * Math.PI) / 180;
  const width = Math.ceil(Math.abs(paperWidth * Math.cos(radians)) + Math.abs(paperHeight * Math.sin(radians))) + 40;
  const height = Math.ceil(Math.abs(paperWidth * Math.sin(radians)) + Math.abs(paperHeight * Math.cos(radians))) + 40;
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  g.fillStyle = '#6b6358';
  g.fillRect(0, 0, width, height);
  g.translate(width / 2, height / 2);
  g.rotate(radians);
  g.translate(-paperWidth / 2, -paperHeight / 2);
  // paper a little brighter at the top, as under a kitchen light
  const light = g.createLinearGradient(0, 0, 0, paperHeight);
  light.addColorStop(0, '#fbfaf6');
  light.addColorStop(1, '#e4e0d6');
  g.fillStyle = light;
  g.fillRect(0, 0, paperWidth, paperHeight);
  g.fillStyle = '#262321';
  g.font = font;
  g.textBaseline = 'alphabetic';
  lines.forEach((line, index) => {
    const y = margin + (index + 1) * lineHeight - Math.round(lineHeight * 0.3);
    const priced = style.align ? trailingPrice.exec(line) : null;
    if (priced) {
      g.textAlign = 'left';
      g.fillText(priced[1], margin, y);
      g.textAlign = 'right';
      g.fillText(priced[2], paperWidth - margin, y);
    } else {
      g.textAlign = 'left';
      g.fillText(line, margin, y);
    }
  });
  g.setTransform(1, 0, 0, 1, 0, 0);
  if (noise > 0) {
    const random = seeded(seed);
    const count = Math.round((noise * width * height) / 10_000);
    for (let i = 0; i < count; i += 1) {
      const shade = Math.floor(random() * 160);
      g.fillStyle = `rgb(${shade},${shade},${shade})`;
      const size = 1 + random() * 2.2;
      g.fillRect(random() * width, random() * height, size, size);
    }
  }
  return canvas.toBuffer('image/png');
}
