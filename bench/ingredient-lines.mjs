// Ingredient lines parsed right (issue 30): `node bench/ingredient-lines.mjs <csv dir>` after
// `npm run build:libs`. <csv dir> is a local copy of the `data/` folder of the public NYT labelled
// ingredient set (github.com/abc123s/ingredient-phrase-tagger: dev.csv and test.csv, two samples of
// 5,000 lines; columns index,input,name,qty,range_end,unit,comment). Nothing of it is in the
// repository. The parser was tuned on dev.csv only; test.csv is held out: only its figures print
// (and, with `--test-misses`, a sample of its misses, for reading once tuning is over).
//
// Each line goes through `parseIngredientLine` and is scored against the set's labels:
// - quantity: the parse's `quantity` (null = 0, as the set writes "no quantity") within 0.01 of
//   `qty` (the set rounds 1/3 to 0.33);
// - unit: the parse's `unit` through UNIT_IN_SET (our canonical names → the set's words) equals the
//   set's `unit`, made singular and lower-case; blank = blank. "unit, blank labels as noise" also
//   counts a line right when the set leaves the unit blank but the line writes a unit word the set
//   labels as a unit elsewhere (clove, sprig, can, …) and the parse took that word: the set's own
//   inconsistency ("6 garlic cloves" is clove on one line and blank on the next);
// - food: the parse's `food` (the food without preparation or notes) against `name`, as word sets:
//   both lower-cased, accents and apostrophes dropped, split on anything not a letter or digit,
//   every word made singular (berries → berry, tomatoes → tomato, cloves → clove); equal sets are right.
//   "food, words the set files both ways" also counts a line right when one word set holds the other
//   and every word that differs is one the set's own labels put inside `name` on some lines and
//   outside it on others (each at least 10 % of the dev lines that write the word, and twice):
//   'kosher salt' is `name` kosher salt on one line and salt on the next, 'fresh', 'chopped',
//   'extra-virgin' the same. Counted on the dev labels only;
// - p95 ms per line: each line timed on a second pass (the first warms the code up).
// Then, for dev only, the 20 commonest misses per field. `--dev-only` skips the test sample (for
// tuning); `--test-misses N` prints N test misses per field drawn at random (fixed seed).
// Writes bench/results/ingredient-lines-<date>.json (figures only, no dataset text).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { percentile } from './lib/stats.mjs';

const args = process.argv.slice(2);
const testMissesAt = args.indexOf('--test-misses');
const dir = args.find((arg, index) => !arg.startsWith('--') && (testMissesAt === -1 || index !== testMissesAt + 1));
const testMisses = testMissesAt === -1 ? 0 : Number(args[testMissesAt + 1] ?? 30);
// while tuning, not even the held-out figures are looked at
const devOnly = args.includes('--dev-only');
if (!dir || !fs.existsSync(path.join(dir, 'dev.csv')) || !fs.existsSync(path.join(dir, 'test.csv'))) {
  console.error('usage: node bench/ingredient-lines.mjs <dir holding dev.csv and test.csv> [--dev-only] [--test-misses N]');
  process.exit(1);
}
// BENCH_KITCHEN points at another build of libs/kitchen (a file path), for trying a change quickly
const kitchen = process.env.BENCH_KITCHEN ? await import(path.resolve(process.env.BENCH_KITCHEN)) : await import('@sous/kitchen');
const { parseIngredientLine } = kitchen;

/** RFC 4180 CSV: quoted fields may hold commas, quotes ("") and line breaks. */
function readCsv(file) {
  const text = fs.readFileSync(file, 'utf8');
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c !== '"') field += c;
      else if (text[i + 1] === '"') (field += '"'), i++;
      else quoted = false;
    } else if (c === '"') quoted = true;
    else if (c === ',') row.push(field), (field = '');
    else if (c === '\n') row.push(field), rows.push(row), (row = []), (field = '');
    else if (c !== '\r') field += c;
  }
  if (field !== '' || row.length > 0) row.push(field), rows.push(row);
  const [head, ...body] = rows;
  return body.filter((cells) => cells.length >= head.length).map((cells) => Object.fromEntries(head.map((name, i) => [name || '_', cells[i]])));
}

/** Our canonical unit names → the words the set labels units with. */
const UNIT_IN_SET = {
  tbsp: 'tablespoon', tsp: 'teaspoon', oz: 'ounce', 'fl oz': 'ounce', lb: 'pound', g: 'gram', kg: 'kilogram', mg: 'milligram',
  ml: 'milliliter', cl: 'centiliter', dl: 'deciliter', l: 'liter', item: '', each: '',
};
const IRREGULAR_UNITS = { leaves: 'leaf', loaves: 'loaf', halves: 'half' };
const singularUnit = (unit) => IRREGULAR_UNITS[unit] ?? unit.replace(/(?:ch|sh|x)es$/, (end) => end.slice(0, -2)).replace(/s$/, '');
const setUnit = (unit) => singularUnit((unit ?? '').trim().toLowerCase());
const ourUnit = (unit) => (unit === null || unit === undefined ? '' : (UNIT_IN_SET[unit] ?? unit));

function singularWord(word) {
  if (word.length <= 3 || /(?:ss|us|is)$/.test(word)) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(?:ch|sh|x|z|o)es$/.test(word)) return word.slice(0, -2);
  if (/^(?:lea|loa|hal|kni|cal)ves$/.test(word)) return `${word.slice(0, -3)}f`;
  return word.endsWith('s') ? word.slice(0, -1) : word;
}
function foodWords(text) {
  const words = (text ?? '')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’‘`]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map(singularWord);
  return [...new Set(words)].sort().join(' ');
}

/** Words the set's labels put in `name` on some lines and outside it on others (dev labels only). */
function wordsFiledBothWays(rows) {
  const inside = new Map();
  const outside = new Map();
  const add = (map, word) => map.set(word, (map.get(word) ?? 0) + 1);
  for (const row of rows) {
    if (row.name.trim() === '') continue;
    const name = new Set(foodWords(row.name).split(' '));
    for (const word of foodWords(row.input).split(' ')) add(name.has(word) ? inside : outside, word);
  }
  return new Set(
    [...inside.keys()].filter((word) => {
      const a = inside.get(word) ?? 0;
      const b = outside.get(word) ?? 0;
      return a >= 2 && b >= 2 && Math.min(a, b) / (a + b) >= 0.1;
    }),
  );
}

function score(rows, unitWordsOfSet, bothWays) {
  for (const row of rows) parseIngredientLine(row.input);
  const times = [];
  const results = rows.map((row) => {
    const start = performance.now();
    const parsed = parseIngredientLine(row.input);
    times.push(performance.now() - start);
    const qty = Number(row.qty) || 0;
    const gotQty = parsed.quantity ?? 0;
    const unit = setUnit(row.unit);
    const gotUnit = ourUnit(parsed.unit);
    const food = foodWords(row.name);
    const gotFood = foodWords(parsed.food ?? parsed.name);
    const expectedWords = new Set(food.split(' ').filter(Boolean));
    const gotWords = new Set(gotFood.split(' ').filter(Boolean));
    const differing = [...[...gotWords].filter((word) => !expectedWords.has(word)), ...[...expectedWords].filter((word) => !gotWords.has(word))];
    const unitRight = gotUnit === unit;
    // the set's blank unit where the line writes one of its unit words and the parse took it
    const blankNoise = !unitRight && unit === '' && unitWordsOfSet.has(gotUnit) && new RegExp(`\\b${gotUnit}`, 'i').test(row.input.replace(/(lea|loa)ves\b/g, '$1f'));
    return {
      row,
      parsed,
      quantity: Math.abs(gotQty - qty) <= 0.01,
      unit: unitRight,
      unitLenient: unitRight || blankNoise,
      food: food === gotFood,
      // one set holds the other (no food swapped for another) and only such words differ
      foodLenient:
        food === gotFood ||
        (expectedWords.size > 0 &&
          gotWords.size > 0 &&
          ([...gotWords].every((word) => expectedWords.has(word)) || [...expectedWords].every((word) => gotWords.has(word))) &&
          differing.every((word) => bothWays.has(word))),
      expected: { quantity: qty, unit, food: row.name.trim() },
      got: { quantity: gotQty, unit: gotUnit, food: (parsed.food ?? parsed.name).trim() },
    };
  });
  const pct = (field) => Math.round((1000 * results.filter((result) => result[field]).length) / results.length) / 10;
  return {
    results,
    figures: {
      lines: rows.length,
      quantityPct: pct('quantity'),
      unitPct: pct('unit'),
      unitBlankNoisePct: pct('unitLenient'),
      foodPct: pct('food'),
      foodBothWaysPct: pct('foodLenient'),
      p50Ms: Math.round(percentile(times, 50) * 1000) / 1000,
      p95Ms: Math.round(percentile(times, 95) * 1000) / 1000,
    },
  };
}

/** The commonest misses of a field: expected → got, with how often and one line. */
function topMisses(results, field, key, limit = 20) {
  const groups = new Map();
  for (const result of results) {
    if (result[field]) continue;
    const k = key(result);
    const group = groups.get(k) ?? { count: 0, line: result.row.input };
    group.count++;
    groups.set(k, group);
  }
  return [...groups.entries()].sort((a, b) => b[1].count - a[1].count).slice(0, limit);
}

const dev = readCsv(path.join(dir, 'dev.csv'));
const test = readCsv(path.join(dir, 'test.csv'));
// the set's unit words, from its own labels on the tuning sample
const unitWordsOfSet = new Set(dev.map((row) => setUnit(row.unit)).filter((unit) => /^[a-z]+$/.test(unit)));
const bothWays = wordsFiledBothWays(dev);
const devScore = score(dev, unitWordsOfSet, bothWays);
const testScore = devOnly ? null : score(test, unitWordsOfSet, bothWays);

console.log('\nIngredient lines (issue 30) — NYT labelled set, parseIngredientLine\n');
console.log('| sample | lines | quantity | unit | unit (blank labels as noise) | food without preparation | food (words the set files both ways) | p50 ms | p95 ms |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const [name, { figures: f }] of [['dev (tuned)', devScore], ['test (held out)', testScore]].filter(([, s]) => s)) {
  console.log(`| ${name} | ${f.lines} | ${f.quantityPct} % | ${f.unitPct} % | ${f.unitBlankNoisePct} % | ${f.foodPct} % | ${f.foodBothWaysPct} % | ${f.p50Ms} | ${f.p95Ms} |`);
}
console.log(`\nUnit names, ours → the set's (others are the same word; the set's plurals are made singular): ${Object.entries(UNIT_IN_SET).map(([ours, set]) => `${ours} → ${set || '∅'}`).join(', ')}`);
console.log(`Words the dev labels file both ways (${bothWays.size}): ${[...bothWays].sort().join(' ')}`);

const fmt = (value) => (value === '' ? '∅' : String(value));
console.log('\nTop 20 dev misses per field (count · expected → got · a line):');
for (const [field, label] of [['quantity', 'quantity'], ['unit', 'unit'], ['food', 'food']]) {
  console.log(`\n${label}:`);
  const misses = topMisses(devScore.results, field, (r) => `${fmt(r.expected[field])} → ${fmt(r.got[field])}`);
  for (const [k, { count, line }] of misses) console.log(`  ${String(count).padStart(3)} · ${k} · ${JSON.stringify(line)}`);
}

if (testMisses > 0 && testScore) {
  // a fixed seed, so the sample is the same on every run
  let seed = 30;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  for (const field of ['quantity', 'unitLenient', 'foodLenient']) {
    const misses = testScore.results.filter((r) => !r[field]);
    const picked = [];
    while (picked.length < Math.min(testMisses, misses.length)) {
      const pick = misses[Math.floor(random() * misses.length)];
      if (!picked.includes(pick)) picked.push(pick);
    }
    console.log(`\n${testMisses} test misses drawn at random, ${field} (${misses.length} in all):`);
    const key = { unitLenient: 'unit', foodLenient: 'food' }[field] ?? field;
    for (const r of picked) console.log(`  ${JSON.stringify(r.row.input)} · set: ${fmt(r.expected[key])} · parse: ${fmt(r.got[key])}`);
  }
}

const results = fileURLToPath(new URL('./results/', import.meta.url));
fs.mkdirSync(results, { recursive: true });
const file = path.join(results, `ingredient-lines-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
if (!process.env.BENCH_KITCHEN && testScore) {
  fs.writeFileSync(file, `${JSON.stringify({ dev: devScore.figures, test: testScore.figures }, null, 2)}\n`);
  console.log(`\nresult: ${path.relative(process.cwd(), file)}`);
}
