// Thirty recipes of the offline chef as a cook would read them, for a blind read (issue 31):
// `node bench/recipe-sample.mjs [seed] > recipes.md` after `npm run build:libs && npm run build -w @sous/backend`.
// Random kitchens as bench/recipe-quality.mjs draws them; per kitchen one Smart Recipe press or one
// Customize request (half each). Prints the request, what the kitchen holds and the recipe card's
// text; the reader grades each recipe plausible / odd / nonsense without seeing the code.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'backend', 'dist');
// CHEF_DIST=<dir> prints the same sample from another build of the chef (a before build).
const chefDir = process.env.CHEF_DIST ? path.resolve(process.env.CHEF_DIST) : path.join(dist, 'modules', 'recipes', 'offline-chef');
const chef = (file) => import(pathToFileURL(path.join(chefDir, file)).href);
const { generateWithAlternatives } = await chef('generate.js');
const { generator } = await chef('seed.js');
const { randomKitchen } = await chef('quality/random-kitchen.js');
const { commonFoodItems } = await import(pathToFileURL(path.join(dist, 'migrations', 'Migration20261123150000_seed_common_food_items.js')).href);

const draw = generator(Number(process.argv[2] ?? 31));
const pick = (list) => list[Math.floor(draw() * list.length)];
const TODAY = '2026-12-06';
const out = [];
for (let n = 1; out.length < 30 && n < 200; n++) {
  const { inventory } = randomKitchen(draw, TODAY, commonFoodItems);
  const smart = out.length % 2 === 0;
  const body = smart
    ? { onlyUseOnHand: true, prioritizeExpiring: true, servings: 4, maxCookingTime: 30 }
    : {
        timeConstraint: pick(['quick', 'moderate', 'elaborate']),
        servings: 1 + Math.floor(draw() * 6),
        difficulty: pick(['beginner', 'intermediate', 'advanced']),
        mealType: pick(['breakfast', 'lunch', 'dinner', 'snack', 'dessert']),
        onlyUseOnHand: draw() < 0.7,
        dietaryRestrictions: [],
        cuisineType: pick(['any', 'italian', 'asian', 'mexican', 'american', 'french', 'mediterranean', 'indian']),
      };
  let result;
  try {
    result = generateWithAlternatives(body, { inventory, today: TODAY });
  } catch (error) {
    if (error?.name === 'OfflineChefError') continue;
    throw error;
  }
  const r = result.recipe;
  const request = smart
    ? 'Smart Recipe (use what is on hand, expiring first, 4 servings, ≤ 30 min)'
    : `Customize: ${body.mealType}, ${body.cuisineType} cuisine, ${body.difficulty}, ${body.timeConstraint}, ${body.servings} servings${body.onlyUseOnHand ? ', only what is on hand' : ''}`;
  const expiring = inventory.filter((item) => item.expirationDate && item.expirationDate <= '2026-12-09').map((item) => item.name);
  out.push(
    [
      `## Recipe ${out.length + 1}: ${r.title}`,
      `Asked: ${request}`,
      `Kitchen holds: ${inventory.map((item) => `${item.name} (${item.quantity} ${item.unit})`).join(', ')}`,
      `Expiring soon: ${expiring.join(', ') || 'nothing'}`,
      '',
      r.description ?? '',
      `Serves ${r.servings} · prep ${r.prepTime} min · cook ${r.cookTime} min · ${r.difficulty ?? ''} · ${r.cuisine ?? ''}`,
      r.why ? `Note: ${r.why}` : '',
      '',
      'Ingredients:',
      ...r.ingredients.map((line) => `- ${line}`),
      ...(r.missingIngredients?.length ? ['', `To buy: ${r.missingIngredients.join(', ')}`] : []),
      '',
      'Steps:',
      ...r.instructions.map((step, i) => `${i + 1}. ${step}`),
    ].join('\n'),
  );
}
console.log(out.join('\n\n'));
