// Real receipt photos read as the server reads them without a model (prepareForOcr + ReceiptOcr from
// backend/dist, then parseReceipt), scored against hand-written ground truth. The photos are third-party
// and live OUTSIDE the repository: `node bench/receipts-real.mjs <corpus dir> [--kitchen <index.js>] [--raw]`
// with <corpus dir> holding the images and truth.json (see bench/lib/receipt-truth.mjs for its shape).
// Build first: `npm run build:libs && npm run build -w @sous/backend`.
//   --kitchen <path>  parseReceipt from that build of @sous/kitchen instead of the workspace's (to hold
//                     the parser still while measuring the image side, or while the library is mid-edit)
//   --backend <dir>   prepareForOcr and ReceiptOcr from another build (a dir holding
//                     modules/receipts/adapters/*.js), e.g. the previous preprocessing for a before/after
//   --raw             the photo's bytes straight to OCR, no preprocessing (what the preprocessing buys)
// Prints, for all / tuned / held-out receipts and their legible part: food lines found, prices right of
// found, names right of found, non-food proposals per receipt, store/date/total right, time p50/p95.
// Writes bench/results/receipts-real-<iso>.json: numbers only, no receipt text.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import 'reflect-metadata';
import { scoreReading, scoreReceipt, summarizeScores } from './lib/receipt-truth.mjs';
import { summarize } from './lib/stats.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const corpus = args.find((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--kitchen' && args[index - 1] !== '--backend');
if (!corpus || !fs.existsSync(path.join(corpus, 'truth.json'))) {
  console.error('Usage: node bench/receipts-real.mjs <corpus dir with truth.json> [--kitchen <index.js>] [--backend <dist dir>] [--raw]');
  process.exit(1);
}
const raw = args.includes('--raw');
const kitchenPath = option('--kitchen');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const backendDist = option('--backend') ? path.resolve(option('--backend')) : path.join(root, 'backend', 'dist');
const receiptsDir = path.join(backendDist, 'modules', 'receipts', 'adapters');
if (!fs.existsSync(path.join(receiptsDir, 'receipt-ocr.js'))) {
  console.error('Build first: npm run build:libs && npm run build -w @sous/backend');
  process.exit(1);
}
const { ReceiptOcr } = await import(pathToFileURL(path.join(receiptsDir, 'receipt-ocr.js')).href);
const { prepareForOcr } = await import(pathToFileURL(path.join(receiptsDir, 'receipt-image.js')).href);
const { parseReceipt } = await import(kitchenPath ? pathToFileURL(path.resolve(kitchenPath)).href : '@sous/kitchen');

const truth = JSON.parse(fs.readFileSync(path.join(corpus, 'truth.json'), 'utf8'));
const today = new Date().toISOString().slice(0, 10);
const ocr = new ReceiptOcr();

// the first read starts the worker: not a receipt's time
await ocr.read(await prepareForOcr(fs.readFileSync(path.join(corpus, truth.receipts[0].file)))).catch(() => undefined);

const results = [];
for (const receipt of truth.receipts) {
  const bytes = fs.readFileSync(path.join(corpus, receipt.file));
  const started = performance.now();
  let parsed = null;
  let refused = false;
  let ocrLines = [];
  try {
    const image = raw ? bytes : await prepareForOcr(bytes);
    const { lines } = await ocr.read(image);
    ocrLines = lines.map((line) => line.text);
    parsed = parseReceipt(ocrLines.join('\n'), { today });
  } catch (error) {
    // a refusal (too small, too blurred) is the server's answer too: scored as nothing read
    if (!(error instanceof Error) || error.name !== 'DomainError') throw error;
    refused = true;
  }
  const ms = performance.now() - started;
  const score = { ...scoreReceipt(receipt, parsed), ...scoreReading(receipt, ocrLines), refused };
  results.push({ receipt, score, ms });
  process.stderr.write(
    `${receipt.id}: OCR lines ${score.linesRead}/${score.purchaseLines} prices ${score.pricesRead}; food ${score.found}/${score.foodLines}, prices ${score.pricesRight}, names ${score.namesRight}, non-food ${score.nonFoodProposals}, ` +
      `store ${score.storeRight ? 'y' : 'n'} date ${score.dateRight ? 'y' : 'n'} total ${score.totalRight ? 'y' : 'n'}${refused ? ' REFUSED' : ''} ${Math.round(ms)} ms\n`,
  );
}
await ocr.onApplicationShutdown();

const groups = {
  all: () => true,
  'all, legible': (r) => r.legibility === 'legible',
  tuned: (r) => !r.heldOut,
  'tuned, legible': (r) => !r.heldOut && r.legibility === 'legible',
  'held-out': (r) => r.heldOut,
  'held-out, legible': (r) => r.heldOut && r.legibility === 'legible',
  poor: (r) => r.legibility !== 'legible',
};
const summary = {};
for (const [name, keep] of Object.entries(groups)) {
  const chosen = results.filter(({ receipt }) => keep(receipt));
  if (chosen.length === 0) continue;
  summary[name] = { ...summarizeScores(chosen.map(({ score }) => score)), time: summarize(chosen.map(({ ms }) => ms)) };
}

const fmt = (value, unit = ' %') => (value === null ? '–' : `${value}${unit}`);
console.log(`Real receipts: ${results.length} from ${path.basename(path.resolve(corpus))}, ${raw ? 'raw photos' : 'prepareForOcr'}, ${os.cpus().length} cores, Node ${process.version}`);
console.log('| receipts | n | refused | OCR: purchase lines read | OCR: prices read | food lines found | prices right (of found) | names right (of found) | non-food / receipt | store | date | total | p50 ms | p95 ms |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const [name, s] of Object.entries(summary)) {
  console.log(
    `| ${name} | ${s.receipts} | ${s.refused} | ${fmt(s.purchaseLinesReadPct)} | ${fmt(s.pricesReadPct)} | ${fmt(s.foodLinesFoundPct)} of ${s.foodLines} | ${fmt(s.pricesRightOfFoundPct)} | ${fmt(s.namesRightOfFoundPct)} | ${fmt(s.nonFoodProposalsPerReceipt, '')} | ` +
      `${fmt(s.storeRightPct)} | ${fmt(s.dateRightPct)} | ${fmt(s.totalRightPct)} | ${Math.round(s.time.p50Ms)} | ${Math.round(s.time.p95Ms)} |`,
  );
}

const resultsDir = path.join(root, 'bench', 'results');
fs.mkdirSync(resultsDir, { recursive: true });
const file = path.join(resultsDir, `receipts-real-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(
  file,
  `${JSON.stringify(
    {
      bench: 'receipts-real',
      at: new Date().toISOString(),
      node: process.version,
      cores: os.cpus().length,
      preprocessing: raw ? 'none' : 'prepareForOcr',
      parser: kitchenPath ? 'pinned build' : '@sous/kitchen workspace',
      backend: option('--backend') ? 'other build' : 'backend/dist',
      summary,
      // per receipt: numbers only, by position in truth.json (no names, no text)
      receipts: results.map(({ receipt, score, ms }, index) => ({ index, heldOut: Boolean(receipt.heldOut), legible: receipt.legibility === 'legible', ...score, ms: Math.round(ms) })),
    },
    null,
    2,
  )}\n`,
);
console.log(`Wrote ${path.relative(root, file)}`);
