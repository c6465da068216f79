/**
 * The recipe linter: the rules a cook would apply before trusting a recipe, so the offline chef's
 * templates (and the authored book, in tests) are held to them.
 *
 * - protein-families: one main protein family per dish (poultry, red meat, pork, fish, shellfish)
 *   unless the dish is designed for more; eggs, beans and cured accents (bacon, chorizo) go with any.
 * - fruit-out-of-place: sweet fruit only where the dish wants it (breakfast, dessert, snack, drinks,
 *   or a dish that names the fruit); lemons, limes and zest go anywhere.
 * - dairy-pairing: no soft fresh cheese (cream cheese, ricotta) with cooked fish or shellfish, and
 *   no dessert dairy (ice cream, condensed milk) in a savory dish.
 * - meal-fit: no fresh fish or shellfish served as breakfast (smoked or canned fish is fine).
 * - prep-fits-food: peas, beans and rice are never sliced or cut into pieces; minced meat is not cut
 *   into strips; liquids and spreads are not chopped.
 * - quantity-fits-food: eggs, tortillas and bagels are whole; onions and lemons come in halves or
 *   quarters, not in thirds or hundredths; nothing is zero.
 */
import { readIngredientLine, type FoodForm, type IngredientLineRole, type ProteinFamily } from './food-roles.js';

export type LintRule = 'protein-families' | 'fruit-out-of-place' | 'dairy-pairing' | 'meal-fit' | 'prep-fits-food' | 'quantity-fits-food';

export interface LintIssue {
  rule: LintRule;
  severity: 'error' | 'warning';
  message: string;
  /** The ingredient line at fault, when one is. */
  line?: string;
}

/** What a dish is designed for, where it differs from the ordinary (authored recipes only). */
export interface RecipeDesign {
  /** How many main protein families the dish is made for (surf and turf, paella): default 1. */
  proteinFamilies?: number;
  /** The dish is made with fruit even if neither its title nor its meal says so (a Waldorf salad). */
  wantsFruit?: boolean;
  /** The dish pairs a soft cheese with seafood on purpose (a crab dip). */
  cheeseWithSeafood?: boolean;
}

export interface LintableRecipe {
  title: string;
  ingredients: readonly string[];
  /** The meal types the dish is offered for; a breakfast-only rule looks at these. */
  mealTypes?: readonly string[];
  design?: RecipeDesign;
}

const MAIN_FAMILIES: readonly ProteinFamily[] = ['poultry', 'red-meat', 'pork', 'fish', 'shellfish'];
const SWEET_MEALS = ['breakfast', 'dessert', 'snack'];

const has = (line: IngredientLineRole, form: FoodForm): boolean => line.food?.forms.includes(form) ?? false;

function titleWords(title: string): Set<string> {
  return new Set(
    title
      .toLowerCase()
      .replace(/[^a-z ]+/g, ' ')
      .split(' ')
      .filter((word) => word.length > 2)
      .map((word) => word.replace(/(?:ies)$/, 'y').replace(/(?:es|s)$/, '')),
  );
}

/** A main protein, as opposed to an accent: not cured, not a seasoning like anchovies. */
function mainFamily(line: IngredientLineRole): ProteinFamily | null {
  const food = line.food;
  if (!food || food.role !== 'protein' || !food.family) return null;
  if (!MAIN_FAMILIES.includes(food.family) || has(line, 'cured')) return null;
  return food.family;
}

function proteinFamilies(lines: readonly IngredientLineRole[], recipe: LintableRecipe): LintIssue[] {
  const families = new Map<ProteinFamily, IngredientLineRole>();
  for (const line of lines) {
    const family = mainFamily(line);
    if (family && !families.has(family)) families.set(family, line);
  }
  const allowed = recipe.design?.proteinFamilies ?? 1;
  if (families.size <= allowed) return [];
  const named = [...families.values()];
  // The line named is the first one too many, so a composer can leave it out and try again.
  const extra = named[allowed];
  return [{ rule: 'protein-families', severity: 'error', message: `${named.map((line) => line.name).join(' and ')} are ${families.size} main proteins in one dish`, line: extra.line }];
}

const CITRUS = /\b(?:lemon|lime|zest)\b/;
const FRUIT_DISH = /\b(?:smoothie|shake|juice|salsa|chutney|compote|crisp|crumble|cobbler|pie|tart|jam|parfait|oatmeal|porridge|pancake|waffle|muffin|bread|cake|sundae|fruit)\b/;

function fruitOutOfPlace(lines: readonly IngredientLineRole[], recipe: LintableRecipe): LintIssue[] {
  if (recipe.design?.wantsFruit) return [];
  if ((recipe.mealTypes ?? []).some((meal) => SWEET_MEALS.includes(meal))) return [];
  const title = recipe.title.toLowerCase();
  if (FRUIT_DISH.test(title)) return [];
  const words = titleWords(recipe.title);
  const issues: LintIssue[] = [];
  for (const line of lines) {
    const food = line.food;
    if (!food || food.role !== 'fruit' || CITRUS.test(food.food) || line.optional) continue;
    // Squeezed or zested, any citrus is a seasoning ('1 orange, juiced' in carnitas).
    if (/\b(?:juiced|zested|zest)\b/.test(line.prep)) continue;
    const named = food.food.split(' ').some((word) => words.has(word.replace(/(?:ies)$/, 'y').replace(/(?:es|s)$/, '')));
    if (!named) issues.push({ rule: 'fruit-out-of-place', severity: 'error', message: `${line.name} does not belong in ${recipe.title}`, line: line.line });
  }
  return issues;
}

function dairyPairing(lines: readonly IngredientLineRole[], recipe: LintableRecipe): LintIssue[] {
  const issues: LintIssue[] = [];
  const seafood = lines.find((line) => {
    const family = mainFamily(line);
    return (family === 'fish' || family === 'shellfish') && !has(line, 'preserved');
  });
  if (seafood && !recipe.design?.cheeseWithSeafood) {
    for (const line of lines) {
      if (has(line, 'fresh-cheese')) {
        issues.push({ rule: 'dairy-pairing', severity: 'error', message: `${line.name} does not go with ${seafood.name}`, line: line.line });
      }
    }
  }
  const sweetDish = (recipe.mealTypes ?? []).some((meal) => meal === 'dessert' || meal === 'snack' || meal === 'breakfast') || lines.some((line) => line.food?.role === 'sweetener');
  if (!sweetDish) {
    for (const line of lines) {
      if (has(line, 'sweet-dairy')) issues.push({ rule: 'dairy-pairing', severity: 'error', message: `${line.name} belongs in a dessert`, line: line.line });
    }
  }
  return issues;
}

function mealFit(lines: readonly IngredientLineRole[], recipe: LintableRecipe): LintIssue[] {
  const meals = recipe.mealTypes ?? [];
  if (meals.length === 0 || meals.some((meal) => meal !== 'breakfast')) return [];
  const fish = lines.find((line) => {
    const family = mainFamily(line);
    return (family === 'fish' || family === 'shellfish') && !has(line, 'preserved') && !line.optional;
  });
  return fish ? [{ rule: 'meal-fit', severity: 'error', message: `${fish.name} is not served for breakfast`, line: fish.line }] : [];
}

const CUTS = /\b(?:slic(?:e|ed|ing)|dic(?:e|ed)|cub(?:e|ed)|cut|julienn\w*|chopp?\w*|minc\w*|grat\w*|shredd?\w*|crumbl\w*|halv\w*|quarter\w*|strips?|wedges?|coins?|florets?)\b/;
const SMALL_CUTS = /\b(?:slic(?:e|ed|ing)|dic(?:e|ed)|cub(?:e|ed)|cut into|julienn\w*|chopp?\w*|minc\w*|grat\w*|shredd?\w*|halv\w*|quarter\w*|strips?|wedges?|coins?|florets?)\b/;
const GROUND_CUTS = /\b(?:slic(?:e|ed|ing)|dic(?:e|ed)|cub(?:e|ed)|cut into|julienn\w*|strips?|wedges?|coins?)\b/;
// Mashing, crushing and halving berries or cherry tomatoes is fine; cutting peas is not.
const HALVED_OK = /^(?:cherry tomato|grape tomato|strawberry|cherry|grape|blackberry)$/;

function prepFitsFood(lines: readonly IngredientLineRole[]): LintIssue[] {
  const issues: LintIssue[] = [];
  for (const line of lines) {
    if (line.prep === '' || !line.food) continue;
    const prep = line.prep.replace(/\b(?:optional|for serving|for garnish|to taste|thawed|divided|plus more.*|if frozen)\b/g, ' ');
    let wrong = false;
    if (has(line, 'small')) {
      const match = prep.match(SMALL_CUTS);
      wrong = match !== null && !(HALVED_OK.test(line.food.food) && /halv|quarter|slic|chop/.test(match[0]));
      // Canned beans are 'drained and rinsed', rice is 'rinsed'; neither is ever cut.
    } else if (has(line, 'ground')) {
      wrong = GROUND_CUTS.test(prep);
    } else if ((has(line, 'liquid') || (has(line, 'spread') && !has(line, 'fresh-cheese'))) && line.food.role !== 'fruit') {
      wrong = CUTS.test(prep);
    } else if (has(line, 'fresh-cheese')) {
      wrong = /\b(?:crumbl\w*|grat\w*|shredd?\w*|slic(?:e|ed))\b/.test(prep) && !/ricotta salata/.test(line.name.toLowerCase());
    }
    if (wrong) issues.push({ rule: 'prep-fits-food', severity: 'error', message: `${line.name} cannot be ${line.prep}`, line: line.line });
  }
  return issues;
}

/** How finely a counted food is divided in a real kitchen. */
function quantityFitsFood(lines: readonly IngredientLineRole[]): LintIssue[] {
  const issues: LintIssue[] = [];
  for (const line of lines) {
    if (line.quantity === null) continue;
    if (line.quantity <= 0) {
      issues.push({ rule: 'quantity-fits-food', severity: 'error', message: `${line.name} has no amount`, line: line.line });
      continue;
    }
    // Only plain counts ('3 eggs', '1/2 onion'); '1 cup onion' or '2 tbsp lemon juice' are measures.
    if (line.unit !== null && line.unit !== 'item' && line.unit !== 'piece' && line.unit !== 'each') continue;
    if (has(line, 'whole') && !Number.isInteger(line.quantity)) {
      issues.push({ rule: 'quantity-fits-food', severity: 'error', message: `${line.name} comes whole, not ${line.quantity}`, line: line.line });
    } else if (has(line, 'piece') && !Number.isInteger(line.quantity * 4)) {
      issues.push({ rule: 'quantity-fits-food', severity: 'error', message: `${line.name} is used by the half or quarter, not ${line.quantity}`, line: line.line });
    }
  }
  return issues;
}

/** Every issue of a recipe; an empty list means a cook would find nothing wrong with its ingredients. */
export function lintRecipe(recipe: LintableRecipe): LintIssue[] {
  const lines = recipe.ingredients.map((line) => readIngredientLine(line));
  return [
    ...proteinFamilies(lines, recipe),
    ...fruitOutOfPlace(lines, recipe),
    ...dairyPairing(lines, recipe),
    ...mealFit(lines, recipe),
    ...prepFitsFood(lines),
    ...quantityFitsFood(lines),
  ];
}

/** Only the errors: what makes a recipe one the chef must not serve. */
export const lintErrors = (recipe: LintableRecipe): LintIssue[] => lintRecipe(recipe).filter((issue) => issue.severity === 'error');
