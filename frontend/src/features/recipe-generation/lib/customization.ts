import { cuisineTypes, limits, recipeDifficulties, recipeMealTypes, timeConstraints, type GenerateRecipeBody } from '@sous/contracts';
import { customizeDefaultsForHour, type RecipeCustomization } from '@sous/kitchen';
import { readPreference, writePreference } from '@/lib/local-preference';

export const CUSTOMIZATION_KEY = 'recipeCustomizationPreferences';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const oneOf = <T extends string>(values: readonly T[], value: unknown): value is T => typeof value === 'string' && (values as readonly string[]).includes(value);
const inRange = (value: unknown, min: number, max: number): value is number => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/**
 * The dialog's starting values (spec 000 §4): the defaults of the hour, with every valid saved
 * preference laid over them.
 */
export function initialCustomization(hour: number, saved: unknown): RecipeCustomization {
  const values = customizeDefaultsForHour(hour);
  if (!isObject(saved)) return values;
  if (oneOf(timeConstraints, saved.timeConstraint)) values.timeConstraint = saved.timeConstraint;
  if (inRange(saved.servings, limits.servingsSlider.min, limits.servingsSlider.max)) values.servings = saved.servings;
  if (oneOf(recipeDifficulties, saved.difficulty)) values.difficulty = saved.difficulty;
  if (oneOf(recipeMealTypes, saved.mealType)) values.mealType = saved.mealType;
  if (inRange(saved.creativity, limits.creativity.min, limits.creativity.max)) values.creativity = saved.creativity;
  if (typeof saved.onlyUseOnHand === 'boolean') values.onlyUseOnHand = saved.onlyUseOnHand;
  if (Array.isArray(saved.dietaryRestrictions)) values.dietaryRestrictions = saved.dietaryRestrictions.filter((d): d is string => typeof d === 'string');
  if (oneOf(cuisineTypes, saved.cuisineType)) values.cuisineType = saved.cuisineType;
  return values;
}

export function readSavedCustomization(): unknown {
  return readPreference<unknown>(CUSTOMIZATION_KEY, null, (value): value is unknown => isObject(value));
}

export function saveCustomization(values: RecipeCustomization): void {
  writePreference(CUSTOMIZATION_KEY, values);
}

/** The customized body of spec 000 §7: the preferences object as it is (cuisine only when valid). */
export function customizationBody(values: RecipeCustomization): GenerateRecipeBody {
  const { cuisineType, ...rest } = values;
  return oneOf(cuisineTypes, cuisineType) ? { ...rest, cuisineType } : rest;
}
