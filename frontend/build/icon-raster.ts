// Draws the Sous app icon (public/icons/icon.svg: a leaf on the primary green) into PNG bytes at
// build time, with Node's zlib only, so the install icons need neither a download nor a binary
// committed to the repository. Shapes are described on the SVG's 32-unit grid.
import { deflateSync } from 'node:zlib';

type Rgba = readonly [number, number, number, number];

const green: Rgba = [0x2f, 0x6b, 0x3a, 255];
const leafColour: Rgba = [0xe9, 0xf3, 0xea, 255];
const clear: Rgba = [0, 0, 0, 0];

interface Point {
  x: number;
  y: number;
}

/** Distance from p to the segment a–b: a stroke with round caps covers points within half its width. */
function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

function insideRoundedSquare(p: Point, radius: number): boolean {
  if (p.x < 0 || p.y < 0 || p.x > 32 || p.y > 32) return false;
  const cx = Math.min(Math.max(p.x, radius), 32 - radius);
  const cy = Math.min(Math.max(p.y, radius), 32 - radius);
  return Math.hypot(p.x - cx, p.y - cy) <= radius;
}

// The leaf is a drop: a circle and the two lines from its tip that touch it.
const leafCentre = { x: 16, y: 18 };
const leafRadius = 7;
const leafTip = { x: 16, y: 7 };
const tangentAngle = Math.acos(leafRadius / (leafCentre.y - leafTip.y));
const tangentLeft = { x: leafCentre.x - leafRadius * Math.sin(tangentAngle), y: leafCentre.y - leafRadius * Math.cos(tangentAngle) };
const tangentRight = { x: leafCentre.x + leafRadius * Math.sin(tangentAngle), y: tangentLeft.y };

function insideTriangle(p: Point, a: Point, b: Point, c: Point): boolean {
  const side = (u: Point, v: Point) => (v.x - u.x) * (p.y - u.y) - (v.y - u.y) * (p.x - u.x);
  const s1 = side(a, b);
  const s2 = side(b, c);
  const s3 = side(c, a);
  return (s1 >= 0 && s2 >= 0 && s3 >= 0) || (s1 <= 0 && s2 <= 0 && s3 <= 0);
}

const insideLeaf = (p: Point) =>
  Math.hypot(p.x - leafCentre.x, p.y - leafCentre.y) <= leafRadius || insideTriangle(p, leafTip, tangentLeft, tangentRight);

const veins: { a: Point; b: Point; halfWidth: number }[] = [
  { a: { x: 16, y: 11 }, b: { x: 16, y: 24 }, halfWidth: 0.9 },
  { a: { x: 16, y: 16 }, b: { x: 13, y: 13.6 }, halfWidth: 0.8 },
  { a: { x: 16, y: 20 }, b: { x: 19.2, y: 17.4 }, halfWidth: 0.8 },
];

/** The colour at one point of the 32-unit grid; `maskable` fills the whole square (no corners). */
function colourAt(p: Point, maskable: boolean): Rgba {
  if (!maskable && !insideRoundedSquare(p, 8)) return clear;
  if (insideLeaf(p) && !veins.some((v) => distanceToSegment(p, v.a, v.b) <= v.halfWidth)) return leafColour;
  return green;
}

const samplesPerAxis = 4;

/** RGBA pixels, anti-aliased by averaging a 4×4 grid of samples per pixel. */
export function drawIcon(size: number, maskable = false): Uint8Array {
  const pixels = new Uint8Array(size * size * 4);
  const scale = 32 / size;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < samplesPerAxis; sy++) {
        for (let sx = 0; sx < samplesPerAxis; sx++) {
          const c = colourAt({ x: (x + (sx + 0.5) / samplesPerAxis) * scale, y: (y + (sy + 0.5) / samplesPerAxis) * scale }, maskable);
          // premultiplied, so transparent samples do not darken the edge
          sum[0] += c[0] * c[3];
          sum[1] += c[1] * c[3];
          sum[2] += c[2] * c[3];
          sum[3] += c[3];
        }
      }
      const o = (y * size + x) * 4;
      const alpha = sum[3] / samplesPerAxis ** 2;
      pixels[o + 3] = Math.round(alpha);
      if (sum[3] > 0) {
        pixels[o] = Math.round(sum[0] / sum[3]);
        pixels[o + 1] = Math.round(sum[1] / sum[3]);
        pixels[o + 2] = Math.round(sum[2] / sum[3]);
      }
    }
  }
  return pixels;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** An 8-bit RGBA PNG of square `size` from `drawIcon`'s pixels. */
export function encodePng(size: number, pixels: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  // every row starts with filter type 0 (none)
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    Buffer.from(pixels.buffer, pixels.byteOffset + y * size * 4, size * 4).copy(raw, y * (size * 4 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

export const iconPng = (size: number, maskable = false) => encodePng(size, drawIcon(size, maskable));
