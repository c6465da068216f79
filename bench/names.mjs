// Food names as people and pages write them (issue 29), over a corpus nobody here wrote:
// `node bench/names.mjs <corpus dir>` after `npm run build:libs`. The directory holds labels.json
// (hand-labelled names: text, expected food, family, state and the name a person would keep, split
// into a tuned and a held-out third) beside the corpus it was drawn from (ingredient lines of the
// recipe-scrapers test pages, USDA SR28 descriptions, receipt item lines). Nothing of it is in the
// repository. Each name goes through the add path's rule (`identifyFood`; a USDA description is a
// picked search result, so it is named by its linked food as the dialog does) and prints, per split
// and per source:
// - name kept: the name Sous keeps means the same as the label's (same card words: case, plural,
//   word order, sizes do not count), or one of its alternatives;
// - linked: a catalog food was linked; wrong family: linked to a food outside the label's family;
// - unsafe date: the days Sous gives the name in a fridge exceed the FSIS figure for its family
//   and state (cooked/leftover food 4 days, raw poultry, fish and ground meat 2, other raw meat 5,
//   cured meats 14);
// - p95 resolve time. Then, over every name of the corpus (unlabelled): linked (%) and p95 time.
// Writes bench/results/names-<date>.json (figures only, no corpus text).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { cardWords, identifyFood, itemShelfLifeDays } from '@sous/kitchen';
import { summarize } from './lib/stats.mjs';

const dir = process.argv[2];
if (!dir || !fs.existsSync(path.join(dir, 'labels.json'))) {
  console.error('usage: node bench/names.mjs <corpus dir holding labels.json>');
  process.exit(1);
}
const { labels } = JSON.parse(fs.readFileSync(path.join(dir, 'labels.json'), 'utf8'));

/** The label families each catalog food group may rightly be. */
const FAMILIES_OF_GROUP = {
  'Dairy and Egg Products': ['dairy', 'cheese', 'egg', 'fat-oil'],
  'Spices and Herbs': ['herb-spice', 'vegetable', 'baking', 'condiment-sauce'],
  'Fats and Oils': ['fat-oil', 'dairy', 'condiment-sauce'],
  'Poultry Products': ['poultry'],
  'Soups, Sauces, and Gravies': ['condiment-sauce', 'stock-broth', 'prepared-dish'],
  'Sausages and Luncheon Meats': ['pork', 'beef', 'poultry', 'lamb-game'],
  'Breakfast Cereals': ['grain-pasta', 'snack-sweet'],
  'Fruits and Fruit Juices': ['fruit', 'beverage'],
  'Pork Products': ['pork'],
  'Vegetables and Vegetable Products': ['vegetable', 'herb-spice', 'condiment-sauce', 'legume'],
  'Nut and Seed Products': ['nut-seed', 'baking'],
  'Beef Products': ['beef'],
  // SR28 files vinegar under beverages
  Beverages: ['beverage', 'alcohol', 'dairy', 'condiment-sauce'],
  'Finfish and Shellfish Products': ['seafood'],
  // the USDA files peanuts, peanut butter and soy sauce under legumes
  'Legumes and Legume Products': ['legume', 'vegetable', 'nut-seed', 'condiment-sauce'],
  'Lamb, Veal, and Game Products': ['lamb-game', 'beef'],
  'Baked Products': ['bread-bakery', 'snack-sweet', 'baking'],
  Sweets: ['sweetener', 'snack-sweet', 'baking'],
  'Cereal Grains and Pasta': ['grain-pasta', 'baking', 'bread-bakery'],
  'Meals, Entrees, and Side Dishes': ['prepared-dish'],
  Snacks: ['snack-sweet', 'nut-seed'],
};

/** FSIS fridge figures (days) a name of this family and state must not exceed; null: not checked. */
function safeFridgeDaysIn(label, state) {
  // a sealed can or a dried food is not held to a fresh food's days
  if (['canned', 'dried', 'frozen'].includes(state)) return null;
  // baked goods keep days out of the fridge whether bought or made
  if (['cooked', 'leftover', 'homemade'].includes(state)) return ['bread-bakery', 'snack-sweet', 'baking'].includes(label.family) ? null : 4;
  if (state !== 'raw') return null;
  const meat = ['poultry', 'seafood', 'beef', 'pork', 'lamb-game'].includes(label.family);
  // FSIS: bacon 7 days; hot dogs, ham and luncheon meat sealed 2 weeks
  if (meat && /\b(?:bacon|ham|sausages?|salami|pepperoni|hot ?dogs?|franks?|deli|luncheon|bologna|cured|smoked|jerky)\b/i.test(label.text)) return 14;
  if (meat && /\bground\b|\bmince/i.test(label.text)) return 2;
  if (['poultry', 'seafood'].includes(label.family)) return 2;
  if (meat) return 5;
  return null;
}

/** The most lenient figure over the states the label accepts: a name is unsafe only if every reading of it is. */
function safeFridgeDays(label) {
  const limits = [label.state, ...(label.alsoOk?.state ?? [])].map((state) => safeFridgeDaysIn(label, state));
  return limits.includes(null) ? null : Math.max(...limits);
}

const okValues = (label, field) => [label[field], ...(label.alsoOk?.[field] ?? [])].filter((value) => value !== null && value !== undefined);

/** SR28 food groups by the first two digits of the NDB number: what a picked USDA result carries as its category. */
const SR28_GROUPS = {
  '01': 'Dairy and Egg Products', '02': 'Spices and Herbs', '03': 'Baby Foods', '04': 'Fats and Oils', '05': 'Poultry Products',
  '06': 'Soups, Sauces, and Gravies', '07': 'Sausages and Luncheon Meats', '08': 'Breakfast Cereals', '09': 'Fruits and Fruit Juices',
  10: 'Pork Products', 11: 'Vegetables and Vegetable Products', 12: 'Nut and Seed Products', 13: 'Beef Products', 14: 'Beverages',
  15: 'Finfish and Shellfish Products', 16: 'Legumes and Legume Products', 17: 'Lamb, Veal, and Game Products', 18: 'Baked Products',
  19: 'Sweets', 20: 'Cereal Grains and Pasta', 21: 'Fast Foods', 22: 'Meals, Entrees, and Side Dishes', 25: 'Snacks',
  35: 'American Indian/Alaska Native Foods', 36: 'Restaurant Foods',
};

function judge(label) {
  const started = performance.now();
  const found = identifyFood(label.text);
  const picked = label.source === 'usda' ? (SR28_GROUPS[/(\d{4,5})\s*$/.exec(String(label.ref ?? ''))?.[1].padStart(5, '0').slice(0, 2) ?? ''] ?? null) : null;
  // a USDA description arrives as a picked search result: the dialog names it by its linked food
  const name = label.source === 'usda' ? found.food.name : found.name;
  const days = itemShelfLifeDays({ name, foodName: found.linked ? found.food.name : null, foodCategory: picked ?? found.food.category, state: found.state }, 'Refrigerator');
  const ms = performance.now() - started;
  const isFood = label.family !== 'non-food';
  const nameKept = isFood && okValues(label, 'keepName').some((keep) => cardWords(keep) === cardWords(name));
  const families = FAMILIES_OF_GROUP[found.food.category] ?? [];
  const wrongFamily = found.linked && (!isFood || !okValues(label, 'family').some((family) => families.includes(family)));
  const limit = isFood ? safeFridgeDays(label) : null;
  return { label, isFood, nameKept, linked: found.linked, wrongFamily, unsafe: limit !== null && days > limit, checkedDate: limit !== null, ms, name, food: found.food.name, category: found.food.category, days, limit };
}

const pct = (part, whole) => (whole === 0 ? null : Math.round((1000 * part) / whole) / 10);

function table(results) {
  const food = results.filter((result) => result.isFood);
  const linked = results.filter((result) => result.linked);
  return {
    names: results.length,
    nameKeptPct: pct(food.filter((result) => result.nameKept).length, food.length),
    linkedPct: pct(food.filter((result) => result.linked).length, food.length),
    wrongFamilyPct: pct(linked.filter((result) => result.wrongFamily).length, linked.length),
    wrongFamily: linked.filter((result) => result.wrongFamily).length,
    unsafeDates: results.filter((result) => result.unsafe).length,
    datesChecked: results.filter((result) => result.checkedDate).length,
    p95Ms: results.length === 0 ? null : summarize(results.map((result) => result.ms)).p95Ms,
  };
}

// warm the lazily built indexes once, so the first name does not carry their cost
identifyFood('warm up');
const results = labels.map(judge);
const groups = {};
for (const split of ['tuned', 'held-out']) {
  const ofSplit = results.filter((result) => result.label.split === split);
  groups[split] = table(ofSplit);
  for (const source of [...new Set(labels.map((label) => label.source))]) groups[`${split} · ${source}`] = table(ofSplit.filter((result) => result.label.source === source));
}
groups.all = table(results);
console.table(groups);

// the whole corpus the labels were drawn from: no labels, so only what needs none
const corpus = ['ingredient-lines.jsonl', 'usda.jsonl', 'receipt-lines.jsonl']
  .filter((file) => fs.existsSync(path.join(dir, file)))
  .flatMap((file) => fs.readFileSync(path.join(dir, file), 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line).text))
  .filter((text) => typeof text === 'string' && text.trim() !== '');
if (corpus.length > 0) {
  const times = [];
  let linked = 0;
  for (const text of corpus) {
    const started = performance.now();
    if (identifyFood(text).linked) linked += 1;
    times.push(performance.now() - started);
  }
  groups.corpus = { names: corpus.length, linkedPct: pct(linked, corpus.length), p95Ms: summarize(times).p95Ms };
  console.log(`whole corpus, unlabelled: ${corpus.length} names, linked ${groups.corpus.linkedPct} %, p95 ${groups.corpus.p95Ms} ms`);
}

if (process.argv.includes('--misses')) {
  for (const result of results.filter((r) => r.label.split === 'tuned' && (r.wrongFamily || r.unsafe || (r.isFood && !r.nameKept)))) {
    console.log(`${result.wrongFamily ? 'FAMILY ' : ''}${result.unsafe ? `UNSAFE ${result.days}d>${result.limit}d ` : ''}${result.nameKept ? '' : 'NAME '}| ${result.label.text} → ${result.name} [${result.food}, ${result.category}] (want ${result.label.keepName}, ${result.label.family}, ${result.label.state})`);
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'bench', 'results', `names-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(out, `${JSON.stringify({ when: new Date().toISOString(), labels: labels.length, groups }, null, 2)}\n`);
console.log(`wrote ${path.relative(root, out)}`);
