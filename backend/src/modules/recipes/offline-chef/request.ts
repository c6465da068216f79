/**
 * The two bodies of POST /api/recipes/generate (spec 000 §7) read into one ChefRequest, with the
 * defaults of spec 000 §9: servings 4, max cooking time 30, creativity 5, onlyUseOnHand true.
 */
import { DEFAULT_CREATIVITY, DEFAULT_SERVINGS, parseQuantity, type RecipeDifficulty, type RecipeMealType, type TimeConstraint } from '@sous/kitchen';
import { CUISINES, DIFFICULTIES, MEAL_TYPES, type ChefRequest, type Cuisine, type CustomRecipeRequest, type OfflineRecipeRequest, type SmartRecipeRequest } from './types.js';

/** Default max cooking time of the smart recipe (spec 000 §9). */
export const DEFAULT_MAX_COOKING_TIME = 30;

/** The time windows of the customize dialog (spec 000 §5): quick < 30, moderate 30–60, elaborate > 45 (issue 31: an elaborate dish takes more than 45 minutes). */
export const TIME_WINDOWS: Readonly<Record<TimeConstraint, { min: number | null; max: number | null }>> = {
  quick: { min: null, max: 29 },
  moderate: { min: 30, max: 60 },
  elaborate: { min: 46, max: null },
};

/** Cuisines people name that belong to one of the seven. */
const CUISINE_ALIASES: ReadonlyMap<string, Cuisine> = new Map([
  ['chinese', 'asian'],
  ['japanese', 'asian'],
  ['korean', 'asian'],
  ['thai', 'asian'],
  ['vietnamese', 'asian'],
  ['filipino', 'asian'],
  ['indonesian', 'asian'],
  ['malaysian', 'asian'],
  ['greek', 'mediterranean'],
  ['turkish', 'mediterranean'],
  ['lebanese', 'mediterranean'],
  ['middle eastern', 'mediterranean'],
  ['moroccan', 'mediterranean'],
  ['spanish', 'mediterranean'],
  ['israeli', 'mediterranean'],
  ['tex-mex', 'mexican'],
  ['latin', 'mexican'],
  ['southern', 'american'],
  ['cajun', 'american'],
  ['bbq', 'american'],
  ['pakistani', 'indian'],
  ['south asian', 'indian'],
]);

const lower = (value: unknown): string => (typeof value === 'string' ? value.trim().toLowerCase() : '');

export function readCuisine(value: unknown): Cuisine | null {
  const text = lower(value);
  if (text === '' || text === 'any') return null;
  return (CUISINES as readonly string[]).includes(text) ? (text as Cuisine) : (CUISINE_ALIASES.get(text) ?? null);
}

function readMealType(value: unknown): RecipeMealType | null {
  const text = lower(value);
  return (MEAL_TYPES as readonly string[]).includes(text) ? (text as RecipeMealType) : null;
}

function readDifficulty(value: unknown): RecipeDifficulty | null {
  const text = lower(value);
  return (DIFFICULTIES as readonly string[]).includes(text) ? (text as RecipeDifficulty) : null;
}

function readTimeConstraint(value: unknown): TimeConstraint | null {
  const text = lower(value);
  return text === 'quick' || text === 'moderate' || text === 'elaborate' ? text : null;
}

function clampInteger(value: unknown, min: number, max: number, fallback: number): number {
  const number = typeof value === 'number' ? value : parseQuantity(typeof value === 'string' ? value : null);
  if (number === null || !Number.isFinite(number)) return fallback;
  return Math.min(max, Math.max(min, Math.round(number)));
}

function isCustom(body: OfflineRecipeRequest): body is CustomRecipeRequest {
  return 'timeConstraint' in body || 'creativity' in body || 'difficulty' in body;
}

function names(items: readonly { name?: unknown }[] | undefined): string[] {
  return (items ?? []).map((item) => (typeof item.name === 'string' ? item.name.trim() : '')).filter((name) => name !== '');
}

function restrictions(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '') : [];
}

/**
 * Reads either request body into a ChefRequest. The customize body is recognised by
 * timeConstraint, creativity or difficulty; anything else is read as the smart body. Out-of-range
 * numbers are clamped (servings 1–20, creativity 1–10) rather than refused: the contract
 * validates the body before it gets here.
 */
export function normalizeRequest(body: OfflineRecipeRequest): ChefRequest {
  const servings = clampInteger(body.servings, 1, 20, DEFAULT_SERVINGS);
  const common = {
    servings,
    mealType: readMealType(body.mealType),
    cuisine: readCuisine(body.cuisineType),
    onlyUseOnHand: body.onlyUseOnHand ?? true,
    dietaryRestrictions: restrictions(body.dietaryRestrictions),
  };
  const asked = restrictions((body as { ingredients?: unknown }).ingredients).map((name) => name.trim());
  if (isCustom(body)) {
    const timeConstraint = readTimeConstraint(body.timeConstraint);
    const window = timeConstraint ? TIME_WINDOWS[timeConstraint] : { min: null, max: null };
    return {
      kind: 'custom',
      ...common,
      timeConstraint,
      maxTotalMinutes: window.max,
      minTotalMinutes: window.min,
      difficulty: readDifficulty(body.difficulty),
      creativity: clampInteger(body.creativity, 1, 10, DEFAULT_CREATIVITY),
      prioritizeExpiring: true,
      hintedExpiring: [],
      hintedAbundant: [],
      named: asked,
    };
  }
  const smart: SmartRecipeRequest = body;
  return {
    kind: 'smart',
    ...common,
    timeConstraint: null,
    maxTotalMinutes: clampInteger(smart.maxCookingTime, 5, 24 * 60, DEFAULT_MAX_COOKING_TIME),
    minTotalMinutes: null,
    difficulty: null,
    creativity: DEFAULT_CREATIVITY,
    prioritizeExpiring: smart.prioritizeExpiring ?? true,
    hintedExpiring: names(smart.expiringItems),
    hintedAbundant: names(smart.abundantItems),
    named: [...new Set([...names(smart.expiringItems), ...asked])],
  };
}
