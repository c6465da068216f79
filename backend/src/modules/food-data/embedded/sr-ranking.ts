/**
 * The query-independent half of search ranking, computed once per food at load time. Search adds
 * the query-dependent half (full text, head match, trigram similarity) in SQL; see
 * `queries/search-foods/embedded-food-search.ts`.
 */

export interface Staple {
  /** The everyday name when SR files the food under another ("Pork, cured, bacon" is bacon). */
  name?: string;
  /** The one food a bare search for its name means ("milk": whole milk). */
  primary?: true;
}

/**
 * The everyday form of the foods people search for most (the add-food dialog's popular chips and
 * the staples of a kitchen): "milk" means fluid whole milk before milk powder, "egg" a raw whole
 * egg before dried yolk. Authored for Sous; NDB numbers from SR Legacy.
 */
export const staples: ReadonlyMap<string, Staple> = new Map<string, Staple>([
  // dairy and eggs
  ['01123', { primary: true }], // egg, whole, raw, fresh
  ['01077', { primary: true }], // milk, whole, 3.25% milkfat
  ['01079', { name: '2% milk' }], // milk, reduced fat, 2%
  ['01082', {}], // milk, lowfat, 1%
  ['01085', { name: 'skim milk' }], // milk, nonfat (skim)
  ['01001', { primary: true }], // butter, with salt
  ['01145', { name: 'unsalted butter' }], // butter, without salt
  ['01009', { name: 'cheddar', primary: true }], // cheese, cheddar
  ['01026', { name: 'mozzarella' }], // cheese, mozzarella, whole milk
  ['01028', {}], // cheese, mozzarella, part skim
  ['01032', { name: 'parmesan' }], // cheese, parmesan, grated
  ['01017', { name: 'cream cheese' }], // cheese, cream
  ['01040', { name: 'swiss cheese' }], // cheese, swiss
  ['01053', { name: 'heavy cream' }], // cream, heavy whipping
  ['01056', { name: 'sour cream' }], // cream, sour
  ['01116', { primary: true }], // yogurt, plain, whole milk
  ['01293', { name: 'greek yogurt' }], // yogurt, greek, plain, whole milk
  // poultry, meat, fish
  ['05062', { name: 'chicken breast', primary: true }], // chicken breast, skinless, boneless, raw
  ['05064', { name: 'chicken breast' }], // chicken breast, meat only, roasted
  ['05091', { name: 'chicken thigh' }], // chicken thigh, raw
  ['05066', { name: 'chicken drumstick' }], // chicken drumstick, raw
  ['05100', { name: 'chicken wing' }], // chicken wing, raw
  ['05332', { name: 'ground chicken' }], // chicken, ground, raw
  ['05167', {}], // turkey, whole, meat only, raw
  ['23572', { name: 'ground beef', primary: true }], // beef, ground, 80% lean, raw
  ['10024', { name: 'pork loin' }], // pork loin, lean, raw
  ['10123', { name: 'bacon' }], // bacon, unprepared
  ['07029', { name: 'ham' }], // ham, sliced
  ['15076', { name: 'salmon', primary: true }], // salmon, atlantic, wild, raw
  ['15236', { name: 'salmon' }], // salmon, atlantic, farmed, raw
  ['15121', { name: 'tuna' }], // tuna, light, canned in water
  ['15270', { name: 'shrimp' }], // shrimp, raw
  // grains and bakery
  ['18069', { name: 'white bread', primary: true }], // bread, white
  ['18075', { name: 'whole wheat bread' }], // bread, whole-wheat
  ['20044', { name: 'white rice', primary: true }], // rice, white, long-grain, raw
  ['20036', { name: 'brown rice' }], // rice, brown, long-grain, raw
  ['20120', { primary: true }], // pasta, dry
  ['20081', { name: 'flour' }], // wheat flour, all-purpose
  ['08120', { name: 'oats' }], // oats
  // vegetables
  ['11529', { primary: true }], // tomatoes, red, ripe, raw
  ['11352', { primary: true }], // potatoes, flesh and skin, raw
  ['11282', { primary: true }], // onions, raw
  ['11124', { primary: true }], // carrots, raw
  ['11215', {}], // garlic, raw
  ['11090', {}], // broccoli, raw
  ['11457', {}], // spinach, raw
  ['11251', {}], // lettuce, romaine, raw
  ['11252', {}], // lettuce, iceberg, raw
  ['11205', {}], // cucumber, raw
  ['11333', { name: 'green pepper' }], // peppers, sweet, green, raw
  ['11821', { name: 'red pepper' }], // peppers, sweet, red, raw
  ['11167', { name: 'corn' }], // corn, sweet, yellow, raw
  ['11260', {}], // mushrooms, white, raw
  ['11143', {}], // celery, raw
  ['11109', {}], // cabbage, raw
  ['11477', { name: 'zucchini' }], // zucchini, raw
  ['11233', {}], // kale, raw
  ['11507', { name: 'sweet potato' }], // sweet potato, raw
  ['11216', { name: 'ginger' }], // ginger root, raw
  ['11312', { name: 'peas' }], // peas, green, frozen
  // fruit
  ['09003', { primary: true }], // apples, raw, with skin
  ['09040', { primary: true }], // bananas, raw
  ['09200', {}], // oranges, raw
  ['09150', {}], // lemons, raw
  ['09159', {}], // limes, raw
  ['09316', {}], // strawberries, raw
  ['09050', {}], // blueberries, raw
  ['09132', {}], // grapes, raw
  ['09037', {}], // avocados, raw
  ['09209', { name: 'orange juice' }], // orange juice, chilled
  // pantry
  ['16014', { name: 'black beans' }], // black beans, raw
  ['16027', { name: 'kidney beans' }], // kidney beans, raw
  ['16069', {}], // lentils, raw
  ['16056', {}], // chickpeas, raw
  ['16098', {}], // peanut butter, smooth
  ['16426', {}], // tofu, firm
  ['19335', { name: 'sugar' }], // sugar, granulated
  ['19296', {}], // honey
  ['04053', { name: 'olive oil', primary: true }], // olive oil
  ['02047', { name: 'salt' }], // salt, table
  ['02030', { name: 'black pepper' }], // pepper, black
  ['14209', { name: 'coffee' }], // coffee, brewed
  ['14355', { name: 'tea' }], // tea, black, brewed
]);

/** Qualifiers of the everyday form of a food, and of forms people rarely mean. */
const qualifierWeights: readonly (readonly [RegExp, number])[] = [
  [/\braw\b/, 0.15],
  [/\bfresh\b/, 0.1],
  [/\bwhole\b/, 0.05],
  [/\bfluid\b/, 0.1],
  [/\b(dried|dry|powder|dehydrated|freeze-dried)\b/, -0.15],
  [/\b(imitation|substitute|replacement|meatless)\b/, -0.2],
  [/\b(babyfood|infant formula|toddler)\b/, -0.4],
  [/\bhuman\b/, -0.6],
  [/\b(industrial|commodity|usda commodity)\b/, -0.2],
  [/\b(frozen|canned)\b/, -0.05],
];

/** Whole categories that are rarely what a kitchen search means. */
const categoryWeights: ReadonlyMap<string, number> = new Map([
  ['Baby Foods', -0.4],
  ['Fast Foods', -0.3],
  ['Restaurant Foods', -0.3],
  ['American Indian/Alaska Native Foods', -0.3],
]);

export interface RankedFoodFacts {
  ndbNumber: string;
  description: string;
  foodCategory: string;
}

/**
 * A static score in about -1..1: staples up, everyday qualifiers up, rare forms down, and a little
 * down per extra qualifier so "Milk, whole" outranks "Milk, whole, with added vitamin A, canned".
 */
export function rankBoost({ ndbNumber, description, foodCategory }: RankedFoodFacts): number {
  const lower = description.toLowerCase();
  const staple = staples.get(ndbNumber);
  let score = staple ? (staple.primary ? 0.8 : 0.6) : 0;
  for (const [pattern, weight] of qualifierWeights) if (pattern.test(lower)) score += weight;
  score += categoryWeights.get(foodCategory) ?? 0;
  const segments = lower.split(',').length;
  score -= 0.02 * (segments - 1) + 0.001 * lower.length;
  return Math.round(score * 1000) / 1000;
}

/** English plural → singular, just enough to compare "eggs" with "egg" and "tomatoes" with "tomato". */
export function singular(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(oes|ches|shes|sses|xes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('ss') || word.endsWith('us')) return word;
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** Lower-case words without punctuation, each singular: "Eggs, Whole" → ["egg", "whole"]. */
export function keyWords(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).map(singular);
}

/** The comparable form of a text: "Tomatoes, red" → "tomato red". */
export const normalizeKey = (text: string): string => keyWords(text).join(' ');

/** The part before the first comma names the food ("Egg" in "Egg, whole, raw, fresh"), normalized. */
export const headKey = (description: string): string => normalizeKey(description.split(',')[0]);

/** A staple's everyday name, normalized like a head ("bacon" for "Pork, cured, bacon, unprepared"). */
export const aliasKey = (ndbNumber: string): string | null => {
  const name = staples.get(ndbNumber)?.name;
  return name ? normalizeKey(name) : null;
};
