/**
 * Diets, allergens and foods to avoid as hard filters. The words people use ('Gluten-Free',
 * 'no dairy', 'nut-free', 'Tree Nuts') are read into one set of restrictions; a list of ingredient
 * lines either passes all of them or is refused.
 */
import { ingredientTokens } from '@sous/kitchen';
import { analyzeText, type FoodFlag } from './foods.js';
import { ALLERGENS, DIET_TAGS, type Allergen, type DietTag } from './types.js';

/** Flags each diet refuses. Kosher also refuses meat or poultry together with milk (see below). */
const DIET_FORBIDS: Readonly<Record<DietTag, readonly FoodFlag[]>> = {
  vegetarian: ['meat', 'pork', 'poultry', 'fish', 'shellfish', 'gelatin', 'unknown'],
  vegan: ['meat', 'pork', 'poultry', 'fish', 'shellfish', 'gelatin', 'milk', 'dairy', 'egg', 'honey', 'unknown'],
  'gluten-free': ['wheat', 'gluten', 'unknown'],
  'dairy-free': ['milk', 'dairy', 'unknown'],
  keto: ['grain', 'wheat', 'gluten', 'legume', 'starchy', 'refinedSugar', 'sugar', 'honey', 'sweetFruit', 'fruit', 'unknown'],
  paleo: ['grain', 'wheat', 'gluten', 'legume', 'dairy', 'refinedSugar', 'soy', 'peanut', 'unknown'],
  'low-carb': ['grain', 'wheat', 'gluten', 'legume', 'starchy', 'refinedSugar', 'sugar', 'honey', 'sweetFruit', 'unknown'],
  halal: ['pork', 'alcohol', 'gelatin', 'unknown'],
  kosher: ['pork', 'shellfish', 'gelatin', 'unknown'],
};

const ALLERGEN_FLAG: Readonly<Record<Allergen, FoodFlag>> = {
  peanuts: 'peanut',
  'tree nuts': 'treeNut',
  shellfish: 'shellfish',
  fish: 'fish',
  eggs: 'egg',
  milk: 'milk',
  soy: 'soy',
  wheat: 'wheat',
  sesame: 'sesame',
};

/** The diets a set of flags breaks. */
export function dietsViolated(flags: ReadonlySet<FoodFlag>): DietTag[] {
  return DIET_TAGS.filter((diet) => !fitsDiet(flags, diet));
}

/** True when food with these flags fits the diet. */
export function fitsDiet(flags: ReadonlySet<FoodFlag>, diet: DietTag): boolean {
  if (DIET_FORBIDS[diet].some((flag) => flags.has(flag))) return false;
  if (diet === 'kosher' && flags.has('milk') && (flags.has('meat') || flags.has('poultry'))) return false;
  return true;
}

/** The diets food with these flags fits. */
export function dietsFitting(flags: ReadonlySet<FoodFlag>): DietTag[] {
  return DIET_TAGS.filter((diet) => fitsDiet(flags, diet));
}

/** The allergens food with these flags contains; a food of unknown make is taken to contain all. */
export function allergensIn(flags: ReadonlySet<FoodFlag>): Allergen[] {
  if (flags.has('unknown')) return [...ALLERGENS];
  return ALLERGENS.filter((allergen) => flags.has(ALLERGEN_FLAG[allergen]));
}

/** The union of the flags of every line. */
export function flagsOfLines(lines: readonly string[]): Set<FoodFlag> {
  const flags = new Set<FoodFlag>();
  for (const line of lines) for (const flag of analyzeText(line).flags) flags.add(flag);
  return flags;
}

/** What a user and a request together refuse. */
export interface Restrictions {
  diets: ReadonlySet<DietTag>;
  allergens: ReadonlySet<Allergen>;
  /** Flags refused for other reasons ('pescatarian', 'no alcohol', an avoided 'seafood'). */
  flags: ReadonlySet<FoodFlag>;
  /** Foods to avoid by name, normalised (' cilantro ', ' mushroom '). */
  avoid: readonly string[];
  /** The words that were read as foods to avoid because they were no known diet or allergen. */
  unrecognised: readonly string[];
}

const simplify = (word: string): string =>
  word
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[_\s]+/g, ' ')
    .replace(/\s*-\s*/g, '-')
    .trim();

const DIET_ALIASES: ReadonlyMap<string, DietTag> = new Map([
  ['vegetarian', 'vegetarian'],
  ['veggie', 'vegetarian'],
  ['lacto-ovo vegetarian', 'vegetarian'],
  ['vegan', 'vegan'],
  ['plant-based', 'vegan'],
  ['plant based', 'vegan'],
  ['gluten-free', 'gluten-free'],
  ['gluten free', 'gluten-free'],
  ['glutenfree', 'gluten-free'],
  ['celiac', 'gluten-free'],
  ['coeliac', 'gluten-free'],
  ['dairy-free', 'dairy-free'],
  ['dairy free', 'dairy-free'],
  ['lactose-free', 'dairy-free'],
  ['lactose free', 'dairy-free'],
  ['lactose intolerant', 'dairy-free'],
  ['keto', 'keto'],
  ['ketogenic', 'keto'],
  ['paleo', 'paleo'],
  ['low-carb', 'low-carb'],
  ['low carb', 'low-carb'],
  ['lowcarb', 'low-carb'],
  ['halal', 'halal'],
  ['kosher', 'kosher'],
]);

/** Diet-like words that are not one of the nine diets but still refuse foods. */
const FLAG_DIETS: ReadonlyMap<string, readonly FoodFlag[]> = new Map<string, readonly FoodFlag[]>([
  ['pescatarian', ['meat', 'pork', 'poultry', 'gelatin']],
  ['pescetarian', ['meat', 'pork', 'poultry', 'gelatin']],
  ['no pork', ['pork']],
  ['pork-free', ['pork']],
  ['no alcohol', ['alcohol']],
  ['alcohol-free', ['alcohol']],
  ['sugar-free', ['refinedSugar']],
  ['no sugar', ['refinedSugar']],
  ['no red meat', ['meat', 'pork']],
  ['no meat', ['meat', 'pork', 'poultry', 'gelatin']],
]);

const ALLERGEN_ALIASES: ReadonlyMap<string, readonly Allergen[]> = new Map<string, readonly Allergen[]>([
  ['peanut', ['peanuts']],
  ['peanuts', ['peanuts']],
  ['tree nut', ['tree nuts']],
  ['tree nuts', ['tree nuts']],
  ['treenuts', ['tree nuts']],
  ['nut', ['tree nuts', 'peanuts']],
  ['nuts', ['tree nuts', 'peanuts']],
  ['shellfish', ['shellfish']],
  ['crustacean', ['shellfish']],
  ['crustaceans', ['shellfish']],
  ['mollusc', ['shellfish']],
  ['mollusk', ['shellfish']],
  ['fish', ['fish']],
  ['egg', ['eggs']],
  ['eggs', ['eggs']],
  ['milk', ['milk']],
  ['dairy', ['milk']],
  ['lactose', ['milk']],
  ['soy', ['soy']],
  ['soya', ['soy']],
  ['soybean', ['soy']],
  ['soybeans', ['soy']],
  ['wheat', ['wheat']],
  ['gluten', ['wheat']],
  ['sesame', ['sesame']],
  ['sesame seeds', ['sesame']],
]);

/** Avoided words that name a whole group of foods rather than one food. */
const AVOID_GROUPS: ReadonlyMap<string, readonly FoodFlag[]> = new Map<string, readonly FoodFlag[]>([
  ['meat', ['meat', 'pork', 'poultry']],
  ['red meat', ['meat', 'pork']],
  ['pork', ['pork']],
  ['poultry', ['poultry']],
  ['seafood', ['fish', 'shellfish']],
  ['fish', ['fish']],
  ['shellfish', ['shellfish']],
  ['dairy', ['milk', 'dairy']],
  ['gluten', ['wheat', 'gluten']],
  ['nuts', ['treeNut', 'peanut']],
  ['alcohol', ['alcohol']],
  ['sugar', ['refinedSugar']],
  ['eggs', ['egg']],
  ['egg', ['egg']],
  ['soy', ['soy']],
  ['gelatin', ['gelatin']],
  ['honey', ['honey']],
  ['grains', ['grain']],
  ['legumes', ['legume']],
]);

function allergenWords(word: string): readonly Allergen[] | null {
  const stripped = word.replace(/^(?:no|without|avoid)\s+/, '').replace(/-free$|\s+free$|\s+allergy$/, '');
  return ALLERGEN_ALIASES.get(stripped) ?? null;
}

const AVOID_KEYS = new Map<string, string>();

/** Normalised text as the avoid check compares it: ' word word '. Cached, since book lines repeat. */
export function avoidKey(text: string): string {
  const cached = AVOID_KEYS.get(text);
  if (cached !== undefined) return cached;
  const tokens = ingredientTokens(text.replace(/_/g, ' '));
  const key = tokens.length === 0 ? '' : ` ${tokens.join(' ').replace(/_/g, ' ')} `;
  if (AVOID_KEYS.size >= 20_000) AVOID_KEYS.clear();
  AVOID_KEYS.set(text, key);
  return key;
}

export interface RestrictionInput {
  userDiets?: readonly string[];
  userAllergens?: readonly string[];
  foodsToAvoid?: readonly string[];
  /** The request's dietaryRestrictions: diets, and sometimes allergens ('nut-free'). */
  requestRestrictions?: readonly string[];
}

/** Reads the user's and the request's words into one set of restrictions. Unknown words become foods to avoid. */
export function readRestrictions(input: RestrictionInput): Restrictions {
  const diets = new Set<DietTag>();
  const allergens = new Set<Allergen>();
  const flags = new Set<FoodFlag>();
  const avoid = new Set<string>();
  const unrecognised: string[] = [];

  const readDietOrAllergen = (raw: string): void => {
    const word = simplify(raw);
    if (word === '') return;
    const diet = DIET_ALIASES.get(word);
    if (diet) return void diets.add(diet);
    const flagDiet = FLAG_DIETS.get(word);
    if (flagDiet) return void flagDiet.forEach((f) => flags.add(f));
    const named = allergenWords(word);
    if (named) {
      named.forEach((a) => allergens.add(a));
      if (word.includes('gluten')) flags.add('gluten');
      return;
    }
    unrecognised.push(raw.trim());
    readAvoid(raw);
  };

  const readAvoid = (raw: string): void => {
    const word = simplify(raw).replace(/^(?:no|without|avoid)\s+/, '');
    if (word === '') return;
    const group = AVOID_GROUPS.get(word);
    if (group) group.forEach((f) => flags.add(f));
    const key = avoidKey(word);
    if (key !== '') avoid.add(key);
  };

  for (const raw of [...(input.userDiets ?? []), ...(input.requestRestrictions ?? [])]) readDietOrAllergen(raw);
  for (const raw of input.userAllergens ?? []) {
    const word = simplify(raw);
    const named = allergenWords(word);
    if (named) {
      named.forEach((a) => allergens.add(a));
      if (word.includes('gluten')) flags.add('gluten');
    } else if (word !== '') {
      // An allergen outside the nine ('mustard', 'celery') is avoided by name.
      unrecognised.push(raw.trim());
      readAvoid(raw);
    }
  }
  for (const raw of input.foodsToAvoid ?? []) readAvoid(raw);
  return { diets, allergens, flags, avoid: [...avoid], unrecognised };
}

/** Why food with these flags, named by these texts, breaks the restrictions; null when it does not. */
export function restrictionViolationOf(flags: ReadonlySet<FoodFlag>, texts: readonly string[], restrictions: Restrictions): string | null {
  for (const diet of restrictions.diets) if (!fitsDiet(flags, diet)) return `not ${diet}`;
  for (const allergen of allergensIn(flags)) if (restrictions.allergens.has(allergen)) return `contains ${allergen}`;
  if (flags.has('unknown') && (restrictions.allergens.size > 0 || restrictions.flags.size > 0)) return 'contents unknown';
  for (const flag of restrictions.flags) if (flags.has(flag)) return `contains ${flag}`;
  if (restrictions.avoid.length === 0) return null;
  for (const text of texts) {
    const key = avoidKey(text);
    const hit = restrictions.avoid.find((a) => key.includes(a));
    if (hit) return `contains ${hit.trim()}`;
  }
  return null;
}

/** Why a set of ingredient lines breaks the restrictions, or null when it does not. */
export function restrictionViolation(lines: readonly string[], restrictions: Restrictions): string | null {
  return restrictionViolationOf(flagsOfLines(lines), lines, restrictions);
}

/** True when nothing is restricted at all. */
export function isUnrestricted(restrictions: Restrictions): boolean {
  return restrictions.diets.size === 0 && restrictions.allergens.size === 0 && restrictions.flags.size === 0 && restrictions.avoid.length === 0;
}
