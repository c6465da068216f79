// Recipe pages nobody here wrote (issue 30): `node bench/import-corpus.mjs <dir>` after
// `npm run build:libs && npm run build -w @sous/backend`. <dir> holds the recipe-scrapers test set
// (`hhursev/recipe-scrapers`, tests/test_data): one folder per host with `<name>.testhtml` pages
// and the `<name>.json` parse their maintainers expect. Nothing of it is in the repository.
// A second corpus tuned on: <dir> = a copy of `tests/data` of `ssnepenthe/recipe-scraper` (`html/<host>/<name>`
// with `results/<host>/<name>.php`); its sites the first corpus holds out are held out here too.
//
// Each page goes through the importer's pure reading function (`readRecipePage`, then
// `finishDraft` as the import route does; no network, no model) and is compared with its JSON:
// - imported: the route would answer a recipe (title, ingredients and steps found);
// - title right: equal after normalisation (below);
// - ingredient-line recall: expected lines found among ours, both normalised: Unicode NFKC, the
//   fraction slash read as "/", lower case, then every character that is not a letter or a digit
//   removed ("1 14- ounce can" = "1 14-ounce can"); over all expected lines of the split;
//   Beside it, the lost lines that are the name of one of our ingredient sections (a group heading the JSON keeps
//   as an ingredient, "For the frosting:") are counted (headingLines), and the recall without them is shown too
//   (recallHeadingsApartPct); the strict figure stays the headline;
// - step coverage: the expected instruction words (letters and digits, lower case, NFKC) found in
//   our steps, counted as a multiset, over all expected words of the split;
// - total time right: our total (the page's total time as written, else prep + cook, as
//   recipe-scrapers computes it) equals the JSON's `total_time`, where the JSON has one;
// - yields right: the JSON's count ("4 servings", "24 cookies") is our servings or a number in our
//   yield text (a range "3 to 4 servings" keeps both), where the JSON has a count above zero;
// - p95 of the reading time per page.
// Pages of a page that could not be imported count as wrong / not found in every figure.
// Hosts whose name hashes (sha1, first 4 bytes, mod 3) to 0 are held out: the reader is never
// tuned on them, and their failures are only printed with --show-held-out.
// Writes bench/results/import-corpus-<date>.json (figures and host names only, no page text)
// unless --no-save.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { summarize } from './lib/stats.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const dir = args.find((arg, i) => !arg.startsWith('--') && !['--backend', '--host'].includes(args[i - 1]));
if (!dir || !fs.existsSync(dir)) {
  console.error('usage: node bench/import-corpus.mjs <recipe-scrapers test_data dir | ssnepenthe/recipe-scraper tests/data dir> [--backend <dist dir>] [--host <host>] [--show-held-out] [--tuned-only] [--no-save]');
  process.exit(1);
}
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(option('--backend') ?? path.join(root, 'backend', 'dist'));
const importDir = path.join(dist, 'modules', 'recipes', 'import');
const { readRecipePage } = await import(pathToFileURL(path.join(importDir, 'read-recipe-page.js')).href);
const { finishDraft } = await import(pathToFileURL(path.join(importDir, 'finish-draft.js')).href);

const heldOut = (host) => crypto.createHash('sha1').update(host).digest().readUInt32BE(0) % 3 === 0;

const letters = (text) => text.normalize('NFKC').replace(/\u2044/g, '/').toLowerCase();
const lineKey = (text) => letters(text).replace(/[^\p{L}\p{N}]+/gu, '');
const words = (text) => letters(text).match(/[\p{L}\p{N}]+/gu) ?? [];

/** The JSON's lists; an old test file gives one text with a line each. */
const asLines = (value) => (Array.isArray(value) ? value : typeof value === 'string' ? value.split('\n') : []);

function countWords(list) {
  const counts = new Map();
  for (const word of list) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

/** The expected count of a recipe-scrapers yield ("4 servings", "1 loaf", "2.5 cups"); null without one. */
function expectedCount(yields) {
  const match = typeof yields === 'string' ? /(\d+(?:\.\d+)?)/.exec(yields) : null;
  const count = match ? Number(match[1]) : 0;
  return count > 0 ? count : null;
}

function ourTotal(draft) {
  if (draft.totalTime) return draft.totalTime.minutes;
  if (draft.totalMinutes) return draft.totalMinutes;
  if (draft.prepMinutes || draft.cookMinutes) return (draft.prepMinutes ?? 0) + (draft.cookMinutes ?? 0);
  return null;
}

function scorePage(html, expected) {
  const started = performance.now();
  const draft = readRecipePage(html, expected.canonical_url ?? null);
  const finished = draft ? finishDraft(draft, expected.canonical_url ?? null) : 'recipe';
  const ms = performance.now() - started;
  const ok = typeof finished !== 'string';
  const result = { ms, imported: ok, missing: ok ? null : finished, problems: [] };

  result.title = ok && lineKey(finished.title) === lineKey(expected.title ?? '');
  if (!result.title) result.problems.push(`title: ${JSON.stringify(ok ? finished.title : draft?.title ?? null)} ≠ ${JSON.stringify(expected.title)}`);

  const ours = new Set(ok ? finished.ingredients.map(lineKey) : []);
  const lines = asLines(expected.ingredients).filter((line) => lineKey(line) !== '');
  result.lines = lines.length;
  result.linesFound = lines.filter((line) => ours.has(lineKey(line))).length;
  const lost = lines.filter((line) => !ours.has(lineKey(line)));
  // a lost line that is the name of one of our ingredient sections: a group heading the JSON keeps as an ingredient
  const headings = new Set(ok ? finished.ingredientSections.map((section) => lineKey(section.title)) : []);
  result.headingLines = lost.filter((line) => headings.has(lineKey(line))).length;
  if (lost.length > 0) result.problems.push(`ingredients: ${lost.length}/${lines.length} lost, e.g. ${JSON.stringify(lost.slice(0, 2))}${ok ? ` ours ${JSON.stringify(finished.ingredients.slice(0, 3))}` : ''}`);

  const want = words(asLines(expected.instructions_list ?? expected.instructions).join(' '));
  // the step headings are shown to the cook above their steps (issue 30 keeps them apart from the step text)
  const stepText = ok ? [...(finished.instructionSections ?? []).map((section) => section.title), ...finished.instructions].join(' ') : '';
  const have = countWords(ok ? words(stepText) : []);
  let covered = 0;
  for (const word of want) {
    const left = have.get(word) ?? 0;
    if (left > 0) {
      covered += 1;
      have.set(word, left - 1);
    }
  }
  result.words = want.length;
  result.wordsFound = covered;
  if (want.length > 0 && covered / want.length < 0.9) result.problems.push(`steps: ${covered}/${want.length} words${ok ? ` ours ${JSON.stringify(finished.instructions.slice(0, 2)).slice(0, 200)}` : ''}`);

  if (typeof expected.total_time === 'number') {
    const total = draft ? ourTotal(draft) : null;
    result.total = (total ?? 0) === expected.total_time && ok;
    if (!result.total) result.problems.push(`total: ${total} ≠ ${expected.total_time}`);
  }
  const count = expectedCount(expected.yields);
  if (count !== null) {
    const numbers = [draft?.servings, ...((draft?.yieldText ?? '').match(/\d+(?:[.,]\d+)?/g) ?? []).map((n) => Number(n.replace(',', '.')))];
    result.yields = ok && numbers.includes(count);
    if (!result.yields) result.problems.push(`yields: ${JSON.stringify(draft?.yieldText ?? null)} / ${draft?.servings ?? null} ≠ ${JSON.stringify(expected.yields)}`);
  }
  return result;
}

/** A PHP array literal as ssnepenthe/recipe-scraper writes its expected results (`return [ 'k' => 'v', … ];`). */
function readPhpArray(source) {
  let at = source.indexOf('return') + 'return'.length;
  const skip = () => {
    for (;;) {
      while (/\s/.test(source[at] ?? '')) at += 1;
      if (source.startsWith('//', at)) at = source.indexOf('\n', at) + 1 || source.length;
      else if (source.startsWith('/*', at)) at = source.indexOf('*/', at) + 2;
      else return;
    }
  };
  const value = () => {
    skip();
    const quote = source[at];
    if (quote === "'" || quote === '"') {
      let text = '';
      for (at += 1; source[at] !== quote; at += 1) {
        if (source[at] === '\\' && (source[at + 1] === quote || source[at + 1] === '\\')) at += 1;
        else if (quote === '"' && source[at] === '\\' && source[at + 1] === 'n') {
          at += 2;
          text += '\n';
          continue;
        }
        text += source[at];
      }
      at += 1;
      return text;
    }
    if (quote === '[') {
      at += 1;
      const items = [];
      let keyed = null;
      for (;;) {
        skip();
        if (source[at] === ']') break;
        const first = value();
        skip();
        if (source.startsWith('=>', at)) {
          at += 2;
          keyed ??= {};
          keyed[first] = value();
        } else items.push(first);
        skip();
        if (source[at] === ',') at += 1;
      }
      at += 1;
      return keyed ?? items;
    }
    const word = /^[\w.+-]+/.exec(source.slice(at, at + 40))[0];
    at += word.length;
    return word === 'null' ? null : word === 'true' ? true : word === 'false' ? false : Number(word);
  };
  return value();
}

const isoMinutes = (text) => {
  const match = typeof text === 'string' ? /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:\d+S)?)?$/.exec(text.trim()) : null;
  return match ? Number(match[1] ?? 0) * 1440 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0) : undefined;
};

// a site of the second layout that recipe-scrapers holds out (its name with or without "www.") is held out here too,
// so tuning on the second corpus never reads a held-out site's pages
const bare = (host) => host.replace(/^www\./, '');
const heldOutElsewhere = (host) => heldOut(host) || heldOut(bare(host)) || heldOut(`www.${bare(host)}`);

/** The pages of a corpus and their expected parse in recipe-scrapers' terms. Two layouts: recipe-scrapers'
 * (`<host>/<name>.testhtml` + `<name>.json`) and ssnepenthe/recipe-scraper's (`html/<host>/<name>` +
 * `results/<host>/<name>.php`, its fields renamed: name → title, yield → yields, totalTime in minutes). */
function* corpusPages(root) {
  if (fs.existsSync(path.join(root, 'html')) && fs.existsSync(path.join(root, 'results'))) {
    for (const host of fs.readdirSync(path.join(root, 'html')).sort()) {
      for (const file of fs.readdirSync(path.join(root, 'html', host)).sort()) {
        const resultFile = path.join(root, 'results', host, `${file}.php`);
        if (!fs.existsSync(resultFile)) continue;
        const php = readPhpArray(fs.readFileSync(resultFile, 'utf8'));
        const expected = { title: php.name ?? '', ingredients: php.ingredients ?? [], instructions_list: php.instructions ?? [], canonical_url: php.url ?? null };
        const total = isoMinutes(php.totalTime);
        if (total !== undefined) expected.total_time = total;
        if (php.yield) expected.yields = php.yield;
        yield { host, file, expected, heldOut: heldOutElsewhere(host), html: () => fs.readFileSync(path.join(root, 'html', host, file), 'utf8') };
      }
    }
    return;
  }
  for (const host of fs.readdirSync(root).sort()) {
    const hostDir = path.join(root, host);
    if (!fs.statSync(hostDir).isDirectory()) continue;
    for (const file of fs.readdirSync(hostDir).sort()) {
      if (!file.endsWith('.testhtml')) continue;
      const jsonFile = path.join(hostDir, file.replace(/\.testhtml$/, '.json'));
      if (!fs.existsSync(jsonFile)) continue;
      yield { host, file, expected: JSON.parse(fs.readFileSync(jsonFile, 'utf8')), heldOut: heldOut(host), html: () => fs.readFileSync(path.join(hostDir, file), 'utf8') };
    }
  }
}


const onlyHost = option('--host');
const results = [];
for (const page of corpusPages(dir)) {
  if (onlyHost && page.host !== onlyHost) continue;
  results.push({ host: page.host, file: page.file, split: page.heldOut ? 'held-out' : 'tuned', ...scorePage(page.html(), page.expected) });
}

const pct = (part, whole) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 10);
function figures(list) {
  const sum = (key) => list.reduce((total, r) => total + (r[key] ?? 0), 0);
  const withTotal = list.filter((r) => r.total !== undefined);
  const withYields = list.filter((r) => r.yields !== undefined);
  return {
    hosts: new Set(list.map((r) => r.host)).size,
    pages: list.length,
    importedPct: pct(list.filter((r) => r.imported).length, list.length),
    titlePct: pct(list.filter((r) => r.title).length, list.length),
    ingredientRecallPct: pct(sum('linesFound'), sum('lines')),
    // the same recall with the JSON's group-heading lines (lost lines equal to one of our section names) left out
    headingLines: sum('headingLines'),
    recallHeadingsApartPct: pct(sum('linesFound'), sum('lines') - sum('headingLines')),
    stepCoveragePct: pct(sum('wordsFound'), sum('words')),
    totalTimePct: pct(withTotal.filter((r) => r.total).length, withTotal.length),
    totalTimePages: withTotal.length,
    yieldsPct: pct(withYields.filter((r) => r.yields).length, withYields.length),
    yieldsPages: withYields.length,
    ...(list.length > 0 ? { p95Ms: Math.round(summarize(list.map((r) => r.ms)).p95Ms * 10) / 10 } : {}),
  };
}

const showHeldOut = args.includes('--show-held-out');
for (const r of results.filter((r) => r.problems.length > 0 && (r.split === 'tuned' || showHeldOut))) {
  console.log(`${r.host}/${r.file}${r.imported ? '' : ` NOT IMPORTED (${r.missing})`}\n  ${r.problems.join('\n  ')}`);
}
// --tuned-only: while tuning, not even the held-out figures are shown
const table = args.includes('--tuned-only')
  ? { tuned: figures(results.filter((r) => r.split === 'tuned')) }
  : { tuned: figures(results.filter((r) => r.split === 'tuned')), 'held-out': figures(results.filter((r) => r.split === 'held-out')), all: figures(results) };
console.log('');
console.table(table);
console.log('targets: imported ≥ 98 %, title ≥ 99 %, ingredient-line recall ≥ 97 %, step coverage ≥ 97 %, total time and yields ≥ 95 %, p95 ≤ 100 ms');
if (!args.includes('--no-save')) {
  const out = path.join(root, 'bench', 'results', `import-corpus-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  const failedHosts = (split) => [...new Set(results.filter((r) => r.split === split && !r.imported).map((r) => r.host))];
  fs.writeFileSync(out, `${JSON.stringify({ bench: 'import-corpus', date: new Date().toISOString(), figures: table, notImported: { tuned: failedHosts('tuned'), 'held-out': failedHosts('held-out') } }, null, 2)}\n`);
  console.log(`result: ${path.relative(root, out)}`);
}
