/**
 * The plausibility gate (issue 31): what a cook checks before serving a recipe card, held against
 * every dish the offline chef would serve. A pure function of the dish; a dish with problems is not
 * served (the chef tries the next candidate).
 *
 * - main-portion: a lunch or dinner has a main's substance per serving: about 100 g of protein
 *   (meat, fish, eggs, beans, tofu) or its equivalent (a lighter protein with a starch; cheese or
 *   yogurt counts at half weight), not 2 oz of peas and half an onion.
 * - side-dish-main: a dinner is not one vegetable with seasoning.
 * - thin-amount: what a dish is named after comes in a serving's worth (not '½ granola bar' for 8).
 * - unlisted-in-steps: no step names a food that is not in the ingredient list.
 * - unused-ingredient: nothing is listed that no step uses.
 */
import { estimateGrams, foodRoleOf, isPantryStaple, parseIngredientLine, readIngredientLine, singularize, type IngredientLineRole } from '@sous/kitchen';

export type PlausibilityRule = 'main-portion' | 'side-dish-main' | 'thin-amount' | 'unlisted-in-steps' | 'unused-ingredient';

export interface PlausibilityProblem {
  rule: PlausibilityRule;
  message: string;
}

export interface PlausibleDish {
  title: string;
  ingredients: readonly string[];
  instructions: readonly string[];
  servings: number;
  mealType: string;
  /** Foods the dish is cooked without (the household lacks them): no step may still call for them. */
  leftOut?: readonly string[];
}

/** Protein grams per serving that make a main on their own (a chicken breast, a salmon fillet). */
export const MAIN_PROTEIN_G = 100;
/**
 * Without that much protein, a main is still one with a plateful of substance: grams per serving
 * of protein, cooked starch, vegetables and fruit (a dal with rice, a pasta, a shakshuka).
 */
export const MAIN_SUBSTANCE_G = 160;
/** A plateful of vegetables alone (a ratatouille, a baingan bharta) is a main too. */
export const VEGETABLE_MAIN_G = 250;
/** A lunch can be lighter (a soup and bread, a sandwich). */
export const LUNCH_SUBSTANCE_G = 120;
/** Grams per serving below which a food a dish is named after is a token amount. */
const TITLE_FOOD_MIN_G = 8;

const MAINS = new Set(['lunch', 'dinner']);
/** Grams per serving of the meat or fish a main is named after. */
export const NAMED_MEAT_G = 85;
/** Grams per serving of the meat or fish a mixed dish (a hash, tacos, a pasta) is named after; of bacon or ham. */
export const NAMED_MEAT_MIXED_G = 30;
export const NAMED_CURED_MIXED_G = 15;
/** Meals where everyone expects a share of what the dish is named after (a snack is a nibble). */
const MEALS_WITH_PORTIONS = new Set(['breakfast', 'lunch', 'dinner']);
const MEAT_FAMILIES = new Set(['poultry', 'red-meat', 'pork', 'fish', 'shellfish']);
/** Dishes where meat is one thing in a pot of many. */
const BROTHY = /\b(?:soup|stew|chowder|broth|congee|ramen|pho|gumbo|chili|salad|fried rice|pasta|noodles?|dumplings?|lasagna|pie|rolls?|tacos?|burritos?|quesadillas?|sandwich|wraps?|bake|casserole|paella|rice|pizza|udon|pad thai|bibimbap|melt|ziti|hash|omelette|frittata)\b/i;

const normalize = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z\s]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const stem = (word: string): string => singularize(word).replace(/(?:es|s)$/, '');

function wordsOf(text: string): string[] {
  return normalize(text)
    .split(' ')
    .filter((word) => word !== '')
    .map(stem);
}

const SERVING_SENTENCE = /^\s*(?:serve|enjoy|offer|pass)\b/i;
/** '…, and serve with rice or naan': what follows 'serve' in a sentence is a suggestion too. */
const SERVING_CLAUSE = /\bserve\b.*$/i;
/** What a step makes ('into a smooth chutney', 'make the pasta:'): the dish's own, not an ingredient it lacks. */
const MADE = /\b(?:into an?|make the|makes the)\s+(?:(?:quick|smooth|rough|thick|thin|soft|loose|silky|fresh|simple)\s+)?([a-z]+)\b/gi;

/** A line the dish does without (to serve, to garnish, optional). */
const SIDE_LINE = /\b(?:optional|for serving|to serve|for garnish|to garnish|for dipping)\b/i;

/** What one piece of a protein weighs when the food table cannot say (a fillet, a breast, a chop, a can). */
const PIECE_G: Readonly<Record<string, number>> = { '': 150, can: 250, block: 400, package: 400, pkg: 400, box: 400, link: 80, slice: 30 };

const PIECES = /^(?:large|medium|small|whole|fillet|breast|chop|steak|thigh|leg|cutlet|tenderloin|shank|piece)s?$/;

/** '3 1/2' → 3.5, '1/2' → 0.5, '2.5' → 2.5. */
function numberOf(text: string): number {
  return text.split(' ').reduce((sum, part) => {
    const [top, bottom] = part.split('/');
    return sum + (bottom ? Number(top) / Number(bottom) : Number(top));
  }, 0);
}

/** Grams of a line: by its stated package ('4 fillets (6 oz each)'), by the food table, or by a typical piece. */
function gramsOf(text: string, role: IngredientLineRole, food: string): number | null {
  const quantity = role.quantity ?? 0;
  const size = parseIngredientLine(text).packageSize;
  if (size) {
    const each = estimateGrams(size.quantity, size.unit, food);
    if (each !== null) return quantity * each;
  }
  const about = /\(about (\d+ \d+\/\d+|\d+\/\d+|[\d.]+)\s*(lb|oz|g|kg)\)|\b([\d.]+)\s*(lb|oz|g|kg) each\b/i.exec(text);
  if (about) {
    const each = estimateGrams(numberOf(about[1] ?? about[3]), (about[2] ?? about[4]).toLowerCase(), food);
    if (each !== null) return quantity * each;
  }
  const grams = estimateGrams(quantity, role.unit, food);
  // A breast, a fillet, a chop, a steak: a piece of meat or fish is a portion, whatever the table says.
  const family = role.food?.family;
  if (family && MEAT_FAMILIES.has(family) && !role.food?.forms.includes('cured') && (role.unit === null || PIECES.test(role.unit))) {
    return Math.max(grams ?? 0, quantity * 150);
  }
  if (grams !== null) return grams;
  if (role.food?.role === 'protein') {
    const piece = PIECE_G[role.unit ?? ''];
    if (piece !== undefined) return quantity * piece;
  }
  return null;
}

interface Line {
  role: IngredientLineRole;
  grams: number | null;
  words: Set<string>;
  staple: boolean;
  side: boolean;
}

function readLines(ingredients: readonly string[]): Line[] {
  return ingredients.map((text) => {
    const role = readIngredientLine(text);
    const foodName = role.food?.food ?? role.name;
    const grams = role.quantity !== null && role.quantity > 0 ? gramsOf(text, role, foodName) : null;
    return {
      role,
      grams,
      words: new Set([...wordsOf(role.name), ...(role.food ? wordsOf(role.food.food) : [])]),
      staple: isPantryStaple(text),
      side: SIDE_LINE.test(text),
    };
  });
}

/**
 * What a serving of the dish amounts to: its protein (cheese and yogurt at half weight) and its
 * substance (protein, starch counted twice since it swells in cooking, vegetables and fruit).
 * Lines whose weight is unknown count as a modest 60 g.
 */
function substanceOf(lines: readonly Line[]): { protein: number; substance: number; hasBase: boolean } {
  let protein = 0;
  let substance = 0;
  let hasBase = false;
  for (const line of lines) {
    if (line.side || line.staple) continue;
    const role = line.role.food?.role;
    const grams = line.grams ?? 60;
    if (role === 'protein' && line.role.food?.forms.includes('cured')) {
      // Bacon, pancetta or salami flavours a plate; it is not the base of a meal (issue 31's fifth
      // blind read: 4 oz of bacon stir-fried with vegetables, no rice, "serves 4").
      protein += grams / 2;
      substance += grams;
    } else if (role === 'protein') {
      protein += grams;
      // Dried lentils and beans swell to more than twice their weight.
      substance += /\b(?:dried|dry|lentils?|dal|split peas?)\b/.test(normalize(line.role.line)) && line.role.unit !== 'can' ? 2.5 * grams : grams;
      hasBase = true;
    } else if (role === 'dairy') {
      const cheese = /\b(?:cheese|yogurt|paneer|ricotta|cottage|feta|halloumi|mozzarella|cheddar|parmesan|gruyere|burrata)\b/.test(normalize(line.role.name));
      if (cheese) {
        protein += grams / 2;
        hasBase = true;
      }
      substance += cheese ? grams : grams / 2;
    } else if (role === 'starch') {
      substance += 2 * grams;
      hasBase = true;
    } else if (role === 'vegetable' || role === 'fruit' || role === 'aromatic' || role === 'nut') {
      substance += grams;
    } else if ((role === 'liquid' || role === 'sauce') && /\b(?:broth|stock|tomato|tomatoes|coconut milk|passata)\b/.test(normalize(line.role.line))) {
      substance += grams / 2;
    }
  }
  return { protein, substance, hasBase };
}

/** Every food phrase of the food table a step names ('the chicken', 'sesame oil'), as word stems. */
function foodsNamed(step: string): { words: string[]; role: string }[] {
  const words = normalize(step).split(' ').filter((word) => word !== '');
  const found: { words: string[]; role: string }[] = [];
  for (let i = 0; i < words.length; ) {
    let length = 0;
    for (let n = Math.min(3, words.length - i); n >= 1; n--) {
      const phrase = words.slice(i, i + n).join(' ');
      const food = foodRoleOf(phrase);
      if (food === null || normalize(food.food) !== phrase) continue;
      found.push({ words: words.slice(i, i + n).map(stem), role: food.role });
      length = n;
      break;
    }
    i += Math.max(1, length);
  }
  return found;
}

/**
 * Words a step may say without the list naming them: what the cook always has at the tap, what
 * the dish makes ('the sauce', 'the dressing'), and words the food table reads as a food but a
 * step uses otherwise ('cream the butter', 'a pinch of salt' is checked on its own below).
 */
const ALWAYS = new Set(['roll', 'toast', 'pancake', 'crisp', 'chip', 'wrap', 'green', 'jam', 'pesto', 'water', 'ice', 'sauce', 'dressing', 'glaze', 'stock', 'broth', 'cream', 'seasoning', 'filling', 'batter', 'dough', 'syrup', 'juice', 'zest', 'nut', 'seed', 'spice', 'herb', 'vegetable', 'fruit', 'meat', 'fish', 'cheese', 'oil', 'vinegar', 'wine', 'sugar', 'salt', 'pepper', 'ice cream', 'coffee', 'tea', 'crumb', 'breadcrumb']);

const GENERIC_STARCH = new Set(['pasta', 'noodle', 'bread', 'grain', 'rice']);

/** Whether a food a step names is among the listed lines (any line sharing its last word, or all its words). */
function listed({ words: food, role }: { words: readonly string[]; role: string }, lines: readonly Line[], title: Set<string>): boolean {
  const head = food[food.length - 1];
  if (food.length === 1 && ALWAYS.has(head)) return true;
  if (ALWAYS.has(food.join(' '))) return true;
  for (const line of lines) {
    if (line.words.has(head)) return true;
    if (food.some((word) => line.words.has(word))) return true;
    // 'Drain the pasta' of a dish of penne, 'toast the bread' of a baguette.
    if (GENERIC_STARCH.has(head) && line.role.food?.role === 'starch') return true;
  }
  // What the dish is named after is what the steps make ('the salsa', 'the flatbreads'); a herb, a
  // spice or a food in the title must still be in the list ('Pita Chips with Sumac and Oregano').
  return (role === 'sauce' || role === 'starch' || role === 'other') && food.every((word) => title.has(word));
}

/** Words a step uses for a class of ingredients ('the vegetables', 'the spices', 'everything'). */
const CLASS_WORDS: Readonly<Record<string, readonly string[]>> = {
  vegetable: ['vegetable', 'veg', 'veggie', 'green', 'filling', 'aromatic'],
  aromatic: ['aromatic', 'vegetable', 'veg', 'veggie'],
  herb: ['herb', 'green', 'garnish'],
  seasoning: ['spice', 'seasoning', 'season', 'spiced', 'salt', 'pepper'],
  fat: ['oil', 'fat', 'butter', 'grease', 'greased', 'pan', 'skillet'],
  sauce: ['sauce', 'dressing', 'condiment', 'seasoning'],
  sweetener: ['sweeten', 'sweetener', 'syrup', 'sugar'],
  nut: ['nut', 'seed', 'topping', 'crunch'],
  fruit: ['fruit', 'berry', 'topping'],
  dairy: ['dairy', 'cheese', 'topping'],
  baking: ['dry ingredient', 'dry', 'flour', 'batter', 'dough'],
  liquid: ['liquid', 'water'],
  starch: ['starch', 'base', 'pasta', 'noodle', 'bread', 'grain', 'slice', 'dough', 'wrap'],
  protein: ['protein', 'meat', 'fish', 'beef', 'steak', 'chicken', 'pork', 'fillet', 'yolk', 'white', 'bean', 'lentil'],
};
const EVERYTHING = /\b(?:all (?:the |of the )?(?:ingredients|remaining ingredients|the rest)|everything|the rest of the ingredients|remaining ingredients)\b/i;

/** Whether some step uses a listed line: one of its words, or the word for its kind of food. */
function usedInSteps(line: Line, steps: string, stepWords: Set<string>): boolean {
  for (const word of line.words) if (word.length > 2 && stepWords.has(word)) return true;
  const role = line.role.food?.role;
  if (role) for (const word of CLASS_WORDS[role] ?? []) if (word.includes(' ') ? steps.includes(word) : stepWords.has(stem(word))) return true;
  return EVERYTHING.test(steps);
}

/** What is wrong with a dish as a cook would serve it; empty when nothing is. */
export function plausibilityProblems(dish: PlausibleDish): PlausibilityProblem[] {
  const problems: PlausibilityProblem[] = [];
  const lines = readLines(dish.ingredients);
  const servings = Math.max(1, dish.servings);
  const title = new Set(wordsOf(dish.title));

  if (MAINS.has(dish.mealType)) {
    const { protein, substance, hasBase } = substanceOf(lines);
    const needed = dish.mealType === 'dinner' ? MAIN_SUBSTANCE_G : LUNCH_SUBSTANCE_G;
    const hearty = protein / servings >= MAIN_PROTEIN_G || (hasBase && substance / servings >= needed) || substance / servings >= VEGETABLE_MAIN_G;
    if (!hearty) {
      problems.push({
        rule: 'main-portion',
        message: `A ${dish.mealType} for ${servings} needs about ${MAIN_PROTEIN_G} g of protein or ${needed} g of food a serving; this has ${Math.round(protein / servings)} g and ${Math.round(substance / servings)} g.`,
      });
    }
    // A dish named after its meat or fish gives everyone a portion of it (not 1 lb of salmon for 6).
    if (!BROTHY.test(dish.title)) {
      for (const line of lines) {
        const family = line.role.food?.family;
        if (line.side || line.grams === null || !family || !MEAT_FAMILIES.has(family) || line.role.food?.forms.includes('cured')) continue;
        if (![...line.words].some((word) => word.length > 2 && title.has(word))) continue;
        if (line.grams / servings < NAMED_MEAT_G) {
          problems.push({ rule: 'main-portion', message: `'${line.role.line}' is ${Math.round(line.grams / servings)} g a serving for ${servings}; a main gives each about ${NAMED_MEAT_G} g or more.` });
        }
      }
    }
    const substantial = lines.filter((line) => !line.staple && !line.side && ['protein', 'starch', 'vegetable', 'dairy', 'fruit', 'nut'].includes(line.role.food?.role ?? 'other'));
    if (dish.mealType === 'dinner' && substantial.length <= 1 && substantial.every((line) => line.role.food?.role === 'vegetable')) {
      problems.push({ rule: 'side-dish-main', message: 'A dinner of one vegetable (or of bread alone) is a side dish.' });
    }
  }

  // In a mixed dish too (a hash, tacos, a pasta), the meat or fish it is named after is a share for
  // everyone: not one can of tuna for six or 4 oz of bacon for eight tacos (issue 31's blind read).
  // Chicken and chorizo of a paella count together; bacon or salami alone is a flavouring and needs less.
  if (MEALS_WITH_PORTIONS.has(dish.mealType)) {
    const named = lines.filter((line) => {
      const family = line.role.food?.family;
      return !line.side && line.grams !== null && family !== undefined && MEAT_FAMILIES.has(family) && [...line.words].some((word) => word.length > 2 && title.has(word));
    });
    if (named.length > 0) {
      const grams = named.reduce((sum, line) => sum + (line.grams ?? 0), 0) / servings;
      const least = named.every((line) => line.role.food?.forms.includes('cured')) ? NAMED_CURED_MIXED_G : NAMED_MEAT_MIXED_G;
      if (grams < least) {
        const what = named.map((line) => `'${line.role.line}'`).join(' and ');
        problems.push({ rule: 'thin-amount', message: `${what} is ${Math.round(grams)} g a serving for ${servings}; a dish named after it gives each at least ${least} g.` });
      }
    }
  }

  for (const line of lines) {
    if (line.staple || line.side || line.grams === null) continue;
    const role = line.role.food?.role;
    if (role !== 'protein' && role !== 'starch' && role !== 'fruit' && role !== 'vegetable') continue;
    const named = [...line.words].some((word) => word.length > 2 && title.has(word));
    if (named && line.grams / servings < TITLE_FOOD_MIN_G) {
      problems.push({ rule: 'thin-amount', message: `'${line.role.line}' is a token amount for ${servings} servings of a dish named after it.` });
    }
  }

  const steps = dish.instructions.join(' ').toLowerCase();
  const stepWords = new Set(wordsOf(steps));
  const unlisted = new Set<string>();
  const made = new Set([...steps.matchAll(MADE)].map((match) => stem(match[1].toLowerCase())));
  for (const step of dish.instructions) {
    // 'Serve over rice' is a suggestion, not an ingredient of the dish.
    for (const sentence of step.split(/(?<=[.;!])\s+/)) {
      if (SERVING_SENTENCE.test(sentence)) continue;
      for (const food of foodsNamed(sentence.replace(SERVING_CLAUSE, ''))) {
        if (!listed(food, lines, title) && !made.has(food.words[food.words.length - 1])) unlisted.add(food.words.join(' '));
      }
    }
  }
  for (const food of unlisted) problems.push({ rule: 'unlisted-in-steps', message: `A step uses ${food}, which is not in the ingredients.` });
  for (const name of dish.leftOut ?? []) {
    const words = wordsOf(name).filter((word) => word.length > 2);
    if (words.length > 0 && words.every((word) => stepWords.has(word))) {
      problems.push({ rule: 'unlisted-in-steps', message: `A step still calls for the ${name}, which the dish is made without.` });
    }
  }

  for (const line of lines) {
    if (line.side || line.staple) continue;
    if (!usedInSteps(line, steps, stepWords)) problems.push({ rule: 'unused-ingredient', message: `'${line.role.line}' is listed but no step uses it.` });
  }
  return problems;
}

/** Whether a dish passes the gate. */
export const isPlausible = (dish: PlausibleDish): boolean => plausibilityProblems(dish).length === 0;
