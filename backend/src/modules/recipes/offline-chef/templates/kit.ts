/**
 * What every template recipe is built from: the context it composes in, a picker that hands out
 * on-hand items in the order they should be used up, cuisine flavour profiles and small text helpers.
 */
import { singularize, type RecipeDifficulty, type RecipeMealType } from '@sous/kitchen';
import { restrictionViolation, type Restrictions } from '../diet.js';
import type { FoodKind, FoodRole } from '../foods.js';
import { amountLine, seasoningLine, type AmountOptions, type PantryItem } from '../pantry.js';
import type { Cuisine } from '../types.js';
import type { Taste } from '../taste.js';

export interface TemplateContext {
  /** Allowed, unexpired items on hand, in the order to use them up. */
  pantry: readonly PantryItem[];
  servings: number;
  /** The cuisine the recipe should taste of. */
  cuisine: Cuisine;
  creativity: number;
  onlyUseOnHand: boolean;
  restrictions: Restrictions;
  /** Deterministic numbers in [0, 1). */
  random: () => number;
}

export interface TemplateDraft {
  title: string;
  description: string;
  prepTime: number;
  cookTime: number;
  ingredients: string[];
  instructions: string[];
  cuisine: Cuisine;
  /** The items that define the dish, for its identity. */
  keyItems: readonly PantryItem[];
  /** The unexpected item added at high creativity, if any. */
  pairing: PantryItem | null;
}

export interface RecipeTemplate {
  id: string;
  /** The kind of dish ('Stir-Fry'). */
  name: string;
  mealTypes: readonly RecipeMealType[];
  /** Cuisines the template can cook in; the first is its own. */
  cuisines: readonly Cuisine[];
  difficulty: RecipeDifficulty;
  /** Sweet, or either (toast, a snack board); savoury when not said. Only foods of its taste reach build (taste.ts). */
  taste?: Taste;
  build(context: TemplateContext): TemplateDraft | null;
}

/** What a template says of itself, apart from how it builds. */
export type TemplateCard = Omit<RecipeTemplate, 'build'>;
/** The dish a template composes; its cuisine is the one it was asked to cook in. */
export type ComposedDish = Omit<TemplateDraft, 'cuisine'>;

/** A template from its card and how it composes a dish, with a fresh picker over the context (null: it cannot). */
export function template(card: TemplateCard, compose: (context: TemplateContext, picker: Picker) => ComposedDish | null): RecipeTemplate {
  return {
    ...card,
    build(context) {
      const dish = compose(context, new Picker(context));
      return dish && { ...dish, cuisine: context.cuisine };
    },
  };
}

/** The items that are there, in order. */
export const present = <T>(items: readonly (T | null | undefined)[]): T[] => items.filter((item): item is T => item !== null && item !== undefined);

export type ItemTest = (item: PantryItem) => boolean;

export const is = {
  role:
    (...roles: FoodRole[]): ItemTest =>
    (item) =>
      roles.includes(item.role),
  kind:
    (...kinds: FoodKind[]): ItemTest =>
    (item) =>
      kinds.includes(item.kind),
  any:
    (...tests: ItemTest[]): ItemTest =>
    (item) =>
      tests.some((test) => test(item)),
  all:
    (...tests: ItemTest[]): ItemTest =>
    (item) =>
      tests.every((test) => test(item)),
  not:
    (test: ItemTest): ItemTest =>
    (item) =>
      !test(item),
};

/** Proteins that go into a pan raw and need cooking through. */
export const COOKED_PROTEIN: ItemTest = is.kind('poultry', 'redmeat', 'pork', 'sausage', 'cured', 'fish', 'shellfish', 'tofu', 'tempeh');
/**
 * Proteins that go into the pan raw: canned tuna, sardines and cooked chicken are kinds of fish and
 * poultry but are ready to eat (their food is marked raw-edible), so they are warmed, never cooked through.
 */
export const NEEDS_COOKING: ItemTest = (item) => COOKED_PROTEIN(item) && item.food?.raw !== true;
/** Minced meat (ground beef, 'Pork, ground'): browned and broken up in the pan, never cut into cubes or strips. */
export const GROUND_MEAT: ItemTest = (item) =>
  is.kind('poultry', 'redmeat', 'pork')(item) && (/\bground\b|\bmince\b|\bminced\b|hamburger/i.test(item.name) || item.food?.prep === 'crumbled');

/**
 * How a protein is readied for a dish of small pieces, by its form: ground meat is crumbled,
 * canned fish flaked, deli meat torn, shrimp peeled; only whole raw cuts take the knife work asked.
 */
export function proteinPrep(item: PantryItem, cut: string): string {
  if (GROUND_MEAT(item)) return 'crumbled';
  if (!NEEDS_COOKING(item) || item.kind === 'shellfish') return item.food?.prep ?? '';
  if (item.kind === 'fish') return 'cut into 1-inch pieces';
  return cut;
}

/** Until when a protein cooks in a hot pan, by its form ('until browned and cooked through' is for raw cuts). */
export function proteinDone(item: PantryItem): string {
  if (!NEEDS_COOKING(item)) return 'just warmed through';
  if (GROUND_MEAT(item)) return 'browned and no longer pink, breaking it up with a spoon';
  if (item.kind === 'shellfish') return 'pink and just opaque';
  if (item.kind === 'fish') return 'opaque and just flaking';
  if (item.kind === 'tofu' || item.kind === 'tempeh') return 'golden and crisp at the edges';
  if (item.kind === 'cured' || item.kind === 'sausage') return 'browned and crisp at the edges';
  return 'browned and cooked through';
}

/**
 * Meat that gives its own fat in the pan (bacon, sausage, chorizo, ground beef or pork): it goes
 * into a dry pan and what follows cooks in its fat; it is never patted dry, salted or cooked in
 * butter (issue 31's blind read: "Pat the bacon dry", bacon stir-fried in butter).
 */
export const RENDERS_FAT: ItemTest = (item) =>
  NEEDS_COOKING(item) && (item.kind === 'cured' || item.kind === 'sausage' || (GROUND_MEAT(item) && (item.kind === 'redmeat' || item.kind === 'pork')));

/** Shrimp and fish: a few minutes in the pan, so they go in after what takes longer. */
export const QUICK_PROTEIN: ItemTest = (item) => NEEDS_COOKING(item) && (item.kind === 'shellfish' || item.kind === 'fish');

/**
 * Raw fish that flakes once cooked (cod, salmon, tilapia): it cooks as a piece and is never tossed
 * round a wok (issue 31's fifth blind read: cod stir-fried, then tossed again in the sauce).
 */
export const FLAKY_FISH: ItemTest = (item) => NEEDS_COOKING(item) && item.kind === 'fish' && !/\b(?:tuna|swordfish|monkfish|mahi|shark)\b/i.test(item.label);

/**
 * A raw whole cut (a pork chop, a steak, a chicken breast, a fillet): seared or roasted as a piece,
 * never diced into an omelette (issue 31's fifth blind read: "diced pork chop is a strange omelette filling").
 */
export const WHOLE_CUT: ItemTest = (item) => NEEDS_COOKING(item) && !GROUND_MEAT(item) && ['poultry', 'redmeat', 'pork', 'fish'].includes(item.kind);

/** Minutes a protein spends in the pan: a ready one is only warmed. */
export const proteinMinutes = (item: PantryItem, fallback = 7): number => (NEEDS_COOKING(item) ? (item.food?.cookMinutes ?? fallback) : 2);

/** Proteins that are ready to eat as they are (or only need warming). */
export const READY_PROTEIN: ItemTest = (item) =>
  item.kind === 'deli' || item.kind === 'beans' || (item.role === 'protein' && item.food?.raw === true && item.kind !== 'egg');
export const ANY_PROTEIN: ItemTest = is.all(is.role('protein'), is.not(is.kind('egg', 'lentils')));
/** Vegetables that can go into a pan or oven (not avocado, lettuce or cucumber). */
export const VEGETABLE: ItemTest = (item) => item.role === 'vegetable' && item.food?.cookable !== false;
/** Leafy greens that wilt well in a pan (spinach, kale, chard), not salad lettuce. */
export const COOKING_GREENS: ItemTest = (item) => item.kind === 'leafy' && item.food?.cookable !== false;
export const RAW_VEGETABLE: ItemTest = (item) => item.role === 'vegetable' && (item.food?.raw ?? false);
/** Any vegetable, cooked or raw. */
export const ANY_VEGETABLE: ItemTest = is.role('vegetable');
export const ROASTABLE: ItemTest = (item) => item.food?.roast === true && (item.role === 'vegetable' || item.role === 'starch' || item.role === 'aromatic');
export const CHEESE: ItemTest = is.kind('cheese', 'meltingCheese');
/** Bread to eat as bread (a loaf, bagels, rolls): not crumbs, pastry, wraps, cakes or pancakes filed as bread. */
export const LOAF: ItemTest = (item) =>
  item.kind === 'bread' &&
  !/\b(?:bread ?crumbs?|crumbs?|panko|croutons?|stuffing|pastry|phyllo|filo|pie|dough|wrappers?|cakes?|cookies?|waffles?|donuts?|crepes?|pancakes?|pitas?|naan|tortillas?)\b/i.test(item.label);
/** A loaf to serve beside a sauce or a braise, to mop it up: not bagels, muffins, buns or rolls. */
export const TABLE_LOAF: ItemTest = (item) => LOAF(item) && !/\b(?:bagels?|muffins?|buns?|rolls?|biscuits?)\b/i.test(item.label);
export const EGG: ItemTest = is.all(is.kind('egg'), (item) => item.food?.name === 'egg');
export const FRESH_FRUIT: ItemTest = (item) => item.role === 'fruit' && item.kind !== 'citrus' && item.kind !== 'dried';
/** Fruit that surprises pleasantly in a savory dish: apples, pears, stone fruit, mango, grapes, berries. */
export const SAVORY_PAIRING_FRUIT: ItemTest = (item) => item.role === 'fruit' && ['pome', 'stone', 'tropical', 'grape', 'berry', 'dried'].includes(item.kind);
export const COOKING_FRUIT: ItemTest = is.all(is.role('fruit'), is.kind('pome', 'stone', 'berry', 'banana', 'tropical', 'grape'));
export const CITRUS: ItemTest = is.all(is.role('fruit'), is.kind('citrus'));
export const ACID: ItemTest = (item) => item.kind === 'acid' || (item.kind === 'citrus' && /lemon|lime/.test(item.label));
export const HERB: ItemTest = is.role('herb');
/** Nuts and seeds to scatter or toast; not peanut butter or another nut butter (seen: '2 oz peanut butter, toasted' on a bowl). */
export const NUT: ItemTest = (item) => item.role === 'nut' && item.kind !== 'nutButter' && !/\bbutter\b/i.test(item.label);

/** Hands out items in rank order, each at most once per recipe. */
export class Picker {
  private readonly used = new Set<PantryItem>();
  constructor(private readonly context: TemplateContext) {}

  take(test: ItemTest, max = 1): PantryItem[] {
    const taken: PantryItem[] = [];
    for (const item of this.context.pantry) {
      if (taken.length >= max) break;
      if (this.used.has(item) || !test(item)) continue;
      this.used.add(item);
      taken.push(item);
    }
    return taken;
  }

  one(test: ItemTest): PantryItem | null {
    return this.take(test, 1)[0] ?? null;
  }

  has(test: ItemTest): boolean {
    return this.context.pantry.some((item) => !this.used.has(item) && test(item));
  }

  count(test: ItemTest): number {
    return this.context.pantry.filter((item) => !this.used.has(item) && test(item)).length;
  }

  /**
   * At high creativity, one unused item from an unexpected group (fruit in a stir-fry, herbs in a
   * smoothie), chosen by the context's random numbers among the first few candidates.
   */
  pairing(test: ItemTest): PantryItem | null {
    if (this.context.creativity <= 7) return null;
    const candidates = this.context.pantry.filter((item) => !this.used.has(item) && test(item)).slice(0, 3);
    if (candidates.length === 0) return null;
    const chosen = candidates[Math.floor(this.context.random() * candidates.length)];
    this.used.add(chosen);
    return chosen;
  }
}

/** Words that tie an on-hand seasoning to a cuisine. */
export const FLAVOR_WORDS: Readonly<Record<Cuisine, readonly string[]>> = {
  italian: ['basil', 'oregano', 'italian', 'parsley', 'rosemary', 'thyme', 'red pepper', 'chili flake', 'balsamic', 'pesto', 'caper', 'olive', 'lemon', 'sage', 'fennel seed', 'tomato paste', 'wine vinegar'],
  asian: ['soy', 'tamari', 'sesame', 'rice vinegar', 'sriracha', 'chili garlic', 'hoisin', 'oyster sauce', 'fish sauce', 'miso', 'gochujang', 'cilantro', 'lime', 'five spice', 'sambal', 'chili crisp', 'chili oil', 'coconut aminos', 'thai basil', 'lemongrass', 'curry paste', 'sweet chili', 'teriyaki', 'black vinegar', 'doubanjiang'],
  mexican: ['cumin', 'chili powder', 'chile powder', 'paprika', 'oregano', 'cilantro', 'lime', 'salsa', 'hot sauce', 'chipotle', 'taco', 'ancho', 'cayenne', 'enchilada', 'pico'],
  indian: ['curry', 'garam masala', 'cumin', 'turmeric', 'coriander', 'kashmiri', 'cardamom', 'mustard seed', 'cilantro', 'fenugreek', 'methi', 'chaat', 'lemon', 'lime', 'cayenne', 'cinnamon', 'clove', 'fennel seed', 'asafoetida', 'hing', 'tamarind', 'curry leaves'],
  mediterranean: ['lemon', 'oregano', 'cumin', 'paprika', 'zaatar', 'za atar', 'sumac', 'mint', 'parsley', 'dill', 'tahini', 'harissa', 'wine vinegar', 'olive', 'caper', 'aleppo', 'cinnamon', 'allspice', 'coriander'],
  french: ['thyme', 'herbes de provence', 'tarragon', 'dijon', 'mustard', 'chive', 'parsley', 'wine vinegar', 'rosemary', 'bay', 'chervil', 'fines herbes', 'lemon', 'nutmeg'],
  american: ['paprika', 'garlic powder', 'onion powder', 'bbq', 'barbecue', 'hot sauce', 'ketchup', 'mustard', 'cajun', 'old bay', 'cayenne', 'chili powder', 'ranch', 'buffalo', 'worcestershire', 'seasoning salt', 'lemon pepper', 'dill', 'parsley', 'chive'],
};

/**
 * True when some line carries a flavour of the cuisine (cumin for Mexican, soy for Asian): a dish
 * is only called Mexican when it tastes of it.
 */
export function tastesOf(lines: readonly string[], cuisine: Cuisine): boolean {
  return flavorHits(lines, cuisine).length > 0;
}

/**
 * The flavour words of a cuisine that lines carry, read as words: 'cloves garlic' is not the spice
 * cloves, 'olive oil' (every cuisine's fat) is not olives, 'limestone' is not lime. Issue 31's
 * blind read found a black bean soup called Indian for its '6 cloves garlic'.
 */
export function flavorHits(lines: readonly string[], cuisine: Cuisine): string[] {
  const text = ` ${lines.join('\n').toLowerCase()} `
    .replace(/\b(?:extra[- ]virgin )?olive oil\b/g, ' ')
    .replace(/\bcloves? (?:of )?garlic\b|\bgarlic cloves?\b/g, ' garlic ');
  return FLAVOR_WORDS[cuisine].filter((word) => new RegExp(`\\b${word}(?:s|es)?\\b`).test(text));
}

const SEASONING: ItemTest = (item) =>
  item.role === 'seasoning' || item.role === 'sauce' || item.role === 'herb' || item.kind === 'citrus' || item.kind === 'acid';

/** On-hand seasonings that suit a cuisine, at most `max`, optionally limited to some kinds. */
export function flavorItems(picker: Picker, cuisine: Cuisine, max: number, kinds?: readonly FoodKind[]): PantryItem[] {
  const words = FLAVOR_WORDS[cuisine];
  return picker.take(
    (item) =>
      SEASONING(item) &&
      (kinds === undefined || kinds.includes(item.kind)) &&
      words.some((word) => item.label.includes(word) || item.name.toLowerCase().includes(word)),
    max,
  );
}

/** The one seasoning that makes a cuisine recognisable, for four servings. */
const SIGNATURE: Readonly<Record<Cuisine, readonly string[]>> = {
  italian: ['1 tsp dried oregano', '1/4 tsp red pepper flakes'],
  asian: ['3 tbsp soy sauce', '1 tsp toasted sesame oil'],
  mexican: ['1 tsp ground cumin', '1 tsp chili powder'],
  indian: ['2 tsp curry powder', '1 tsp garam masala'],
  mediterranean: ['1 lemon, juiced', '1 tsp dried oregano'],
  french: ['1 tsp dried thyme', '1 tbsp Dijon mustard'],
  american: ['1 tsp smoked paprika', '1/2 tsp garlic powder'],
};

/**
 * Lines to buy that give the dish its cuisine when nothing on hand does: none when the request
 * allows only what is on hand, and none that would break the restrictions.
 */
export function signatureLines(context: TemplateContext, cuisine: Cuisine, count = 1): string[] {
  if (context.onlyUseOnHand) return [];
  return SIGNATURE[cuisine].filter((line) => restrictionViolation([line], context.restrictions) === null).slice(0, count);
}

/** A line for something the household does not have, if the request allows buying it and the restrictions allow eating it. */
export function missingLine(context: TemplateContext, line: string): string | null {
  if (context.onlyUseOnHand) return null;
  return restrictionViolation([line], context.restrictions) === null ? line : null;
}

export const amount = (item: PantryItem, context: TemplateContext, options?: AmountOptions): string =>
  amountLine(item, context.servings, options).line;

export const season = (item: PantryItem, context: TemplateContext, prep?: string): string => seasoningLine(item, context.servings, prep);

/** 'a', 'a and b', 'a, b and c'. */
export function join(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

export const labels = (items: readonly PantryItem[]): string => join(items.map((item) => item.label));

/** 'Lemon-Butter' from 'lemon-butter': every word capitalised, for titles. */
export const titleCase = (text: string): string => text.replace(/\b([a-z])/g, (c) => c.toUpperCase());

/** Salt on hand: what seasons a dish when no sauce does. */
export const hasSalt = (context: TemplateContext): boolean => context.pantry.some((item) => /\bsalt\b/i.test(item.name));

/** 'Chicken Breast, Broccoli and Carrot' from the first few items, each named in the singular. */
export function titleOf(items: readonly PantryItem[], max = 2): string {
  return join(
    items.slice(0, max).map((item) => {
      // A title names the food, not its packaging: 'Black Bean Quesadillas', not 'Canned Black Bean'.
      const words = item.label.replace(/^(?:canned|tinned|jarred|frozen) (?=\S)/i, '').split(' ');
      const last = words.pop() ?? '';
      return titleCase([...words, singularize(last)].join(' '));
    }),
  );
}

/** The capitalised first letter of a sentence. */
export const sentence = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** Longest cooking time among items, from the food table. */
export const longestCook = (items: readonly PantryItem[], fallback = 5): number =>
  items.reduce((longest, item) => Math.max(longest, item.food?.cookMinutes ?? fallback), 0);

/** Minutes of knife work: a base plus a little per item to cut. */
export const prepMinutes = (items: readonly PantryItem[], base = 5): number => base + 2 * items.length;

export const CUISINE_ADJECTIVE: Readonly<Record<Cuisine, string>> = {
  italian: 'Italian',
  asian: 'Asian',
  mexican: 'Mexican',
  american: 'American',
  french: 'French',
  mediterranean: 'Mediterranean',
  indian: 'Indian',
};

/** Lines and names of the seasonings for a step ('the cumin and chili powder'). */
export function seasoningLines(items: readonly PantryItem[], context: TemplateContext, prep?: (item: PantryItem) => string | undefined): string[] {
  return items.map((item) => season(item, context, prep?.(item)));
}

/** Butter if the household has it (and may eat it), otherwise olive oil (a staple). */
export function cookingFat(picker: Picker, context: TemplateContext, perServingTbsp = 0.5): { line: string; name: string } {
  const butter = picker.one(is.kind('butter'));
  const tbsp = Math.max(1, Math.round(perServingTbsp * context.servings * 2) / 2);
  const quantity = tbsp === 1 ? '1' : String(tbsp);
  if (butter) return { line: `${quantity} tbsp ${butter.label}`, name: butter.label };
  return { line: `${quantity} tbsp olive oil`, name: 'olive oil' };
}

/** True when a label reads as plural ('chicken thighs', 'chickpeas'), for verb agreement. */
export function isPlural(label: string): boolean {
  const last = label.split(' ').pop() ?? '';
  return /[^su]s$/.test(last) || last.endsWith('ies');
}

/** 'them' or 'it' for a label. */
export const pronoun = (label: string): string => (isPlural(label) ? 'them' : 'it');

/** 'are' or 'is' for a label. */
export const verb = (label: string): string => (isPlural(label) ? 'are' : 'is');

/** How a step names an acid: 'the lemon juice' for lemons, 'the red wine vinegar' for vinegar. */
export function acidName(item: PantryItem): string {
  if (item.kind !== 'citrus') return item.label;
  if (/juice/.test(item.label)) return item.label;
  const words = item.label.split(' ');
  const last = words.pop() ?? '';
  return [...words, `${singularize(last)} juice`].join(' ');
}

/** A fresh herb that suits the cuisine (cilantro for Mexican, basil for Italian), or any fresh herb. */
export function herbFor(picker: Picker, cuisine: Cuisine): PantryItem | null {
  return flavorItems(picker, cuisine, 1, ['freshHerb'])[0] ?? picker.one(HERB);
}

/** 'lime', 'red wine', 'balsamic': an acid as it names a vinaigrette or sauce. */
export function acidAdjective(item: PantryItem): string {
  if (item.kind === 'citrus') return singularize(item.label.split(' ').pop() ?? item.label).replace(/ juice$/, '');
  return item.label.replace(/\s*vinegar$/, '');
}

/** 'lime wedges' from 'limes'. */
export const wedgesOf = (item: PantryItem): string => `${singularize(item.label.split(' ').pop() ?? item.label)} wedges`;

/** Steps that get a starch ready to serve alongside, and the minutes they take. */
export function starchPrep(starch: PantryItem | null): { steps: string[]; minutes: number } {
  if (!starch) return { steps: [], minutes: 0 };
  switch (starch.kind) {
    case 'rice':
      return {
        steps: [`Rinse the ${starch.label}, then simmer it, covered, in twice its volume of salted water until tender, about 18 minutes. Rest off the heat for 5 minutes.`],
        minutes: 23,
      };
    case 'grain':
      return { steps: [`Cook the ${starch.label} in plenty of salted water until tender, then drain.`], minutes: 18 };
    case 'noodle':
      // Rinsed, not oiled: the dish may have no oil at all (bacon gives the fat, or the kitchen has none).
      return { steps: [`Cook the ${starch.label} according to the package, drain and rinse briefly under cold water so they do not stick.`], minutes: 8 };
    case 'cookedRice':
      return { steps: [`Warm the ${starch.label} in a covered pan with a splash of water or in the microwave.`], minutes: 3 };
    case 'bread':
    case 'tortilla':
      return { steps: [`Warm the ${starch.label} in a dry pan or low oven just before serving.`], minutes: 3 };
    default:
      return { steps: [], minutes: 0 };
  }
}
