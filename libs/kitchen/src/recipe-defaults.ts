/**
 * Defaults of the Customize Your Recipe dialog (spec 000 §4, §9), creativity labels and the
 * sentiment a star rating implies (spec 001 §4).
 */

export type TimeConstraint = 'quick' | 'moderate' | 'elaborate';
export type RecipeMealType = 'breakfast' | 'lunch' | 'dinner' | 'snack' | 'dessert';
export type RecipeDifficulty = 'beginner' | 'intermediate' | 'advanced' | 'expert';
export type Sentiment = 'positive' | 'negative' | 'neutral';

/** The recipe customization preferences of spec 000 §3. */
export interface RecipeCustomization {
  timeConstraint: TimeConstraint;
  servings: number;
  difficulty: RecipeDifficulty;
  mealType: RecipeMealType;
  creativity: number;
  onlyUseOnHand: boolean;
  dietaryRestrictions: string[];
  cuisineType?: string;
}

export const DEFAULT_SERVINGS = 4;
export const DEFAULT_CREATIVITY = 5;
export const DEFAULT_DIFFICULTY: RecipeDifficulty = 'intermediate';

/**
 * Hour windows of spec 000 §4, read as half-open [from, to): 5:00–10:59 breakfast, 11:00–13:59
 * lunch, 14:00–16:59 snack, any other hour dinner. So 11 is lunch, not breakfast, and 17 is dinner.
 */
export const MEAL_WINDOWS: readonly { from: number; to: number; mealType: RecipeMealType; timeConstraint: TimeConstraint }[] = [
  { from: 5, to: 11, mealType: 'breakfast', timeConstraint: 'quick' },
  { from: 11, to: 14, mealType: 'lunch', timeConstraint: 'quick' },
  { from: 14, to: 17, mealType: 'snack', timeConstraint: 'quick' },
];

/**
 * The dialog's defaults for a local hour (0–23); saved preferences override them. Throws
 * RangeError for anything but a whole hour of the day.
 */
export function customizeDefaultsForHour(hour: number): RecipeCustomization {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) throw new RangeError(`hour must be a whole number from 0 to 23, got ${hour}`);
  const slot = MEAL_WINDOWS.find((w) => hour >= w.from && hour < w.to);
  return {
    timeConstraint: slot?.timeConstraint ?? 'moderate',
    servings: DEFAULT_SERVINGS,
    difficulty: DEFAULT_DIFFICULTY,
    mealType: slot?.mealType ?? 'dinner',
    creativity: DEFAULT_CREATIVITY,
    onlyUseOnHand: true,
    dietaryRestrictions: [],
  };
}

export type CreativityLabel = 'Traditional' | 'Balanced' | 'Experimental';

/** The creativity slider's label: Traditional up to 3, Balanced up to 7, Experimental above. */
export function creativityLabel(creativity: number): CreativityLabel {
  if (creativity <= 3) return 'Traditional';
  return creativity <= 7 ? 'Balanced' : 'Experimental';
}

/** The feedback sentiment of a 1–5 star rating: 4–5 positive, 1–2 negative, 3 neutral. Throws RangeError otherwise. */
export function sentimentForRating(rating: number): Sentiment {
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) throw new RangeError(`rating must be a whole number from 1 to 5, got ${rating}`);
  if (rating >= 4) return 'positive';
  return rating <= 2 ? 'negative' : 'neutral';
}

export interface RecipePreset {
  id: 'quick' | 'family-dinner' | 'creative';
  label: string;
  values: Partial<RecipeCustomization>;
}

/** The dialog's presets (spec 000 §9); choosing one overrides only the fields it lists. */
export const RECIPE_PRESETS: readonly RecipePreset[] = [
  { id: 'quick', label: '15-min Quick', values: { timeConstraint: 'quick', difficulty: 'beginner' } },
  { id: 'family-dinner', label: 'Family Dinner', values: { servings: 6, mealType: 'dinner', difficulty: 'intermediate' } },
  { id: 'creative', label: 'Creative', values: { creativity: 8, difficulty: 'advanced' } },
];

/** `current` with a preset's values applied. */
export function applyPreset(current: RecipeCustomization, preset: RecipePreset): RecipeCustomization {
  return { ...current, ...preset.values };
}
