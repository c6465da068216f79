/**
 * The offline chef's recipe engine: chooses before it composes. Dishes of the Sous recipe book
 * come first; templates composed of on-hand items fill in where no book dish fits, and each
 * template draft is held to the recipe linter of @sous/kitchen (one main protein, fruit only where
 * wanted, prep and counts that fit the food).
 *
 * 1. Diet, allergens and foods to avoid are hard filters on every line and every item used.
 * 2. With onlyUseOnHand, nothing may be missing except pantry staples; a book dish may leave out
 *    up to two herbs or spices the household lacks, and its note says which. Lines to serve, to
 *    garnish or to taste never block a dish, and up to two lines it lacks are swapped for items on
 *    hand where the substitution table vouches for it (substitute.ts; 'Uses lemon juice instead of
 *    lime juice'). Without onlyUseOnHand, a book dish that lacks at most two non-key ingredients
 *    still counts as the book's (they are listed as missing).
 * 3. Meal type, cuisine, level and time narrow the field; when nothing fits, as few of cuisine,
 *    level and time as it takes are relaxed (meal type last), and the note says so. A template is
 *    called by a cuisine only when it is one by nature or tastes of it.
 * 4. The rest is a score in bands (see scoreOf): a dish that uses an expiring item beats one that
 *    does not; then variety (nothing of the last five presses while another dish in the same band
 *    exists); then how many expiring items it uses; then a book dish before any template
 *    (BOOK_FIRST); then abundance, the request, missing and short ingredients, difficulty and
 *    creativity.
 * 5. Everything is deterministic: the seed comes from the inputs, and the last recipe generated is
 *    never chosen again while anything else fits.
 */
import { creativityLabel, foodKey, formatCookingQuantity, isPantryStaple, lintErrors, namesMatch, readIngredientLine, scaleIngredientLines, singularize, type RecipeMealType } from '@sous/kitchen';
import { recipeBook } from './book/index.js';
import { missingEquipment, requiredEquipment } from '@sous/kitchen';
import { allergensIn, dietsFitting, flagsOfLines, readRestrictions, restrictionViolation, restrictionViolationOf, type Restrictions } from './diet.js';
import { countableLines } from './counts.js';
import { OfflineChefError } from './errors.js';
import { LineReader, fitLines, indexPantry, ingredientName, type IndexedItem, type LineFit } from './evaluate.js';
import type { FoodFlag } from './foods.js';
import { readPantry, type PantryItem } from './pantry.js';
import { normalizeRequest } from './request.js';
import { generator, hashString, unitFor } from './seed.js';
import { swapsOver, type Swap, type Swapper } from './substitute.js';
import { cookingInventory, useUpLeftoversNote } from './leftovers.js';
import { TEMPLATES, type RecipeTemplate, type TemplateDraft } from './templates/index.js';
import { flavorHits, isPlural, tastesOf, titleOf } from './templates/kit.js';
import { plausibilityProblems } from './plausibility.js';
import { mealCanStandIn, suits, type Taste } from './taste.js';
import { withSeasoningLines } from './steps-lines.js';
import { inBatches, madeWhole, servedFor, smallerDish } from './batches.js';
import { fitStaples, isOilName, stepsForOtherOil } from './on-hand-staples.js';
import {
  CUISINES,
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
  cuisine: Cuisine | null;
  instructions: readonly string[];
  statedDiets: readonly DietTag[];
  fit: LineFit;
  flags: Set<FoodFlag>;
  pairing: PantryItem | null;
  /** A book dish that lacks at most two ingredients, none of them one it is named after or its protein. */
  nearlyOnHand: boolean;
  /** The template that composed it ('skillet-stir-fry'), for variety between its compositions. */
  family: string;
  /** The frozen items it thaws first (a thaw step and its time were added). */
  thawed: PantryItem[];
  /** Foods of the recipe it is cooked without (dropped herbs, optional lines the household lacks). */
  leftOut: string[];
  /** Which side of the menu it is on, for a meal served in place of the one asked (taste.ts). */
  taste: Taste;
  /** Oil the inventory does not list, kept in the dish as a last resort (see onHandStaples). */
  assumed?: string[];
  /** The servings it is made for when that is not the request's: a book dish made whole (batches.ts madeWhole). */
  servings?: number;
}

type Relaxation = 'cuisine' | 'difficulty' | 'time' | 'mealType';

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
  return hashString(
    JSON.stringify({ request, inventory, today: context.today, recent: (context.recentRecipes ?? []).slice(0, 5), variation: context.variation ?? null }),
  );
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
  const swapsFor = swapsOver(pantry, reader);
  for (const recipe of book) {
    if (restrictionViolation(recipe.ingredients, restrictions) !== null) continue;
    // A pie or a tray of ramekins is made whole: scaled down, its steps would read wrong.
    const whole = madeWhole(recipe, request.servings);
    const servings = whole ? recipe.servings : request.servings;
    const lines = scaledLines(recipe, servings);
    const fit = fitBook(recipe, lines, request, pantry, reader, swapsFor(recipe.title));
    if (fit === null || (request.onlyUseOnHand && fit.dropped.length > MAX_DROPPED)) continue;
    if (fit.swaps.length > 0 && restrictionViolation(fit.ingredients, restrictions) !== null) continue;
    // 'Crisp Pita Chips with Sumac and Oregano' without sumac and oregano is another dish.
    if (fit.dropped.some((name) => isKeyIngredient(name, recipe.title))) continue;
    const flags = flagsOf(fit.ingredients, fit.used);
    if (restrictionViolationOf(flags, [], restrictions) !== null) continue;
    const batched = inBatches(recipe, servings);
    const authored = batched?.instructions ?? servedFor(smallerDish(recipe.instructions, recipe.servings, servings), recipe.servings, servings);
    const steps = fit.swaps.length > 0 ? swappedSteps(authored, fit.swaps) : authored;
    candidates.push({
      offlineId: `book:${recipe.id}`,
      kind: 'book',
      title: recipe.title,
      description: recipe.description,
      prepTime: recipe.prepTime,
      cookTime: batched?.cookTime ?? recipe.cookTime,
      difficulty: recipe.difficulty,
      mealTypes: recipe.mealTypes,
      cuisine: recipe.cuisine,
      instructions: fit.dropped.length > 0 || fit.ingredients.length < lines.length ? stepsWithout(steps, leftOutOf(lines, fit)) : steps,
      statedDiets: recipe.dietTags,
      fit,
      flags,
      pairing: null,
      nearlyOnHand: fit.missing.length <= MAX_MISSING_FOR_BOOK && fit.missing.every((name) => !isKeyIngredient(name, recipe.title)),
      family: `book:${recipe.id}`,
      thawed: [],
      leftOut: leftOutOf(lines, fit),
      taste: bookTaste(recipe.mealTypes),
      ...(whole ? { servings } : {}),
    });
  }
  return candidates;
}

/** A book dish's side of the menu: a dessert is sweet, a lunch or dinner savoury, breakfasts and snacks either. */
function bookTaste(meals: readonly RecipeMealType[]): Taste {
  if (meals.includes('dessert')) return 'sweet';
  return meals.includes('lunch') || meals.includes('dinner') ? 'savoury' : 'either';
}

/**
 * How a book dish fits the kitchen, swapping lines it lacks for items on hand where the kitchen
 * knowledge says that works. A swap that would break a rule of the recipe linter (a second
 * protein family, a fruit in a savoury dish) is not made: the dish is judged without swaps then.
 */
function fitBook(recipe: BookRecipe, lines: readonly string[], request: ChefRequest, pantry: readonly IndexedItem[], reader: LineReader, swap: Swapper): LineFit | null {
  const fit = request.onlyUseOnHand ? fitLines(lines, pantry, reader, true, true, swap) : fitLines(lines, pantry, reader, false, false, swap);
  if (fit === null || fit.swaps.length === 0 || lintsClean(recipe, fit.ingredients)) return fit;
  return request.onlyUseOnHand ? fitLines(lines, pantry, reader, true, true) : fitLines(lines, pantry, reader, false);
}

const LINTED = new Map<string, boolean>();

/** Whether a book dish's lines (with a swap) pass the linter; cached, since the same swaps come back on every press. */
function lintsClean(recipe: BookRecipe, ingredients: readonly string[]): boolean {
  const key = `${recipe.id}\n${ingredients.join('\n')}`;
  let clean = LINTED.get(key);
  if (clean === undefined) {
    clean = lintErrors({ title: recipe.title, ingredients, mealTypes: recipe.mealTypes, design: recipe.design }).length === 0;
    if (LINTED.size >= 10_000) LINTED.clear();
    LINTED.set(key, clean);
  }
  return clean;
}

/** The steps with the swapped food named as it is now ('Stir in the raisins' → 'Stir in the dried cranberries'). */
function swappedSteps(steps: readonly string[], swaps: readonly Swap[]): string[] {
  return steps.map((step) =>
    swaps.reduce(
      (text, swap) =>
        text.replace(new RegExp(`\\b${escapeRegExp(swap.from)}(s?)\\b`, 'gi'), (found: string, plural: string) => {
          const to = plural && !swap.to.endsWith('s') ? `${swap.to}s` : swap.to;
          return found.charAt(0) === found.charAt(0).toUpperCase() ? capitalize(to) : to;
        }),
      step,
    ),
  );
}

/** The foods of the lines a dish is cooked without: dropped herbs and spices, optional lines the household lacks. */
function leftOutOf(lines: readonly string[], fit: LineFit): string[] {
  const kept = new Set(fit.ingredients);
  const swapped = new Set(fit.swaps.map((swap) => swap.from.toLowerCase()));
  const left = lines.filter((line) => !kept.has(line)).map((line) => ingredientName(line).toLowerCase());
  return [...new Set([...fit.dropped, ...left])].filter((name) => name !== '' && !swapped.has(name));
}

/**
 * The steps without the foods the dish is cooked without: a sentence that only serves or garnishes
 * with them goes, elsewhere the food leaves its list ('Whisk the eggs, milk and vanilla' → 'Whisk
 * the eggs and milk'). The plausibility gate checks that none is left.
 */
export function stepsWithout(steps: readonly string[], foods: readonly string[]): string[] {
  if (foods.length === 0) return [...steps];
  // A step calls vanilla extract 'the vanilla': the flavour's own word goes with it.
  const spoken = foods.flatMap((food) => (/ (?:extract|essence)$/i.test(food) ? [food, food.replace(/ (?:extract|essence)$/i, '')] : [food]));
  const names = spoken.map((food) => `(?:the |a |some |a little |a pinch of |a few )?(?:fresh |dried |ground |chopped )?${escapeRegExp(food)}(?:e?s)?`);
  const any = new RegExp(`\\b(?:${names.join('|')})\\b`, 'i');
  return steps
    .map((step) =>
      step
        .split(/(?<=[.;!])\s+/)
        .filter((sentence) => !(any.test(sentence) && /^\s*(?:serve|garnish|sprinkle|top|drizzle|scatter|finish|dust|pass)\b/i.test(sentence)))
        .map((sentence) => {
          let text = sentence;
          for (const name of names) {
            const food = `(?:${name})`;
            text = text
              .replace(new RegExp(`,?\\s+(?:and|or|plus)\\s+${food}\\b`, 'gi'), '')
              // 'finish with X, flaky salt' keeps its 'with' when X leaves a list
              .replace(new RegExp(`,?\\s+with\\s+${food}\\b(?!,)`, 'gi'), '')
              .replace(new RegExp(`\\bwith\\s+${food},\\s*`, 'gi'), 'with ')
              .replace(new RegExp(`\\b${food},\\s*`, 'gi'), '')
              .replace(new RegExp(`,\\s*${food}\\b`, 'gi'), '')
              .replace(new RegExp(`\\b${food}\\s+(?:and|or)\\s+`, 'gi'), '');
          }
          return text;
        })
        .join(' ')
        .trim(),
    )
    .filter((step) => step !== '');
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Beyond two missing ingredients a book dish is a shopping trip, not a dish from the kitchen. */
const MAX_MISSING_FOR_BOOK = 2;

/** An ingredient a dish cannot do without: its protein, or a food it is named after. */
function isKeyIngredient(name: string, title: string): boolean {
  if (readIngredientLine(name).food?.role === 'protein') return true;
  const titleWords = new Set(foodKey(title).split(' '));
  return foodKey(name)
    .split(' ')
    .some((word) => word.length > 2 && titleWords.has(word));
}

/**
 * A book dish still works without a herb or two and a spice it lacks (the note says which), not
 * without three.
 */
const MAX_DROPPED = 2;

/** The pantry with the items a recent dish was named after moved to the back, in the same order otherwise. */
function lastItemsLast(pantry: readonly PantryItem[], last: RecentRecipe): PantryItem[] {
  const words = new Set(referencesOf(last).flatMap((reference) => reference.split(/[^a-z0-9]+/)));
  const named = (item: PantryItem): boolean => dishKey(item.label).split(' ').every((word) => word !== '' && words.has(word));
  return [...pantry.filter((item) => !named(item)), ...pantry.filter(named)];
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
    lines = countableLines(scaleIngredientLines(recipe.ingredients, recipe.servings, servings));
    if (SCALED.size >= 10_000) SCALED.clear();
    SCALED.set(key, lines);
  }
  return lines;
}

/** Words of a cuisine that other cuisines share (lemon, parsley, cumin): two of them, or one of its own, make it. */
const SHARED_FLAVOR = new Set(['lemon', 'lime', 'parsley', 'oregano', 'cilantro', 'paprika', 'cumin', 'mustard', 'dill', 'chive', 'thyme', 'rosemary', 'cayenne', 'cinnamon', 'coriander', 'olive', 'wine vinegar', 'red pepper', 'hot sauce', 'chili powder']);
/** Foods and techniques that make a dish of a cuisine by nature: pasta is Italian, a tortilla Mexican. */
const TECHNIQUE: Readonly<Record<Cuisine, RegExp>> = {
  italian: /\b(?:pasta|spaghetti|penne|linguine|fettuccine|rigatoni|fusilli|farfalle|orzo|risotto|arborio|pesto|polenta|gnocchi|prosciutto|marinara)\b/i,
  mexican: /\b(?:tortillas?|salsa|tortilla chips|jalape(?:n|ñ)os?|chipotle|enchilada|taco|refried|queso|masa)\b/i,
  asian: /\b(?:soy sauce|tamari|rice vinegar|sesame oil|hoisin|fish sauce|miso|gochujang|teriyaki|sriracha|oyster sauce|noodles?|tofu|kimchi|ginger)\b/i,
  indian: /\b(?:curry|garam masala|turmeric|paneer|ghee|basmati|dal|naan|cardamom|masala|fenugreek)\b/i,
  mediterranean: /\b(?:feta|chickpeas?|tahini|hummus|pita|za.?atar|sumac|halloumi|kalamata|harissa|bulgur|couscous)\b/i,
  french: /\b(?:gruy(?:e|è)re|dijon|herbes de provence|tarragon|shallots?|cr(?:e|è)me fra(?:i|î)che|brie|baguette|white wine)\b/i,
  american: /\b(?:ketchup|bbq|barbecue|ranch|buffalo|old bay|cajun|worcestershire|hamburger|hot dog)\b/i,
};
/**
 * Foods that lean a dish toward a cuisine without making it one: a cumin flatbread with mozzarella
 * is not Italian (issue 31's blind read). They count when no other cuisine's flavour speaks louder.
 */
const LEANING: Partial<Readonly<Record<Cuisine, RegExp>>> = {
  italian: /\b(?:parmesan|mozzarella|ricotta)\b/i,
  american: /\b(?:cheddar|bacon|maple syrup)\b/i,
};

/**
 * The starch that sets a dish in a cuisine: a soup of pasta is not Indian for its curry powder, nor
 * a quinoa bowl Mexican for its hot sauce and lime (issue 31's blind read).
 */
const STARCH: Partial<Readonly<Record<Cuisine, RegExp>>> = {
  italian: /\b(?:pasta|spaghetti|penne|linguine|fettuccine|rigatoni|fusilli|farfalle|orzo|gnocchi|polenta|risotto|arborio|macaroni)\b/i,
  mexican: /\b(?:tortillas?|tortilla chips|masa)\b/i,
  asian: /\b(?:rice noodles|ramen|udon|soba|glass noodles|rice vermicelli)\b/i,
  indian: /\b(?:naan|basmati|roti|chapati)\b/i,
  mediterranean: /\b(?:pita|couscous|bulgur)\b/i,
  french: /\b(?:baguette)\b/i,
};
/** Fruit on the plate: a board of apples and mozzarella is not Italian for its cheese. */
const FRUIT = /\b(?:apples?|pears?|berries|strawberries|blueberries|raspberries|bananas?|grapes|peach(?:es)?|mangoe?s?|oranges?|pineapple|melon|maple syrup|honey)\b/i;

/** Whether lines carry a cuisine: a food or technique of it, one flavour of its own, or two it shares. */
export function dishIsOf(lines: readonly string[], cuisine: Cuisine): boolean {
  const text = lines.join('\n').toLowerCase();
  const others = CUISINES.filter((other) => other !== cuisine);
  // Another cuisine's starch and none of its own: the spice does not move the dish.
  if (STARCH[cuisine]?.test(text) !== true && others.some((other) => STARCH[other]?.test(text) === true)) return false;
  if (TECHNIQUE[cuisine].test(text)) return true;
  const hits = flavorHits(lines, cuisine);
  if (hits.some((word) => !SHARED_FLAVOR.has(word))) return true;
  // Parmesan (another cuisine's cheese) outweighs two flavours every cuisine shares.
  const otherLeaning = others.some((other) => LEANING[other]?.test(text) === true);
  if (hits.length >= 2 && !otherLeaning) return true;
  if (LEANING[cuisine]?.test(text) !== true || otherLeaning || FRUIT.test(text)) return false;
  // Parmesan with lemon is Italian; mozzarella with cumin is not.
  return hits.length > 0 || !others.some((other) => flavorHits(lines, other).length > 0);
}

/**
 * The cuisine a composed dish may be called: the one asked for or drawn when the dish carries it,
 * else the template's first one it carries, else none (a stir-fry of beans and apple is no cuisine).
 */
function honestCuisine(lines: readonly string[], drawn: Cuisine, template: RecipeTemplate, request: ChefRequest): Cuisine | null {
  const order = [request.cuisine, drawn, ...template.cuisines].filter((cuisine): cuisine is Cuisine => cuisine !== null);
  return order.find((cuisine) => dishIsOf(lines, cuisine)) ?? null;
}

function templateCuisine(template: RecipeTemplate, request: ChefRequest, random: () => number): Cuisine {
  if (request.cuisine && template.cuisines.includes(request.cuisine)) return request.cuisine;
  if (!request.cuisine && request.creativity > 7 && template.cuisines.length > 1) {
    return template.cuisines[Math.floor(random() * template.cuisines.length)];
  }
  return template.cuisines[0];
}

/** The meal a dish is served as: the one asked for when the dish is one, else its first. */
function servedMeal(mealTypes: readonly RecipeMealType[], request: ChefRequest): RecipeMealType {
  return request.mealType && mealTypes.includes(request.mealType) ? request.mealType : mealTypes[0];
}

/** How many times a template composes again without the items the linter objected to. */
const LINT_RETRIES = 3;

/**
 * A template's draft that passes the recipe linter: when a line breaks a rule (a second main
 * protein, peas to slice, strawberries in a salad), the items of that line are set aside and the
 * template composes again. Null when no clean draft can be made.
 */
function lintedDraft(
  template: RecipeTemplate,
  order: readonly PantryItem[],
  meal: RecipeMealType,
  request: ChefRequest,
  restrictions: Restrictions,
  seed: number,
  variant: number,
): TemplateDraft | null {
  // Only foods of the dish's taste: no ice cream in a frittata, no onion in a crisp.
  let pantry = order.filter((item) => suits(template.taste ?? 'savoury', item));
  for (let attempt = 0; attempt < LINT_RETRIES; attempt++) {
    const random = generator(seed ^ hashString(`${template.id}:${variant}`));
    const cuisine = templateCuisine(template, request, random);
    const draft = template.build({
      pantry,
      servings: request.servings,
      cuisine,
      creativity: request.creativity,
      onlyUseOnHand: request.onlyUseOnHand,
      restrictions,
      random,
    });
    if (!draft) return null;
    const pairingTitle = draft.pairing ? titleOf([draft.pairing], 1) : null;
    if (pairingTitle && !draft.title.includes(pairingTitle)) draft.title = `${draft.title} with ${pairingTitle}`;
    draft.ingredients = withSeasoningLines(countableLines(draft.ingredients), draft.instructions);
    // Honesty: a dish is only called Mexican (or Italian…) when it tastes of it or is one by nature.
    if (draft.cuisine !== template.cuisines[0] && !tastesOf(draft.ingredients, draft.cuisine)) draft.cuisine = template.cuisines[0];
    const errors = lintErrors({ title: draft.title, ingredients: draft.ingredients, mealTypes: [meal] });
    if (errors.length === 0) return draft;
    const faulty = new Set(pantry.filter((item) => errors.some((error) => error.line !== undefined && error.line.toLowerCase().includes(item.label))));
    if (faulty.size === 0) return null;
    pantry = pantry.filter((item) => !faulty.has(item));
  }
  return null;
}

function templateCandidates(
  request: ChefRequest,
  restrictions: Restrictions,
  allowed: readonly PantryItem[],
  pantry: readonly IndexedItem[],
  reader: LineReader,
  seed: number,
  recent: readonly RecentRecipe[],
): Candidate[] {
  const candidates = new Map<string, Candidate>();
  const orders = [allowed, reshuffled(allowed, seed + 1)];
  // A third order puts the foods the last dish was named after at the back, so a kitchen with
  // little in it still composes something else on the next press.
  const last = recent[0];
  if (last !== undefined) orders.push(lastItemsLast(allowed, last));
  for (const template of TEMPLATES) {
    const meal = servedMeal(template.mealTypes, request);
    orders.forEach((order, variant) => {
      const draft = lintedDraft(template, order, meal, request, restrictions, seed, variant);
      if (!draft) return;
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
        family: `template:${template.id}`,
        thawed: [],
        leftOut: [],
        taste: template.taste ?? 'savoury',
        title: draft.title,
        description: draft.description,
        prepTime: draft.prepTime,
        cookTime: draft.cookTime,
        difficulty: template.difficulty,
        mealTypes: template.mealTypes,
        cuisine: honestCuisine(fit.ingredients, draft.cuisine, template, request),
        instructions: draft.instructions,
        statedDiets: [],
        fit,
        flags,
        pairing: draft.pairing,
        nearlyOnHand: false,
      });
    });
  }
  return [...candidates.values()];
}

const fitsMealType = (candidate: Candidate, request: ChefRequest): boolean => request.mealType === null || candidate.mealTypes.includes(request.mealType);
const fitsCuisine = (candidate: Candidate, request: ChefRequest): boolean => request.cuisine === null || candidate.cuisine === request.cuisine;
/**
 * Time is the whole recipe (prep + cook), for the smart body's maxCookingTime as for the customize
 * dialog's windows: a cook who pressed "30 minutes" means on the table in 30 minutes (issue 31's
 * blind read counted a 16 + 24 minute soup as the limit broken). Over it, another dish is chosen,
 * or the note says how long this one takes.
 */
const minutesOf = (candidate: Candidate, _request: ChefRequest): number => candidate.prepTime + candidate.cookTime;
const overTime = (candidate: Candidate, request: ChefRequest): boolean => request.maxTotalMinutes !== null && minutesOf(candidate, request) > request.maxTotalMinutes;
/**
 * A Smart Recipe press asks for expiring food first and a time second: its limit is weighed in the
 * score (and said in the note when broken), not a filter that would pass over the expiring sweet
 * potato for a quicker dish of something else. A Customize window is a filter.
 */
const fitsTime = (candidate: Candidate, request: ChefRequest): boolean =>
  (request.kind === 'smart' || !overTime(candidate, request)) &&
  // 'Elaborate' is a promise of a long cook (over 45 minutes); 'moderate' only caps the time.
  (request.timeConstraint !== 'elaborate' || request.minTotalMinutes === null || candidate.prepTime + candidate.cookTime >= request.minTotalMinutes);
/** The level asked for, exactly: a beginner dish is not what an advanced cook asked for, nor the reverse. */
const fitsDifficulty = (candidate: Candidate, request: ChefRequest): boolean => request.difficulty === null || candidate.difficulty === request.difficulty;

/**
 * The candidates that fit the request, relaxing as little as it takes: first the dishes that honour
 * the cuisine, the level and the time window, then those that miss one of the three, then two, then
 * all three; the meal type is relaxed last. Among dishes that miss as many, the cuisine gives way
 * first, then the level, and the time window last (a quick request is a promise about the evening).
 * Each pool in turn, so a pool whose dishes all fail the plausibility gate gives way to the next.
 */
const RELAXATION_ORDER: readonly (readonly Relaxation[])[] = [
  [],
  ['cuisine'],
  ['difficulty'],
  ['time'],
  ['cuisine', 'difficulty'],
  ['cuisine', 'time'],
  ['difficulty', 'time'],
  ['cuisine', 'difficulty', 'time'],
];

function narrowings(candidates: readonly Candidate[], request: ChefRequest): Candidate[][] {
  const pools: Candidate[][] = [];
  const ofMeal = candidates.filter((candidate) => fitsMealType(candidate, request));
  const missed = (candidate: Candidate): string =>
    [!fitsCuisine(candidate, request) && 'cuisine', !fitsDifficulty(candidate, request) && 'difficulty', !fitsTime(candidate, request) && 'time'].filter(Boolean).join(' ');
  for (const relaxed of RELAXATION_ORDER) {
    const pool = ofMeal.filter((candidate) => missed(candidate) === relaxed.join(' '));
    if (pool.length > 0) pools.push(pool);
  }
  // The meal relaxed last, and only to a dish on the same side of the menu (no tacos for dessert).
  // A dish of the other side comes only when nothing on this side can be made, and the note says so.
  const standIns = candidates.filter((candidate) => mealCanStandIn(request.mealType, candidate.taste));
  if (ofMeal.length < standIns.length) pools.push(standIns);
  if (standIns.length < candidates.length) pools.push([...candidates]);
  return pools;
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
  if (!fitsDifficulty(candidate, request)) relaxed.push('difficulty');
  if (!fitsTime(candidate, request) || overTime(candidate, request)) relaxed.push('time');
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

/**
 * The score is ordered in bands, each worth more than everything below it together:
 * 1. uses an expiring item at all: a dish that uses one beats one that does not;
 * 2. not generated in the last few presses: variety, among dishes of the same band 1;
 * 3. how many expiring items it uses (capped, so a list of expiring staples does not drown the rest);
 * 4. everything else: abundance, the request, book before template, missing items, creativity.
 */
/** Each food the request named (its expiringItems, its ingredients) that the dish uses: above everything else. */
const USES_NAMED = 200_000;
const USES_EXPIRING = 100_000;
const RECENT_PENALTY = 50_000;
/**
 * A dessert-only dish for a Smart Recipe press: below any meal that uses what is expiring (more than
 * the expiring tiers and band 4 can add up to), and never enough to turn a variety order around (a
 * repeat's least penalty, 30,000, less the family penalty, 20,000).
 */
const DESSERT_ON_SMART = 9_000;
/**
 * A board or a smoothie for a Smart Recipe press: the "what do we eat" button is answered with a
 * plate of food, not a platter of cut fruit and cheese or a drink (issue 31's second blind read),
 * unless it saves more of what is expiring than a meal would by two items or more.
 */
const PLATTER_ON_SMART = 1_500;
const PLATTERS = new Set(['template:snack-board', 'template:smoothie']);
const EXPIRING_TIER = 1000;
const EXPIRING_TIER_CAP = 4;
/**
 * Choose before you compose: a book dish the kitchen can make (or make with one or two non-key
 * ingredients bought) beats a template that uses as many expiring items, whatever band 4's other
 * terms say (they rarely add up to as much). It does not beat a composition that uses more of what is
 * expiring: saving the chicken and the peppers comes before cooking from the book.
 */
const BOOK_FIRST = 300;
/** A template composed in the last few presses: worth less than a new dish, more than a lost expiring item. */
const FAMILY_PENALTY = 20_000;

const FAMILIES = new WeakMap<readonly RecentRecipe[], Set<string>>();
/** The templates of the recent recipes ('template:skillet-stir-fry'), from their offline ids. */
function recentFamilies(recent: readonly RecentRecipe[]): Set<string> {
  let families = FAMILIES.get(recent);
  if (!families) {
    families = new Set(
      recent
        .slice(0, VARIETY_WINDOW)
        .map((entry) => (typeof entry === 'string' ? entry : (entry.offlineId ?? '')))
        .filter((id) => id.startsWith('template:'))
        .map((id) => id.split(':').slice(0, 2).join(':')),
    );
    FAMILIES.set(recent, families);
  }
  return families;
}

/** The presses a title stays away after it was generated (the last one is never repeated at all). */
const VARIETY_WINDOW = 5;

/**
 * Whether a book dish takes precedence over templates: it is cookable from the kitchen (or nearly,
 * see nearlyOnHand), the request is not Experimental, and it is no harder than the difficulty
 * asked for (a harder dish must earn its place on the other terms).
 */
function bookFirst(candidate: Candidate, request: ChefRequest): boolean {
  if (candidate.kind !== 'book' || request.creativity > 7) return false;
  if (candidate.fit.missing.length > 0 && !candidate.nearlyOnHand) return false;
  return request.difficulty === null || DIFFICULTIES.indexOf(candidate.difficulty) <= DIFFICULTIES.indexOf(request.difficulty);
}

/** The score of a candidate: higher is better. */
function scoreOf(candidate: Candidate, request: ChefRequest, recent: readonly RecentRecipe[], seed: number): number {
  const expiring = candidate.fit.used.filter((item) => item.expiring).length;
  const named = candidate.fit.used.filter((item) => item.named).length;
  let score = USES_NAMED * named + (expiring > 0 ? USES_EXPIRING : 0) + EXPIRING_TIER * Math.min(EXPIRING_TIER_CAP, expiring);
  if (bookFirst(candidate, request)) score += BOOK_FIRST;
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
  score -= 4 * candidate.fit.staplesToBuy.length;
  // A frozen protein must thaw first: fine for a long dish, a poor answer to a quick one.
  if (candidate.thawed.length > 0) score -= request.maxTotalMinutes !== null ? 40 : 10;

  const total = candidate.prepTime + candidate.cookTime;
  // Over the time asked: a dish that fits beats it, more so the longer it runs over.
  if (overTime(candidate, request)) score -= 30 + 2 * (minutesOf(candidate, request) - (request.maxTotalMinutes ?? 0));
  // Without a meal type (the one-click smart recipe), a dish to sit down to beats a snack.
  if (request.mealType === null) {
    if (candidate.mealTypes.includes('dinner') || candidate.mealTypes.includes('lunch')) score += 12;
    else if (!candidate.mealTypes.includes('breakfast')) score -= 15;
    // The Smart Recipe press is the "what do we eat" button: a dessert-only dish (a sundae) answers
    // it only when no meal uses what is expiring (issue 31's self-read). Less than a recent dish's
    // penalty, so variety still holds.
    if (candidate.mealTypes.every((meal) => meal === 'dessert')) score -= DESSERT_ON_SMART;
    if (PLATTERS.has(candidate.family)) score -= PLATTER_ON_SMART;
  }
  // A board or a smoothie is a lunch only when nothing cooked or built fits (issue 31's fifth blind
  // read: "2 cups popcorn, 6 crackers, 1 apple and 2 oz turkey … is not a lunch").
  if (request.mealType === 'lunch' && PLATTERS.has(candidate.family)) score -= PLATTER_ON_SMART;
  if (request.minTotalMinutes !== null && total < request.minTotalMinutes) score -= request.timeConstraint === 'elaborate' ? 20 : 6;

  if (request.difficulty !== null) {
    const gap = DIFFICULTIES.indexOf(candidate.difficulty) - DIFFICULTIES.indexOf(request.difficulty);
    score += gap === 0 ? 8 : gap > 0 ? -20 * gap : -4 * -gap;
  }

  const lean = (request.creativity - 5.5) * 7;
  score += candidate.kind === 'book' ? -lean : lean;
  if (candidate.pairing) score += 8;

  // Recently generated dishes step aside for a while.
  const seen = recentIndex(candidate, recent);
  // Within the window the oldest comes back first, should one have to.
  if (seen > 0) score -= seen < VARIETY_WINDOW ? RECENT_PENALTY - 5000 * seen : 15;
  // Another composition of a recent template ('Beef and Mushroom Stir-Fry' after 'Chicken and
  // Mushroom Stir-Fry') steps aside too, a little less.
  else if (candidate.kind === 'template' && recentFamilies(recent).has(candidate.family)) score -= FAMILY_PENALTY;

  return score + 8 * unitFor(seed, candidate.offlineId);
}

const DAY_WORDS = (days: number): string => (days <= 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`);

/** 'which expire in 2 days', 'which expires tomorrow', 'which expire within 3 days' (in the card's words). */
function expiryClause(items: readonly PantryItem[]): string {
  const days = items.map((item) => item.daysLeft ?? 3);
  const verb = items.length === 1 && !isPlural(items[0].label) ? 'expires' : 'expire';
  const soonest = Math.min(...days);
  const latest = Math.max(...days);
  if (soonest === latest) return `which ${verb} ${DAY_WORDS(soonest)}`;
  return latest === 1 ? `which ${verb} today or tomorrow` : `which ${verb} within ${latest} days`;
}

function whyNote(
  candidate: Candidate,
  request: ChefRequest,
  restrictions: Restrictions,
  relaxed: readonly Relaxation[],
  repeated: boolean,
  recentlyServed: boolean,
): string {
  const parts: string[] = [];
  // The note credits only food the dish's lines name: no 'your plentiful noodles' in an omelette (issue 31's blind read).
  const lineNames = candidate.fit.ingredients.map((line) => ingredientName(line));
  // The line must name the item's own food, not only share a word with it: strawberries are not the strawberry jam.
  const headOf = (item: PantryItem): string => singularize(item.label.toLowerCase().split(' ').pop() ?? '');
  const inDish = (item: PantryItem): boolean =>
    lineNames.some((name) => name.toLowerCase().includes(item.label.toLowerCase()) || (namesMatch(name, item.name) && name.toLowerCase().includes(headOf(item))));
  const credited = candidate.fit.used.filter((item) => !isPantryStaple(item.name) && inDish(item));
  // 'Uses your salt, which expires today' is no reason to cook a dish either (issue 31's blind read).
  const expiring = credited.filter((item) => item.expiring);
  // 'Your plentiful salt' is no reason to cook a dish: staples are never what a dish is for.
  const abundant = credited.filter((item) => item.abundant && !item.expiring);
  if (expiring.length > 0) {
    const names = expiring.slice(0, 3).map((item) => item.label);
    parts.push(`Uses your ${joinWords(names)}${expiring.length > 3 ? ` and ${expiring.length - 3} more` : ''}, ${expiryClause(expiring)}.`);
  } else if (abundant.length > 0) {
    parts.push(`Makes good use of your plentiful ${joinWords(abundant.slice(0, 3).map((item) => item.label))}.`);
  } else if (credited.length > 0) {
    const foods = credited;
    parts.push(`Made from what you have on hand: ${joinWords(foods.slice(0, 3).map((item) => item.label))}.`);
  }
  for (const swap of candidate.fit.swaps) parts.push(swapSentence(swap));
  const toBuy = [...new Set([...candidate.fit.missing, ...candidate.fit.staplesToBuy])];
  if (toBuy.length > 0) {
    const missing = toBuy;
    const named = missing.length > 4 ? [...missing.slice(0, 3), `${missing.length - 3} more`] : missing;
    parts.push(`You will need ${missing.length === 1 ? 'one more item' : `${missing.length} more items`}: ${joinWords(named)}.`);
  } else if (candidate.assumed?.length) {
    parts.push('Your inventory lists no cooking oil or butter; the dish needs the little oil in its list, so add it to your inventory if you keep some.');
  } else if (request.onlyUseOnHand || candidate.fit.used.length > 0) {
    parts.push('No shopping needed.');
  }
  if (candidate.fit.dropped.length > 0) parts.push(`Leave out the ${joinWords(candidate.fit.dropped)}, which you do not have.`);
  if (candidate.servings !== undefined && candidate.servings !== request.servings) {
    parts.push(`It makes ${candidate.servings} servings, not ${request.servings}: made smaller, its pan and steps would not work, and the rest keeps for another day.`);
  }
  if (candidate.thawed.length > 0) {
    parts.push(`Thaw the ${joinWords(candidate.thawed.map((item) => item.label))} first (overnight in the fridge, or about an hour in cold water): the time includes it.`);
  }
  if (request.difficulty !== null && candidate.difficulty !== request.difficulty) {
    parts.push(`It is ${/^[aeiou]/.test(candidate.difficulty) ? 'an' : 'a'} ${candidate.difficulty} dish: the recipe book has no ${request.difficulty} dish that fits what you have.`);
  }
  const respected: string[] = [...restrictions.diets];
  if (restrictions.allergens.size > 0) respected.push(`free of ${joinWords([...restrictions.allergens])}`);
  if (respected.length > 0) parts.push(`${capitalize(joinWords(respected))}, as you asked.`);
  if (relaxed.includes('mealType') && request.mealType) parts.push(`Nothing on hand suits ${request.mealType}, so this is the closest fit.`);
  if (relaxed.includes('cuisine') && request.cuisine) {
    // 'so this one is Italian' read as a non-sequitur (issue 31's fifth blind read): say what was chosen instead.
    const instead = candidate.cuisine ? `${/^[aeiou]/i.test(candidate.cuisine) ? 'an' : 'a'} ${capitalize(candidate.cuisine)} one instead` : 'one of no particular cuisine instead';
    parts.push(`No ${capitalize(request.cuisine)} dish fits what you have, so here is ${instead}.`);
  }
  if (relaxed.includes('time') && request.kind === 'smart' && overTime(candidate, request)) {
    const why = candidate.fit.used.some((item) => item.expiring) ? ', to use what is expiring' : '';
    parts.push(`It takes about ${minutesOf(candidate, request)} minutes, more than the ${request.maxTotalMinutes} you asked for${why}.`);
  } else if (relaxed.includes('time') && request.maxTotalMinutes !== null && minutesOf(candidate, request) > request.maxTotalMinutes) {
    parts.push(`Nothing fits in ${request.maxTotalMinutes} minutes; this takes about ${minutesOf(candidate, request)}.`);
  }
  if (relaxed.includes('time') && request.timeConstraint === 'elaborate' && request.minTotalMinutes !== null && candidate.prepTime + candidate.cookTime < request.minTotalMinutes) {
    parts.push(`Nothing that takes over ${request.minTotalMinutes - 1} minutes fits what you have; this takes about ${candidate.prepTime + candidate.cookTime}.`);
  }
  if (candidate.kind === 'book' && request.creativity <= 3) parts.push('A classic from the Sous recipe book.');
  if (candidate.pairing) parts.push(`${creativityLabel(request.creativity)} twist: ${candidate.pairing.label}.`);
  if (repeated) parts.push('It is the only dish your ingredients allow right now.');
  else if (recentlyServed) parts.push('You had it recently, but nothing else uses what is expiring.');
  return parts.join(' ');
}

/** Which of the foods the request named the dish uses, which it leaves out, and which are not on hand at all. */
function namedOutcome(candidate: Candidate, request: ChefRequest, pantry: readonly PantryItem[]): { used: string[]; leftOut: string[]; absent: string[] } {
  const used = candidate.fit.used.filter((item) => item.named);
  const named = pantry.filter((item) => item.named && item.allowed);
  const leftOut = named.filter((item) => !used.includes(item));
  const absent = request.named.filter((name) => !pantry.some((item) => item.named && (namesMatch(name, item.name) || namesMatch(item.name, name))));
  return { used: used.map((item) => item.label), leftOut: [...new Set(leftOut.map((item) => item.label))], absent };
}

/** "I couldn't fit the bananas into a dinner; here is …": said first, when the dish leaves out a food the request named. */
function namedNote(leftOut: readonly string[], absent: readonly string[], candidate: Candidate, meal: RecipeMealType): string {
  const parts: string[] = [];
  if (absent.length > 0) parts.push(`You have no ${joinWords([...absent])} on hand that you can eat.`);
  if (leftOut.length > 0) {
    const article = /^[aeiou]/.test(meal) ? 'an' : 'a';
    parts.push(`I couldn't fit the ${joinWords([...leftOut])} into ${article} ${meal} with what you have; here is ${candidate.title} instead.`);
  }
  return parts.join(' ');
}

/** The steps of a kitchen with vegetable oil and no olive oil speak of 'the oil', and drizzle none (on-hand-staples.ts). */
function withOtherOil(candidate: Candidate): Candidate {
  const fitted = stepsForOtherOil(candidate.fit.ingredients, candidate.instructions);
  return fitted ? { ...candidate, instructions: fitted.instructions, fit: { ...candidate.fit, ingredients: fitted.ingredients } } : candidate;
}

/** Staples the household marks as always in stock are never to buy. */
function withStaples(candidate: Candidate, alwaysInStock: readonly string[]): Candidate {
  if (alwaysInStock.length === 0 || candidate.fit.staplesToBuy.length === 0) return candidate;
  const oil = /\boil\b|cooking spray/i;
  const staplesToBuy = candidate.fit.staplesToBuy.filter(
    (name) => !alwaysInStock.some((stocked) => namesMatch(stocked, name) || namesMatch(name, stocked) || (oil.test(name) && oil.test(stocked))),
  );
  return { ...candidate, fit: { ...candidate.fit, staplesToBuy } };
}

/**
 * Butter for oil to buy; with only what is on hand, no salt or pepper the kitchen lacks (the note
 * says so) and no dish that needs any other staple to buy (on-hand-staples.ts).
 */
function onHandStaples(candidate: Candidate, pantry: readonly PantryItem[], onlyUseOnHand: boolean, restrictions: Restrictions, assumeOil: boolean): Candidate | null {
  if (candidate.fit.staplesToBuy.length === 0) return candidate;
  const dish = { ingredients: candidate.fit.ingredients, instructions: candidate.instructions, staplesToBuy: candidate.fit.staplesToBuy };
  let fitted = fitStaples(dish, pantry, onlyUseOnHand);
  // Butter in a kosher chicken dish mixes meat and dairy: then the dish is judged without the butter.
  if (fitted?.butter && restrictionViolation(fitted.ingredients, restrictions) !== null) {
    fitted = fitStaples(dish, pantry.filter((item) => item !== fitted?.butter), onlyUseOnHand);
  }
  // The last resort of a kitchen whose inventory lists no fat at all: the oil stays in the list, is
  // not to buy, and the note says the inventory lists none (most kitchens keep oil unlisted).
  let assumed: string[] = [];
  if (fitted === null && assumeOil && dish.staplesToBuy.some(isOilName)) {
    assumed = dish.staplesToBuy.filter(isOilName);
    fitted = fitStaples({ ...dish, staplesToBuy: dish.staplesToBuy.filter((name) => !isOilName(name)) }, pantry, onlyUseOnHand);
  }
  if (fitted === null) return null;
  const used = fitted.butter && !candidate.fit.used.includes(fitted.butter) ? [...candidate.fit.used, fitted.butter] : candidate.fit.used;
  return {
    ...candidate,
    assumed,
    instructions: fitted.instructions,
    leftOut: [...candidate.leftOut, ...fitted.without],
    fit: { ...candidate.fit, ingredients: fitted.ingredients, staplesToBuy: fitted.staplesToBuy, used, dropped: [...candidate.fit.dropped, ...fitted.without] },
  };
}

/** No fresh shrimp for breakfast: the linter's meal rule, for the meal the dish is served as. */
function servedAsItShould(recipe: OfflineRecipe): boolean {
  return !lintErrors({ title: recipe.title, ingredients: recipe.ingredients, mealTypes: [recipe.mealType] }).some((issue) => issue.rule === 'meal-fit');
}

/** Problems of a dish that is only too light for a main: it can still be served as a light dish. */
const PORTION_RULES: ReadonlySet<string> = new Set(['main-portion', 'side-dish-main']);

/** Minutes to thaw a frozen protein in cold water (about an hour a pound, the bag under cold water). */
export const THAW_MINUTES = 60;

/**
 * A dish that cooks a frozen protein thaws it first: a step before the others and its time in the
 * prep time (the cold-water method; overnight in the fridge if planned ahead).
 */
function withThawing(candidate: Candidate): Candidate {
  const frozen = candidate.fit.used.filter((item) => item.frozen && item.role === 'protein' && item.profile.food?.name !== 'egg');
  if (frozen.length === 0) return candidate;
  const names = joinWords(frozen.map((item) => item.label));
  const step = `Thaw the ${names} first: overnight in the fridge, or sealed in a zip-top bag and submerged in cold water, changing the water every 30 minutes, about 1 hour a pound. Pat dry and cook it right away.`;
  return { ...candidate, thawed: frozen, prepTime: candidate.prepTime + THAW_MINUTES, instructions: [step, ...candidate.instructions] };
}

/** 'Uses lemon juice instead of lime juice.', with the amount when it is not the same. */
function swapSentence(swap: Swap): string {
  const amount = swap.ratio === 1 ? '' : ` (${formatCookingQuantity(swap.ratio)} ${swap.ratio > 1 ? 'times ' : ''}the amount)`;
  return `Uses ${swap.to} instead of ${swap.from}${amount}.`;
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
  return choose(request, context).recipe;
}

/** A dish the chef weighed and did not choose. */
export interface OfflineAlternative {
  offlineId: string;
  title: string;
  kind: RecipeSourceKind;
  expiringItemsUsed: number;
  /** How many of the foods the request named it uses. */
  namedUsed: number;
}

/**
 * The recipe, and the other dishes that fitted the request in the order the chef ranked them:
 * what the quality benchmark and tests use to tell "could not" from "did not".
 */
export function generateWithAlternatives(body: OfflineRecipeRequest, context: OfflineChefContext): { recipe: OfflineRecipe; alternatives: OfflineAlternative[] } {
  return choose(normalizeRequest(body), context);
}

function choose(request: ChefRequest, context: OfflineChefContext, assumeOil = false): { recipe: OfflineRecipe; alternatives: OfflineAlternative[] } {
  const restrictions = readRestrictions({
    userDiets: context.dietaryRestrictions,
    userAllergens: context.allergens,
    foodsToAvoid: context.foodsToAvoid,
    requestRestrictions: request.dietaryRestrictions,
  });
  const seed = seedOf(request, context);
  const pantry = readPantry(cookingInventory(context.inventory), {
    today: context.today,
    restrictions,
    prioritizeExpiring: request.prioritizeExpiring,
    hintedExpiring: request.hintedExpiring,
    hintedAbundant: request.hintedAbundant,
    named: request.named,
    seed,
  });
  const allowed = pantry.filter((item) => item.allowed);
  if (request.onlyUseOnHand && pantry.length === 0) throw new OfflineChefError('empty-inventory');
  if (request.onlyUseOnHand && allowed.length === 0) throw new OfflineChefError('everything-excluded');

  const indexed = indexPantry(allowed);
  const reader = new LineReader();
  const recent = context.recentRecipes ?? [];
  const kitchen = context.equipment;
  const staged = [
    ...bookCandidates(context.book ?? recipeBook(), request, restrictions, indexed, reader),
    ...templateCandidates(request, restrictions, allowed, indexed, reader, seed, recent),
  ]
    .filter((candidate) => kitchen === undefined || missingEquipment(requiredEquipment(candidate.instructions), kitchen).length === 0)
    .map((candidate) => onHandStaples(withStaples(candidate, context.alwaysInStock ?? []), allowed, request.onlyUseOnHand, restrictions, assumeOil))
    .map((candidate) => candidate && withOtherOil(candidate));
  // Dishes that only the oil the kitchen lacks (and no butter) kept off the table. When nothing
  // else can be served: once more, keeping the oil the inventory does not list (no shopping line).
  const noFat = staged.some((candidate) => candidate === null);
  const nothing = (): OfflineChefError => new OfflineChefError('nothing-cookable');
  const lastResort = (): { recipe: OfflineRecipe; alternatives: OfflineAlternative[] } | null => (noFat && !assumeOil ? choose(request, context, true) : null);
  const all = staged.filter((candidate): candidate is Candidate => candidate !== null).map(withThawing);
  // The last recipe is left out, and so is anything sharing its title (another composition of it).
  const last = recent[0];
  const lastTitles = new Set(last === undefined ? [] : all.filter((candidate) => sameRecipe(candidate, last)).map((candidate) => dishKey(candidate.title)));
  const fresh = last === undefined ? all : all.filter((candidate) => !sameRecipe(candidate, last) && !lastTitles.has(dishKey(candidate.title)));
  const repeated = fresh.length === 0 && all.length > 0;
  const field = repeated ? all : fresh;
  // The foods the cook named come before the cuisine, level and time window: the dishes of the
  // meal that use the most of them are weighed first, the rest only when none of those can be served.
  const namedCount = (candidate: Candidate): number => candidate.fit.used.filter((item) => item.named).length;
  const mostNamed = Math.max(0, ...field.filter((candidate) => fitsMealType(candidate, request)).map(namedCount));
  const naming = mostNamed === 0 ? [] : field.filter((candidate) => fitsMealType(candidate, request) && namedCount(candidate) === mostNamed);
  const pools = [...narrowings(naming, request), ...narrowings(field, request)].map((pool) => byCreativity(pool, request));
  if (pools.length === 0) {
    if (allowed.length > 0 && pantry.length > 0) {
      const retried = lastResort();
      if (retried) return retried;
    }
    throw allowed.length === 0 ? new OfflineChefError('everything-excluded') : pantry.length === 0 ? new OfflineChefError('empty-inventory') : nothing();
  }

  // The plausibility gate: the best-ranked dish a cook would serve; one that is not is passed over,
  // and when a whole pool fails, the next, more relaxed one is tried.
  let recipe: OfflineRecipe | null = null;
  let scored: { candidate: Candidate; score: number }[] = [];
  let index = 0;
  let light: { candidate: Candidate; draft: OfflineRecipe } | null = null;
  const tried = new Set<Candidate>();
  for (const pool of pools) {
    scored = pool
      .filter((candidate) => !tried.has(candidate))
      .map((candidate) => ({ candidate, score: scoreOf(candidate, request, recent, seed) }))
      .sort((a, b) => b.score - a.score || a.candidate.offlineId.localeCompare(b.candidate.offlineId));
    for (index = 0; index < scored.length && recipe === null; index++) {
      const candidate = scored[index].candidate;
      tried.add(candidate);
      const seen = recentIndex(candidate, recent);
      const draft = toRecipe(candidate, request, restrictions, relaxationsOf(candidate, request), repeated, seen > 0 && seen < VARIETY_WINDOW, pantry);
      const problems = plausibilityProblems({ ...draft, leftOut: candidate.leftOut });
      if (problems.length === 0 && servedAsItShould(draft)) recipe = draft;
      else if (light === null && problems.every((problem) => PORTION_RULES.has(problem.rule))) light = { candidate, draft };
    }
    if (recipe !== null) break;
  }
  // Not enough for a main for everyone: the best dish that is only too light is served as what it
  // is, a light dish, and the note says so (never as a dinner it is not).
  if (recipe === null && light !== null) {
    const served: OfflineRecipe = { ...light.draft, mealType: 'snack' };
    if (plausibilityProblems({ ...served, leftOut: light.candidate.leftOut }).length === 0) {
      const asked = request.mealType ?? light.draft.mealType;
      served.why = `Nothing on hand suits ${asked} for ${request.servings}: there is not enough for a main, so this is a light dish or side. ${served.why}`;
      recipe = served;
      index = scored.findIndex((entry) => entry.candidate === light?.candidate) + 1;
    }
  }
  if (recipe === null) {
    const retried = lastResort();
    if (retried) return retried;
    throw nothing();
  }
  // A snack board for a dinner of six because the inventory lists no oil (issue 31's fifth blind
  // read): a dish of the meal asked for that keeps the unlisted oil (the note says so) comes first.
  if (noFat && !assumeOil && !servesTheMeal(recipe, request)) {
    const retried = lastResort();
    if (retried && servesTheMeal(retried.recipe, request)) return retried;
  }
  // The expiring salmon is not left to spoil for want of listed oil: when only a dish that keeps the
  // unlisted oil uses what is expiring, that dish is served (the note says the oil is not listed).
  if (request.prioritizeExpiring && recipe.expiringItemsUsed === 0 && all.some((candidate) => candidate.fit.used.some((item) => item.expiring)) === false) {
    const retried = lastResort();
    if (retried && retried.recipe.expiringItemsUsed > 0) return retried;
  }
  const leftovers = request.prioritizeExpiring ? useUpLeftoversNote(context.inventory, context.today) : null;
  if (leftovers) recipe.why = `${leftovers} ${recipe.why}`;
  const alternatives = scored.slice(index).map(({ candidate }) => ({
    offlineId: candidate.offlineId,
    title: candidate.title,
    kind: candidate.kind,
    expiringItemsUsed: candidate.fit.used.filter((item) => item.expiring).length,
    namedUsed: candidate.fit.used.filter((item) => item.named).length,
  }));
  return { recipe, alternatives };
}

/** Whether a recipe is the meal asked for: not a stand-in or a light dish, and for a Smart Recipe not a platter. */
function servesTheMeal(recipe: OfflineRecipe, request: ChefRequest): boolean {
  if (request.mealType !== null) return recipe.mealType === request.mealType;
  return ![...PLATTERS].some((family) => recipe.offlineId.startsWith(`${family}:`)) && recipe.mealType !== 'dessert';
}

function toRecipe(
  candidate: Candidate,
  request: ChefRequest,
  restrictions: Restrictions,
  relaxed: readonly Relaxation[],
  repeated: boolean,
  recentlyServed: boolean,
  pantry: readonly PantryItem[],
): OfflineRecipe {
  const named = namedOutcome(candidate, request, pantry);
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
    servings: candidate.servings ?? request.servings,
    ingredients: [...candidate.fit.ingredients],
    instructions: [...candidate.instructions],
    usedIngredients: candidate.fit.used.map((item) => item.name),
    missingIngredients: [...new Set([...candidate.fit.missing, ...candidate.fit.staplesToBuy])],
    cuisine: candidate.cuisine,
    mealType,
    difficulty: candidate.difficulty,
    dietTags,
    allergens: allergensIn(candidate.flags),
    expiringItemsUsed: candidate.fit.used.filter((item) => item.expiring).length,
    abundantItemsUsed: candidate.fit.used.filter((item) => item.abundant && !item.expiring).length,
    namedUsed: named.used,
    namedLeftOut: named.leftOut,
    source: 'offline',
    why: [namedNote(named.leftOut, named.absent, candidate, mealType), whyNote(candidate, request, restrictions, relaxed, repeated, recentlyServed)].filter((part) => part !== '').join(' '),
  };
}
