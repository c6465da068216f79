// Receipt OCR benchmark (issue 21), in-process over the built backend and libs
// (`npm run build:libs && npm run build -w @sous/backend` first); no server, no database:
// - renders every fixture receipt of libs/kitchen (RECEIPT_FIXTURES) in three ways: a fixed-width
//   till print, a proportional print turned 3 degrees with speckles, and small condensed print
//   (bench/lib/receipt-image.mjs, the renderer of the backend's receipt tests);
// - reads each picture as the server does without a model (prepareForOcr + ReceiptOcr, one
//   tesseract.js worker with the npm English data) and parses the text with parseReceipt;
// - prints time per receipt (p50, p95, max) and food-line accuracy: fixture food lines whose food
//   came back as the right food key / fixture food lines; the same without the preprocessing,
//   to show what it buys. Writes bench/results/receipts-<date>.json.
// `node bench/receipts.mjs [--no-raw]` (the comparison without preprocessing doubles the time).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import 'reflect-metadata';
import { foodLineAccuracy } from './lib/receipt-accuracy.mjs';
import { summarize } from './lib/stats.mjs';
import { renderReceipt } from './lib/receipt-image.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const receiptsDir = path.join(root, 'backend', 'dist', 'modules', 'receipts', 'adapters');
if (!fs.existsSync(path.join(receiptsDir, 'receipt-ocr.js'))) {
  console.error('Build first: npm run build:libs && npm run build -w @sous/backend');
  process.exit(1);
}
const { ReceiptOcr } = await import(pathToFileURL(path.join(receiptsDir, 'receipt-ocr.js')).href);
const { prepareForOcr } = await import(pathToFileURL(path.join(receiptsDir, 'receipt-image.js')).href);
const { parseReceipt, RECEIPT_FIXTURES } = await import('@sous/kitchen');

const withRaw = !process.argv.includes('--no-raw');
const VARIANTS = [
  { name: 'mono', options: { layout: 'mono' } },
  { name: 'sans, 3° turn, speckles', options: { layout: 'sans', angle: 3, noise: 6, seed: 11 } },
  { name: 'condensed', options: { layout: 'condensed' } },
];

const ocr = new ReceiptOcr();

/** OCR + parse of one picture: the time it took and the food lines it got right. */
async function readOne(fixture, png, prepare) {
  const started = performance.now();
  const image = prepare ? await prepareForOcr(png) : png;
  const { lines } = await ocr.read(image);
  const parsed = parseReceipt(lines.map((line) => line.text).join('\n'), { today: fixture.today });
  const ms = performance.now() - started;
  return { ms, ...foodLineAccuracy(fixture, parsed.items.map((item) => item.foodKey)) };
}

async function run(prepare) {
  const times = [];
  const byVariant = {};
  let right = 0;
  let total = 0;
  for (const variant of VARIANTS) {
    byVariant[variant.name] = { right: 0, total: 0 };
    for (const fixture of RECEIPT_FIXTURES) {
      const png = renderReceipt(fixture.text, variant.options);
      const one = await readOne(fixture, png, prepare);
      times.push(one.ms);
      byVariant[variant.name].right += one.right;
      byVariant[variant.name].total += one.total;
      right += one.right;
      total += one.total;
    }
  }
  return { time: summarize(times), accuracy: right / total, right, total, byVariant };
}

// the first read starts the worker: not a receipt's time
await ocr.read(await prepareForOcr(renderReceipt('WARM UP 1.00')));
const prepared = await run(true);
const raw = withRaw ? await run(false) : null;
await ocr.onApplicationShutdown();

const pct = (value) => `${(value * 100).toFixed(1)} %`;
console.log(`Receipts: ${RECEIPT_FIXTURES.length} fixtures × ${VARIANTS.length} renderings, ${os.cpus().length} cores, Node ${process.version}`);
console.log('| reading | p50 ms/receipt | p95 | max | food lines right |');
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const [label, result] of [['preprocessed (server)', prepared], ['raw picture', raw]]) {
  if (!result) continue;
  console.log(`| ${label} | ${result.time.p50Ms.toFixed(0)} | ${result.time.p95Ms.toFixed(0)} | ${result.time.maxMs.toFixed(0)} | ${result.right}/${result.total} = ${pct(result.accuracy)} |`);
}
for (const [name, counts] of Object.entries(prepared.byVariant)) console.log(`  ${name}: ${counts.right}/${counts.total} = ${pct(counts.right / counts.total)}`);

const resultsDir = path.join(root, 'bench', 'results');
fs.mkdirSync(resultsDir, { recursive: true });
const file = path.join(resultsDir, `receipts-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), cores: os.cpus().length, node: process.version, prepared, raw }, null, 2)}\n`);
console.log(`Written to ${path.relative(root, file)}`);
