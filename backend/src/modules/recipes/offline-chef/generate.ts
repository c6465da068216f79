/**
 * The offline chef's recipe engine: picks the recipe that best uses what the household has, from
 * the Sous recipe book or from a template composed of on-hand items.
 *
 * 1. Diet, allergens and foods to avoid are hard filters on every line and every item used.
 * 2. With onlyUseOnHand, nothing may be missing except pantry staples.
 * 3. Meal type, cuisine and time narrow the field; each is relaxed in turn (cuisine first, meal
 *    type last) only when nothing fits, and the note says so.
 * 4. The rest is a score: expiring items first (the sooner the better), abundant ones next,
 *    everything else on hand after; missing and short ingredients cost; difficulty and creativity
 *    (low favours the book, high favours templates with unusual pairings) weigh in.
 * 5. Everything is deterministic: the seed comes from the inputs, and the last recipe generated is
 *    never chosen again while anything else fits.
 */
import { creativityLabel, isPantryStaple, scaleIngredientLines, type RecipeMealType } from '@sous/kitchen';
import { RECIPE_BOOK } from './book/index.js';
import { missingEquipment, requiredEquipment } from '../../../platform/integration/appliances/kitchen-equipment.js';
import { allergensIn, dietsFitting, flagsOfLines, readRestrictions, restrictionViolation, restrictionViolationOf, type Restrictions } from './diet.js';
import { OfflineChefError } from './errors.js';
import { LineReader, fitLines, indexPantry, type IndexedItem, type LineFit } from './evaluate.js';
import type { FoodFlag } from './foods.js';
import { readPantry, type PantryItem } from './pantry.js';
import { normalizeRequest } from './request.js';
import { generator, hashString, unitFor } from './seed.js';
import { TEMPLATES, type RecipeTemplate } from './templates/index.js';
import { titleOf } from './templates/kit.js';
import {
  DIFFICULTIES,
  type BookRecipe,
  type ChefRequest,
  type Cuisine,
  type DietTag,
  type OfflineChefContext,
  type OfflineRecipe,
  type OfflineRecipeRequest,
  type RecentRecipe,
  type RecipeSourceKind,
} from './types.js';

interface Candidate {
  offlineId: string;
  kind: RecipeSourceKind;
  title: string;
  description: string;
  prepTime: number;
  cookTime: number;
  difficulty: OfflineRecipe['difficulty'];
  mealTypes: readonly RecipeMealType[];
  cuisine: Cuisine;
  instructions: readonly string[];
  statedDiets: readonly DietTag[];
  fit: LineFit;
  flags: Set<FoodFlag>;
  pairing: PantryItem | null;
}

type Relaxation = 'cuisine' | 'time' | 'mealType';

const slug = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function seedOf(request: ChefRequest, context: OfflineChefContext): number {
  const inventory = context.inventory
    .map((item) => [item.name, String(item.quantity ?? ''), item.unit ?? '', item.expirationDate ?? ''].join('|'))
    .sort();
  return hashString(JSON.stringify({ request, inventory, today: context.today, recent: (context.recentRecipes ?? []).slice(0, 5) }));
}

/** Union of the flags of a recipe's lines and of the items it uses. */
function flagsOf(lines: readonly string[], used: readonly PantryItem[]): Set<FoodFlag> {
  const flags = flagsOfLines(lines);
  for (const item of used) for (const flag of item.profile.flags) flags.add(flag);
  return flags;
}

function bookCandidates(
  book: readonly BookRecipe[],
  request: ChefRequest,
  restrictions: Restrictions,
  pantry: readonly IndexedItem[],
  reader: LineReader,
): Candidate[] {
  const candidates: Candidate[] = [];
  for (const recipe of book) {
    if (restrictionViolation(recipe.ingredients, restrictions) !== null) continue;
    const lines = scaledLines(recipe, request.servings);
    const fit = fitLines(lines, pantry, reader, request.onlyUseOnHand);
    if (request.onlyUseOnHand && fit.missing.length > 0) continue;
    const flags = flagsOf(fit.ingredients, fit.used);
    if (restrictionViolationOf(flags, [], restrictions) !== null) continue;
    candidates.push({
      offlineId: `book:${recipe.id}`,
      kind: 'book',
      title: recipe.title,
      description: recipe.description,
      prepTime: recipe.prepTime,
      cookTime: recipe.cookTime,
      difficulty: recipe.difficulty,
      mealTypes: recipe.mealTypes,
      cuisine: recipe.cuisine,
      instructions: recipe.instructions,
      statedDiets: recipe.dietTags,
      fit,
      flags,
      pairing: null,
    });
  }
  return candidates;
}

/** The pantry in a second order: same tiers (expiring, abundant, rest), ties broken another way. */
function reshuffled(pantry: readonly PantryItem[], seed: number): PantryItem[] {
  const keyed = pantry.map((item) => ({ item, tier: Math.floor(item.rank / 100), key: unitFor(seed, item.name) }));
  return keyed.sort((a, b) => a.tier - b.tier || a.key - b.key).map((entry) => entry.item);
}

const SCALED = new Map<string, string[]>();

/** A book recipe's lines for some servings; cached, since the book never changes. */
function scaledLines(recipe: BookRecipe, servings: number): string[] {
  const key = `${recipe.id}|${recipe.servings}|${servings}|${recipe.ingredients.length}`;
  let lines = SCALED.get(key);
  if (!lines) {
    lines = scaleIngredientLines(recipe.ingredients, recipe.servings, servings);
    if (SCALED.size >= 10_000) SCALED.clear();
    SCALED.set(key, lines);
  }
  return lines;
}

function templateCuisine(template: RecipeTemplate, request: ChefRequest, random: () => number): Cuisine {
  if (request.cuisine && template.cuisines.includes(request.cuisine)) return request.cuisine;
  if (!request.cuisine && request.creativity > 7 && template.cuisines.length > 1) {
    return template.cuisines[Math.floor(random() * template.cuisines.length)];
  }
  return template.cuisines[0];
}

function templateCandidates(
  request: ChefRequest,
  restrictions: Restrictions,
  allowed: readonly PantryItem[],
  pantry: readonly IndexedItem[],
  reader: LineReader,
  seed: number,
): Candidate[] {
  const candidates = new Map<string, Candidate>();
  const orders = [allowed, reshuffled(allowed, seed + 1)];
  for (const template of TEMPLATES) {
    orders.forEach((order, variant) => {
      const random = generator(seed ^ hashString(`${template.id}:${variant}`));
      const cuisine = templateCuisine(template, request, random);
      const draft = template.build({
        pantry: order,
        servings: request.servings,
        cuisine,
        creativity: request.creativity,
        onlyUseOnHand: request.onlyUseOnHand,
        restrictions,
        random,
      });
      if (!draft) return;
      const pairingTitle = draft.pairing ? titleOf([draft.pairing], 1) : null;
      if (pairingTitle && !draft.title.includes(pairingTitle)) draft.title = `${draft.title} with ${pairingTitle}`;
      // The safety net: a template must never put a refused food on the plate.
      if (restrictionViolation(draft.ingredients, restrictions) !== null) return;
      const fit = fitLines(draft.ingredients, pantry, reader, request.onlyUseOnHand);
      if (request.onlyUseOnHand && fit.missing.length > 0) return;
      const flags = flagsOf(fit.ingredients, fit.used);
      if (restrictionViolationOf(flags, [], restrictions) !== null) return;
      // Two compositions with the same title, in any word order, are the same dish: one identity.
      const offlineId = `template:${template.id}:${dishKey(draft.title).replace(/ /g, '-')}`;
      if (candidates.has(offlineId)) return;
      candidates.set(offlineId, {
        offlineId,
        kind: 'template',
        title: draft.title,
        description: draft.description,
        prepTime: draft.prepTime,
        cookTime: draft.cookTime,
        difficulty: template.difficulty,
        mealTypes: template.mealTypes,
        cuisine: draft.cuisine,
        instructions: draft.instructions,
        statedDiets: [],
        fit,
        flags,
        pairing: draft.pairing,
      });
    });
  }
  return [...candidates.values()];
}

const fitsMealType = (candidate: Candidate, request: ChefRequest): boolean => request.mealType === null || candidate.mealTypes.includes(request.mealType);
const fitsCuisine = (candidate: Candidate, request: ChefRequest): boolean => request.cuisine === null || candidate.cuisine === request.cuisine;
/**
 * The smart body's maxCookingTime limits the cooking (cookTime); the customize dialog's time
 * windows are about the whole recipe (prep + cook).
 */
const minutesOf = (candidate: Candidate, request: ChefRequest): number =>
  request.kind === 'smart' ? candidate.cookTime : candidate.prepTime + candidate.cookTime;
const fitsTime = (candidate: Candidate, request: ChefRequest): boolean =>
  request.maxTotalMinutes === null || minutesOf(candidate, request) <= request.maxTotalMinutes;

/** The candidates that fit the request, relaxing cuisine, then time, then meal type while none do. */
function narrow(candidates: readonly Candidate[], request: ChefRequest): Candidate[] {
  const steps: Relaxation[][] = [[], ['cuisine'], ['cuisine', 'time'], ['cuisine', 'time', 'mealType']];
  for (const relaxed of steps) {
    const pool = candidates.filter(
      (candidate) =>
        (relaxed.includes('mealType') || fitsMealType(candidate, request)) &&
        (relaxed.includes('cuisine') || fitsCuisine(candidate, request)) &&
        (relaxed.includes('time') || fitsTime(candidate, request)),
    );
    if (pool.length > 0) return pool;
  }
  return [];
}

/**
 * Creativity decides between the book and the templates (spec 000 §9 labels): Traditional (≤ 3)
 * cooks from the book whenever a book recipe uses something on hand, Experimental (> 7) composes a
 * template whenever one can be made; Balanced lets the score decide.
 */
function byCreativity(pool: Candidate[], request: ChefRequest): Candidate[] {
  if (request.creativity <= 3) {
    const book = pool.filter((candidate) => candidate.kind === 'book' && candidate.fit.used.some((item) => !isPantryStaple(item.name)));
    return book.length > 0 ? book : pool;
  }
  if (request.creativity > 7) {
    const templates = pool.filter((candidate) => candidate.kind === 'template');
    return templates.length > 0 ? templates : pool;
  }
  return pool;
}

/** What the chosen recipe does not honour of the request, because nothing that did could be made. */
function relaxationsOf(candidate: Candidate, request: ChefRequest): Relaxation[] {
  const relaxed: Relaxation[] = [];
  if (!fitsCuisine(candidate, request)) relaxed.push('cuisine');
  if (!fitsTime(candidate, request)) relaxed.push('time');
  if (!fitsMealType(candidate, request)) relaxed.push('mealType');
  return relaxed;
}

/** A title as a set of words: 'Banana and Strawberry Smoothie' is 'Strawberry and Banana Smoothie'. */
function dishKey(title: string): string {
  const words = slug(title).split('-').filter((word) => word !== '' && word !== 'and' && word !== 'with');
  return [...new Set(words)].sort().join(' ');
}

/** The ids and dish keys a recent-recipe entry stands for. */
function referencesOf(entry: RecentRecipe): string[] {
  const values = typeof entry === 'string' ? [entry] : [entry.offlineId, entry.title];
  return values
    .filter((value): value is string => typeof value === 'string' && value.trim() !== '')
    .flatMap((value) => [value.trim().toLowerCase(), dishKey(value)]);
}

const sameRecipe = (candidate: Candidate, entry: RecentRecipe): boolean => {
  const references = referencesOf(entry);
  return references.includes(candidate.offlineId.toLowerCase()) || references.includes(dishKey(candidate.title));
};

function recentIndex(candidate: Candidate, recent: readonly RecentRecipe[]): number {
  return recent.findIndex((entry) => sameRecipe(candidate, entry));
}

/** The score of a candidate: higher is better. */
function scoreOf(candidate: Candidate, request: ChefRequest, recent: readonly RecentRecipe[], seed: number): number {
  let score = 0;
  for (const item of candidate.fit.used) {
    if (item.expiring) {
      const urgency = 3 - Math.min(3, Math.max(0, item.daysLeft ?? 3));
      score += (request.prioritizeExpiring ? 45 : 15) + 8 * urgency;
    } else if (item.abundant) {
      score += 16;
    } else {
      score += 5;
    }
  }
  const { required, matched, missing, shortages } = candidate.fit;
  score += 20 * (required === 0 ? 1 : matched / required);
  score -= 25 * missing.length;
  score -= 6 * shortages;

  const total = candidate.prepTime + candidate.cookTime;
  if (request.maxTotalMinutes !== null && minutesOf(candidate, request) > request.maxTotalMinutes) score -= 30;
  // Without a meal type (the one-click smart recipe), a dish to sit down to beats a snack.
  if (request.mealType === null) {
    if (candidate.mealTypes.includes('dinner') || candidate.mealTypes.includes('lunch')) score += 12;
    else if (!candidate.mealTypes.includes('breakfast')) score -= 15;
  }
  if (request.minTotalMinutes !== null && total < request.minTotalMinutes) score -= request.timeConstraint === 'elaborate' ? 20 : 6;

  if (request.difficulty !== null) {
    const gap = DIFFICULTIES.indexOf(candidate.difficulty) - DIFFICULTIES.indexOf(request.difficulty);
    score += gap === 0 ? 8 : gap > 0 ? -20 * gap : -4 * -gap;
  }

  const lean = (request.creativity - 5.5) * 7;
  score += candidate.kind === 'book' ? -lean : lean;
  if (candidate.pairing) score += 8;

  // Recently generated dishes step aside for a while: strongly at first, less as they age.
  const seen = recentIndex(candidate, recent);
  if (seen > 0) score -= Math.max(15, 100 - 20 * seen);

  return score + 8 * unitFor(seed, candidate.offlineId);
}

const DAY_WORDS = (days: number | null): string => (days === 0 ? 'today' : days === 1 ? 'tomorrow' : `within ${days ?? 3} days`);

function whyNote(candidate: Candidate, request: ChefRequest, restrictions: Restrictions, relaxed: readonly Relaxation[], repeated: boolean): string {
  const parts: string[] = [];
  const expiring = candidate.fit.used.filter((item) => item.expiring);
  const abundant = candidate.fit.used.filter((item) => item.abundant && !item.expiring);
  if (expiring.length > 0) {
    const soonest = Math.min(...expiring.map((item) => item.daysLeft ?? 3));
    const names = expiring.slice(0, 3).map((item) => item.label);
    parts.push(`Uses up ${joinWords(names)}${expiring.length > 3 ? ` and ${expiring.length - 3} more` : ''} before ${expiring.length === 1 ? 'it expires' : 'they expire'} (the first ${DAY_WORDS(soonest)}).`);
  } else if (abundant.length > 0) {
    parts.push(`Makes good use of your plentiful ${joinWords(abundant.slice(0, 3).map((item) => item.label))}.`);
  } else if (candidate.fit.used.length > 0) {
    parts.push(`Made from what you have on hand: ${joinWords(candidate.fit.used.slice(0, 3).map((item) => item.label))}.`);
  }
  if (candidate.fit.missing.length > 0) {
    const missing = candidate.fit.missing;
    const named = missing.length > 4 ? [...missing.slice(0, 3), `${missing.length - 3} more`] : missing;
    parts.push(`You will need ${missing.length === 1 ? 'one more item' : `${missing.length} more items`}: ${joinWords(named)}.`);
  } else if (request.onlyUseOnHand || candidate.fit.used.length > 0) {
    parts.push('No shopping needed.');
  }
  const respected: string[] = [...restrictions.diets];
  if (restrictions.allergens.size > 0) respected.push(`free of ${joinWords([...restrictions.allergens])}`);
  if (respected.length > 0) parts.push(`${capitalize(joinWords(respected))}, as you asked.`);
  if (relaxed.includes('mealType') && request.mealType) parts.push(`Nothing on hand suits ${request.mealType}, so this is the closest fit.`);
  if (relaxed.includes('cuisine') && request.cuisine) parts.push(`No ${capitalize(request.cuisine)} dish fits what you have, so this one is ${capitalize(candidate.cuisine)}.`);
  if (relaxed.includes('time') && request.maxTotalMinutes !== null) {
    parts.push(`Nothing fits in ${request.maxTotalMinutes} minutes; this takes about ${minutesOf(candidate, request)}.`);
  }
  if (candidate.kind === 'book' && request.creativity <= 3) parts.push('A classic from the Sous recipe book.');
  if (candidate.pairing) parts.push(`${creativityLabel(request.creativity)} twist: ${candidate.pairing.label}.`);
  if (repeated) parts.push('It is the only dish your ingredients allow right now.');
  return parts.join(' ');
}

function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Generates one recipe for a POST /api/recipes/generate body (smart or customize) from the
 * household's inventory, without any network or model. Throws OfflineChefError when nothing can be
 * made (empty inventory, or restrictions that rule out everything on hand).
 */
export function generateOfflineRecipe(body: OfflineRecipeRequest, context: OfflineChefContext): OfflineRecipe {
  return generateFromRequest(normalizeRequest(body), context);
}

/** The same, for a request already normalised with `normalizeRequest`. */
export function generateFromRequest(request: ChefRequest, context: OfflineChefContext): OfflineRecipe {
  const restrictions = readRestrictions({
    userDiets: context.dietaryRestrictions,
    userAllergens: context.allergens,
    foodsToAvoid: context.foodsToAvoid,
    requestRestrictions: request.dietaryRestrictions,
  });
  const seed = seedOf(request, context);
  const pantry = readPantry(context.inventory, {
    today: context.today,
    restrictions,
    prioritizeExpiring: request.prioritizeExpiring,
    hintedExpiring: request.hintedExpiring,
    hintedAbundant: request.hintedAbundant,
    seed,
  });
  const allowed = pantry.filter((item) => item.allowed);
  if (request.onlyUseOnHand && pantry.length === 0) throw new OfflineChefError('empty-inventory');
  if (request.onlyUseOnHand && allowed.length === 0) throw new OfflineChefError('everything-excluded');

  const indexed = indexPantry(allowed);
  const reader = new LineReader();
  const recent = context.recentRecipes ?? [];
  const kitchen = context.equipment;
  const all = [
    ...bookCandidates(context.book ?? RECIPE_BOOK, request, restrictions, indexed, reader),
    ...templateCandidates(request, restrictions, allowed, indexed, reader, seed),
  ].filter((candidate) => kitchen === undefined || missingEquipment(requiredEquipment(candidate.instructions), kitchen).length === 0);
  // The last recipe is left out, and so is anything sharing its title (another composition of it).
  const last = recent[0];
  const lastTitles = new Set(last === undefined ? [] : all.filter((candidate) => sameRecipe(candidate, last)).map((candidate) => dishKey(candidate.title)));
  const fresh = last === undefined ? all : all.filter((candidate) => !sameRecipe(candidate, last) && !lastTitles.has(dishKey(candidate.title)));
  const repeated = fresh.length === 0 && all.length > 0;
  const pool = byCreativity(narrow(repeated ? all : fresh, request), request);
  if (pool.length === 0) {
    throw new OfflineChefError(allowed.length === 0 ? 'everything-excluded' : pantry.length === 0 ? 'empty-inventory' : 'nothing-cookable');
  }

  const scored = pool
    .map((candidate) => ({ candidate, score: scoreOf(candidate, request, recent, seed) }))
    .sort((a, b) => b.score - a.score || a.candidate.offlineId.localeCompare(b.candidate.offlineId));
  const chosen = scored[0].candidate;
  return toRecipe(chosen, request, restrictions, relaxationsOf(chosen, request), repeated);
}

function toRecipe(candidate: Candidate, request: ChefRequest, restrictions: Restrictions, relaxed: readonly Relaxation[], repeated: boolean): OfflineRecipe {
  const fitting = dietsFitting(candidate.flags);
  const stated = candidate.kind === 'book' ? candidate.statedDiets.filter((diet) => fitting.includes(diet)) : fitting;
  const dietTags = [...new Set([...stated, ...[...restrictions.diets].filter((diet) => fitting.includes(diet))])];
  const mealType = request.mealType && candidate.mealTypes.includes(request.mealType) ? request.mealType : candidate.mealTypes[0];
  return {
    offlineId: candidate.offlineId,
    kind: candidate.kind,
    title: candidate.title,
    description: candidate.description,
    prepTime: candidate.prepTime,
    cookTime: candidate.cookTime,
    servings: request.servings,
    ingredients: [...candidate.fit.ingredients],
    instructions: [...candidate.instructions],
    usedIngredients: candidate.fit.used.map((item) => item.name),
    missingIngredients: [...candidate.fit.missing],
    cuisine: candidate.cuisine,
    mealType,
    difficulty: candidate.difficulty,
    dietTags,
    allergens: allergensIn(candidate.flags),
    expiringItemsUsed: candidate.fit.used.filter((item) => item.expiring).length,
    abundantItemsUsed: candidate.fit.used.filter((item) => item.abundant && !item.expiring).length,
    source: 'offline',
    why: whyNote(candidate, request, restrictions, relaxed, repeated),
  };
}
