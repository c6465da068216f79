// Offline chef quality benchmark (issue 17), over the built backend and libs
// (`npm run build:libs && npm run build -w @sous/backend` first); no server, no database:
// - draws random realistic household inventories: 2–4 of each onboarding category's common items
//   plus 0–2 food-database items, 1–3 of them expiring within 0–3 days (the same generator the
//   offline chef's unit tests use);
// - per kitchen, presses Smart Recipe five times in a row (each recipe passed back as the
//   generate handler does), then asks one Customize Your Recipe request with a random meal type,
//   cuisine, difficulty, diet and allergens;
// - prints: the share of recipes that use at least one expiring item when some dish that fits
//   the request could; recipe-linter errors; repeats within five presses (all, and those made
//   while a fresh dish using as much of what is expiring existed); diet, allergen, cuisine and
//   meal-type violations (a cuisine or meal type the dish does not have, not disclosed in its why);
//   p50/p95/p99 time per recipe. Writes bench/results/recipe-quality-<date>.json.
// Issue 31 adds, per kitchen, three more Customize requests and one Smart Recipe request whose
// expiringItems name one or two foods the stock does not call expiring (the client's list), and
// prints: plausibility-gate failures of the served recipes (the gate of offline-chef/plausibility.ts),
// the share of Customize requests whose difficulty, time window and cuisine the dish honours
// (exactly, and honoured-or-said-why), the share of named foods the dish uses (and used-or-said-why),
// untrue cuisine tags (a cuisine the dish's lines do not carry) and "No shopping needed" claimed
// while a staple is missing.
// `node bench/recipe-quality.mjs [kitchens]` (default 400 kitchens: 4,000 recipes).
// CHEF_DIST=<dir> runs the same requests against another build of the offline chef (the before run).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { summarize } from './lib/stats.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'backend', 'dist');
const builtChef = path.join(dist, 'modules', 'recipes', 'offline-chef');
const chefDir = process.env.CHEF_DIST ? path.resolve(process.env.CHEF_DIST) : builtChef;
if (!fs.existsSync(path.join(chefDir, 'generate.js'))) {
  console.error('Build first: npm run build:libs && npm run build -w @sous/backend');
  process.exit(1);
}
const load = (file) => import(pathToFileURL(path.join(chefDir, file)).href);
const { generateWithAlternatives } = await load('generate.js');
const { generator } = await load('seed.js');
const { randomKitchen } = await load('quality/random-kitchen.js');
const { allergensIn, fitsDiet, flagsOfLines } = await load('diet.js');
// A book dish is linted with the design its author declared (a surf-and-turf boil has two proteins on purpose), as the chef lints it.
const { recipeBook } = await load('book/index.js');
const bookDesign = new Map(recipeBook().map((dish) => [`book:${dish.id}`, dish.design]));
// The judges come from the current build whichever chef is measured.
const judgeModule = (file) => import(pathToFileURL(path.join(builtChef, file)).href);
const { plausibilityProblems } = await judgeModule('plausibility.js');
const { dishIsOf } = await judgeModule('generate.js');
const { commonFoodItems } = await import(pathToFileURL(path.join(dist, 'migrations', 'Migration20261123150000_seed_common_food_items.js')).href);
const { isPantryStaple, lintErrors, namesMatch } = await import('@sous/kitchen');

const KITCHENS = Number(process.argv[2] ?? 400);
const PRESSES = 5;
const TODAY = '2026-11-26';
const SMART = { onlyUseOnHand: true, prioritizeExpiring: true, servings: 4, maxCookingTime: 30 };
const MEALS = ['breakfast', 'lunch', 'dinner', 'snack', 'dessert'];
const CUISINES = ['any', 'italian', 'asian', 'mexican', 'american', 'french', 'mediterranean', 'indian'];
const DIETS = [[], [], ['vegetarian'], ['vegan'], ['gluten-free'], ['dairy-free']];
const ALLERGEN_SETS = [[], [], ['Peanuts'], ['Milk'], ['Eggs'], ['Shellfish', 'Fish'], ['Wheat']];
const CUISINE_WORD = (cuisine) => cuisine.charAt(0).toUpperCase() + cuisine.slice(1);

/** A title as a set of words, as the chef tells dishes apart ('Banana and Berry Smoothie' = 'Berry and Banana Smoothie'). */
const dishKey = (title) => [...new Set(title.toLowerCase().split(/[^a-z0-9]+/).filter((word) => word !== '' && word !== 'and' && word !== 'with'))].sort().join(' ');

const draw = generator(2026);
const pick = (list) => list[Math.floor(draw() * list.length)];
const times = [];
const cpuTimes = [];
const figures = {
  recipes: 0,
  couldUseExpiring: 0,
  usedExpiring: 0,
  lintErrors: 0,
  lintedRecipes: 0,
  repeats: 0,
  repeatsWithFreshAlternative: 0,
  dietViolations: 0,
  allergenViolations: 0,
  cuisineViolations: 0,
  mealTypeViolations: 0,
  cuisineRelaxedWithNote: 0,
  mealTypeRelaxedWithNote: 0,
  refused: 0,
  bookShare: 0,
  // Book dishes cooked with a line swapped for an item on hand ('Uses lemon juice instead of lime juice.').
  bookWithSwap: 0,
  // Issue 31.
  gateFailures: 0,
  customRequests: 0,
  difficultyHonoured: 0,
  difficultyHonouredOrSaid: 0,
  timeHonoured: 0,
  timeHonouredOrSaid: 0,
  cuisineAsked: 0,
  cuisineHonoured: 0,
  cuisineHonouredOrSaid: 0,
  elaborateAsked: 0,
  elaborateOver45: 0,
  cuisineTags: 0,
  untrueCuisineTags: 0,
  namedItems: 0,
  namedUsed: 0,
  namedUsedOrSaid: 0,
  noShoppingWithStapleMissing: 0,
  onHandRequests: 0,
  onHandWithShopping: 0,
  assumedOil: 0,
};
const gateExamples = new Map();
// Where the misses are, to see which dishes the book lacks: counts by what was asked.
const namedMisses = new Map();
const difficultyMisses = new Map();
const timeMisses = new Map();
const cuisineMisses = new Map();
const tally = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);
const top = (map, count = 12) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count).map(([key, n]) => `${key} ${n}`).join(', ');
const untrueExamples = [];
const lintExamples = [];
const repeatExamples = [];

/**
 * Wall time, and CPU time of this process (user + system, GC included): on a shared machine the
 * wall time mostly measures the other processes, the CPU time what one recipe costs.
 */
function clock(started, cpu) {
  times.push(performance.now() - started);
  const used = process.cpuUsage(cpu);
  cpuTimes.push((used.user + used.system) / 1000);
}

function generate(body, context) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  try {
    const result = generateWithAlternatives(body, context);
    clock(started, cpu);
    return result;
  } catch (error) {
    clock(started, cpu);
    if (error?.name === 'OfflineChefError') {
      figures.refused += 1;
      return null;
    }
    throw error;
  }
}

const TIME_OK = {
  quick: (minutes) => minutes < 30,
  moderate: (minutes) => minutes <= 60,
  elaborate: (minutes) => minutes > 45,
};

/** The staples a recipe's lines call for that the kitchen lacks (water and ice excepted). */
function staplesLacking(recipe, inventory) {
  return recipe.ingredients.filter((line) => isPantryStaple(line) && !/\b(?:water|ice)\b/i.test(line)).filter((line) => {
    const lower = line.toLowerCase();
    const kinds = [/\bsalt\b/.test(lower) && 'salt', /\bpepper/.test(lower) && 'pepper', /\boil\b|spray/.test(lower) && 'oil'].filter(Boolean);
    return kinds.some((kind) => !inventory.some((item) => (kind === 'oil' ? /\boil\b|spray/ : kind === 'salt' ? /\bsalt\b/ : /\bpepper\b/).test(item.name.toLowerCase())));
  });
}

function judge({ recipe, alternatives }, inventory, onlyUseOnHand = true) {
  figures.recipes += 1;
  // Only what is on hand (every Smart Recipe press) never ends in a shopping line (issue 31's blind read).
  if (onlyUseOnHand) {
    figures.onHandRequests += 1;
    if (recipe.missingIngredients.length > 0) figures.onHandWithShopping += 1;
    if (/Your inventory lists no /.test(recipe.why)) figures.assumedOil += 1;
  }
  const problems = plausibilityProblems(recipe);
  if (problems.length > 0) {
    figures.gateFailures += 1;
    for (const problem of problems) {
      const list = gateExamples.get(problem.rule) ?? [];
      gateExamples.set(problem.rule, list);
      if (list.length < 3) list.push(`${recipe.title} (${recipe.mealType} for ${recipe.servings}): ${problem.message}`);
    }
  }
  // A composed dish's cuisine tag must be carried by its lines; the book's are authored.
  if (recipe.cuisine && recipe.kind === 'template') {
    figures.cuisineTags += 1;
    if (!dishIsOf(recipe.ingredients, recipe.cuisine)) {
      figures.untrueCuisineTags += 1;
      if (untrueExamples.length < 5) untrueExamples.push(`${recipe.title} tagged ${recipe.cuisine}`);
    }
  }
  if (recipe.why.includes('No shopping needed') && staplesLacking(recipe, inventory).length > 0) figures.noShoppingWithStapleMissing += 1;
  if (recipe.kind === 'book') figures.bookShare += 1;
  if (recipe.kind === 'book' && / instead of /.test(recipe.why)) figures.bookWithSwap += 1;
  if (recipe.expiringItemsUsed > 0 || alternatives.some((alternative) => alternative.expiringItemsUsed > 0)) {
    figures.couldUseExpiring += 1;
    if (recipe.expiringItemsUsed > 0) figures.usedExpiring += 1;
  }
  const errors = lintErrors({ title: recipe.title, ingredients: recipe.ingredients, mealTypes: [recipe.mealType], design: bookDesign.get(recipe.offlineId) });
  if (errors.length > 0) {
    figures.lintedRecipes += 1;
    figures.lintErrors += errors.length;
    if (lintExamples.length < 10) lintExamples.push(`${recipe.title}: ${errors.map((error) => error.message).join('; ')}`);
  }
}

const CUSTOM_PER_KITCHEN = 4;
const DISH_FOODS = new Set([
  'Poultry Products', 'Beef Products', 'Pork Products', 'Finfish and Shellfish Products', 'Vegetables and Vegetable Products',
  'Fruits and Fruit Juices', 'Dairy and Egg Products', 'Legumes and Legume Products', 'Cereal Grains and Pasta', 'Breakfast Cereals',
]);
for (let k = 0; k < KITCHENS; k++) {
  const { inventory } = randomKitchen(draw, TODAY, commonFoodItems);
  // Five presses of Smart Recipe, passing the recipes back as the handler does.
  const recent = [];
  const dishes = [];
  for (let press = 0; press < PRESSES; press++) {
    const result = generate(SMART, { inventory, today: TODAY, recentRecipes: [...recent] });
    if (!result) break;
    judge(result, inventory, true);
    const { recipe, alternatives } = result;
    if (dishes.includes(dishKey(recipe.title))) {
      figures.repeats += 1;
      const fresh = alternatives.some(
        (alternative) => !dishes.includes(dishKey(alternative.title)) && (recipe.expiringItemsUsed === 0 || alternative.expiringItemsUsed > 0),
      );
      if (fresh) {
        figures.repeatsWithFreshAlternative += 1;
        if (repeatExamples.length < 5) repeatExamples.push(`${recipe.title} (press ${press + 1}; ${recipe.why})`);
      }
    }
    dishes.push(dishKey(recipe.title));
    recent.unshift({ offlineId: recipe.offlineId, title: recipe.title });
  }
  // Four customized requests with restrictions (the first as issue 17 drew it).
  for (let c = 0; c < CUSTOM_PER_KITCHEN; c++) customRequest(inventory);
  namedRequest(inventory);
}

function customRequest(inventory) {
  const diets = pick(DIETS);
  const allergens = pick(ALLERGEN_SETS);
  const body = {
    timeConstraint: pick(['quick', 'moderate', 'elaborate']),
    servings: 1 + Math.floor(draw() * 8),
    difficulty: pick(['beginner', 'intermediate', 'advanced']),
    mealType: pick(MEALS),
    creativity: 1 + Math.floor(draw() * 10),
    onlyUseOnHand: draw() < 0.7,
    dietaryRestrictions: diets,
    cuisineType: pick(CUISINES),
  };
  const result = generate(body, { inventory, today: TODAY, allergens });
  if (!result) return;
  judge(result, inventory, body.onlyUseOnHand);
  const { recipe } = result;
  const flags = flagsOfLines(recipe.ingredients);
  if (diets.some((diet) => !fitsDiet(flags, diet))) figures.dietViolations += 1;
  const present = allergensIn(flags);
  if (allergens.some((allergen) => present.includes(allergen.toLowerCase()))) figures.allergenViolations += 1;
  if (body.cuisineType !== 'any' && recipe.cuisine !== body.cuisineType) {
    if (recipe.why.includes(`No ${CUISINE_WORD(body.cuisineType)} dish fits`)) figures.cuisineRelaxedWithNote += 1;
    else figures.cuisineViolations += 1;
  }
  if (recipe.mealType !== body.mealType) {
    if (recipe.why.includes(`Nothing on hand suits ${body.mealType}`)) figures.mealTypeRelaxedWithNote += 1;
    else figures.mealTypeViolations += 1;
  }
  // Issue 31: the level, the time window and the cuisine asked for.
  figures.customRequests += 1;
  const difficultyOk = recipe.difficulty === body.difficulty;
  if (difficultyOk) figures.difficultyHonoured += 1;
  else tally(difficultyMisses, `${body.difficulty} ${body.mealType}${body.onlyUseOnHand ? '' : ' (may shop)'}`);
  if (difficultyOk || recipe.why.includes(`no ${body.difficulty} dish`) || recipe.why.includes(`nothing ${body.difficulty} fits`)) figures.difficultyHonouredOrSaid += 1;
  const minutes = recipe.prepTime + recipe.cookTime;
  const timeOk = TIME_OK[body.timeConstraint](minutes);
  if (timeOk) figures.timeHonoured += 1;
  else tally(timeMisses, `${body.timeConstraint} ${body.mealType}${body.onlyUseOnHand ? '' : ' (may shop)'}`);
  if (timeOk || /Nothing fits in \d+ minutes|Nothing that takes over \d+ minutes/.test(recipe.why)) figures.timeHonouredOrSaid += 1;
  if (body.timeConstraint === 'elaborate') {
    figures.elaborateAsked += 1;
    if (minutes > 45) figures.elaborateOver45 += 1;
  }
  if (body.cuisineType !== 'any') {
    figures.cuisineAsked += 1;
    if (recipe.cuisine === body.cuisineType) figures.cuisineHonoured += 1;
    else tally(cuisineMisses, `${body.cuisineType} ${body.mealType}${body.onlyUseOnHand ? '' : ' (may shop)'}`);
    if (recipe.cuisine === body.cuisineType || recipe.why.includes(`No ${CUISINE_WORD(body.cuisineType)} dish fits`)) figures.cuisineHonouredOrSaid += 1;
  }
}

/** A Smart Recipe press whose expiringItems name one or two foods the stock does not call expiring. */
function namedRequest(inventory) {
  // Foods a dish is made around (the issue's bananas, zucchini, potatoes, yogurt, shrimp), not
  // condiments, drinks or snacks, that the stock does not call expiring.
  const foods = inventory.filter(
    (item) => !isPantryStaple(item.name) && item.expirationDate > '2026-11-29' && DISH_FOODS.has(item.foodCategory) && !/juice|broth|stock|pizza|ice cream/i.test(item.name),
  );
  if (foods.length === 0) return;
  const named = [pick(foods)];
  if (draw() < 0.5 && foods.length > 1) named.push(pick(foods.filter((item) => item !== named[0])));
  const body = { ...SMART, expiringItems: named.map((item) => ({ name: item.name, quantity: item.quantity, unit: item.unit, daysUntilExpiration: 2 })) };
  const result = generate(body, { inventory, today: TODAY });
  if (!result) return;
  judge(result, inventory, true);
  const { recipe } = result;
  for (const item of named) {
    figures.namedItems += 1;
    const used = recipe.usedIngredients.some((name) => name === item.name || namesMatch(name, item.name));
    if (used) figures.namedUsed += 1;
    else tally(namedMisses, item.name);
    if (used || /couldn't fit the/.test(recipe.why)) figures.namedUsedOrSaid += 1;
  }
}

const timing = summarize(times);
const cpuTiming = summarize(cpuTimes);
const percent = (part, whole) => (whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)} %`);
const rows = [
  ['recipes generated', String(figures.recipes), '≥ 2,000'],
  ['uses ≥ 1 expiring item when a dish could', `${percent(figures.usedExpiring, figures.couldUseExpiring)} (${figures.usedExpiring}/${figures.couldUseExpiring})`, '≥ 95 %'],
  ['linter errors', `${figures.lintErrors} (in ${figures.lintedRecipes} recipes)`, '0'],
  ['repeats in 5 presses, a fresh dish existed', String(figures.repeatsWithFreshAlternative), '0'],
  ['repeats in 5 presses, all', `${figures.repeats} of ${KITCHENS * (PRESSES - 1)} presses 2–5`, ''],
  ['diet violations', String(figures.dietViolations), '0'],
  ['allergen violations', String(figures.allergenViolations), '0'],
  ['cuisine violations (undisclosed)', `${figures.cuisineViolations} (disclosed in why: ${figures.cuisineRelaxedWithNote})`, '0'],
  ['meal-type violations (undisclosed)', `${figures.mealTypeViolations} (disclosed in why: ${figures.mealTypeRelaxedWithNote})`, '0'],
  ['plausibility-gate failures (served recipes)', String(figures.gateFailures), '0'],
  ['difficulty honoured (customize)', `${percent(figures.difficultyHonoured, figures.customRequests)} (with the reason said: ${percent(figures.difficultyHonouredOrSaid, figures.customRequests)})`, '≥ 95 %'],
  ['time window honoured (customize)', `${percent(figures.timeHonoured, figures.customRequests)} (with the reason said: ${percent(figures.timeHonouredOrSaid, figures.customRequests)})`, '≥ 95 %'],
  ['"elaborate" dishes over 45 minutes', `${percent(figures.elaborateOver45, figures.elaborateAsked)} (${figures.elaborateOver45}/${figures.elaborateAsked})`, ''],
  ['cuisine honoured (customize, a cuisine asked)', `${percent(figures.cuisineHonoured, figures.cuisineAsked)} (with the reason said: ${percent(figures.cuisineHonouredOrSaid, figures.cuisineAsked)})`, '≥ 95 %'],
  ['untrue cuisine tags of composed dishes (the lines do not carry it)', `${figures.untrueCuisineTags} of ${figures.cuisineTags} tagged`, '0'],
  ['named foods used (expiringItems the stock does not call expiring; main foods)', `${percent(figures.namedUsed, figures.namedItems)} (used or said why: ${percent(figures.namedUsedOrSaid, figures.namedItems)}; ${figures.namedItems} named)`, '≥ 95 %'],
  ['"No shopping needed" with a staple missing', String(figures.noShoppingWithStapleMissing), '0'],
  ['book dishes', percent(figures.bookShare, figures.recipes), ''],
  ['book dishes with a swap', `${figures.bookWithSwap}`, ''],
  ['refused (nothing cookable)', String(figures.refused), ''],
  ['only-on-hand dishes keeping oil the inventory does not list (said in the note)', String(figures.assumedOil), ''],
  ['shopping lines on "only what is on hand" requests', `${figures.onHandWithShopping} of ${figures.onHandRequests}`, '0'],
  ['time per recipe p50 / p95 / p99 (wall)', `${timing.p50Ms.toFixed(1)} / ${timing.p95Ms.toFixed(1)} / ${timing.p99Ms.toFixed(1)} ms`, 'p95 ≤ 50 ms'],
  ['CPU time per recipe p50 / p95 / p99', `${cpuTiming.p50Ms.toFixed(1)} / ${cpuTiming.p95Ms.toFixed(1)} / ${cpuTiming.p99Ms.toFixed(1)} ms`, ''],
  ['load average (1 min) at the end', os.loadavg()[0].toFixed(1), ''],
];
console.log(`Offline chef quality: ${KITCHENS} kitchens × (${PRESSES} smart presses + ${CUSTOM_PER_KITCHEN} customized requests + 1 smart request naming foods)${process.env.CHEF_DIST ? `, chef from ${process.env.CHEF_DIST}` : ''}\n`);
console.log('| figure | value | target |\n| --- | --- | --- |');
for (const [name, value, target] of rows) console.log(`| ${name} | ${value} | ${target} |`);
if (namedMisses.size > 0) console.log(`\nNamed foods not used: ${top(namedMisses)}`);
if (difficultyMisses.size > 0) console.log(`\nDifficulty missed (asked, meal): ${top(difficultyMisses)}`);
if (timeMisses.size > 0) console.log(`\nTime window missed (asked, meal): ${top(timeMisses)}`);
if (cuisineMisses.size > 0) console.log(`\nCuisine missed (asked, meal): ${top(cuisineMisses)}`);
if (repeatExamples.length > 0) console.log(`\nRepeats while a fresh dish existed:\n${repeatExamples.join('\n')}`);
for (const [rule, examples] of gateExamples) console.log(`\nGate failures, ${rule}:\n${examples.join('\n')}`);
if (untrueExamples.length > 0) console.log(`\nUntrue cuisine tags:\n${untrueExamples.join('\n')}`);
if (lintExamples.length > 0) console.log(`\nLinter errors, first ${lintExamples.length}:\n${lintExamples.join('\n')}`);

const results = path.join(root, 'bench', 'results');
fs.mkdirSync(results, { recursive: true });
const file = path.join(results, `recipe-quality-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(file, `${JSON.stringify({ kitchens: KITCHENS, presses: PRESSES, chef: process.env.CHEF_DIST ?? 'backend/dist', gateExamples: Object.fromEntries(gateExamples), untrueExamples, figures, timing, cpuTiming, loadAverage: os.loadavg(), lintExamples, repeatExamples }, null, 2)}\n`);
console.log(`\n${path.relative(root, file)}`);
