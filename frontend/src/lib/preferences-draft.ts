import {
  defaultStorageAreas,
  limits,
  userPreferencesBody,
  type UserPreferences,
  type UserPreferencesBody,
} from '@sous/contracts';
import { fieldErrorsFromZod, type FieldErrors } from './form-errors';

export type CookingSkillLevel = UserPreferences['cookingSkillLevel'];
export type PreferredUnits = UserPreferences['preferredUnits'];

/**
 * The preference fields of onboarding and settings as the form holds them (spec 000 §3–§5).
 * Numbers stay the text the user typed until they are validated. Custom storage areas are kept
 * in their own list and also in the enabled list, as the spec describes.
 */
export interface PreferencesDraft {
  storageAreasEnabled: string[];
  customStorageAreas: string[];
  householdSize: string;
  cookingSkillLevel: CookingSkillLevel;
  preferredUnits: PreferredUnits;
  dietaryRestrictions: string[];
  allergens: string[];
  foodsToAvoid: string[];
  expirationAlertDays: string;
}

export type PreferencesField = keyof UserPreferencesBody;

/** Spec 000 §4 defaults: all four areas, household of 2, beginner, imperial, empty lists, 3 days. */
export function defaultPreferencesDraft(): PreferencesDraft {
  return {
    storageAreasEnabled: [...defaultStorageAreas],
    customStorageAreas: [],
    householdSize: String(limits.householdSize.default),
    cookingSkillLevel: 'beginner',
    preferredUnits: 'imperial',
    dietaryRestrictions: [],
    allergens: [],
    foodsToAvoid: [],
    expirationAlertDays: String(limits.expirationAlertDays.default),
  };
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const includesName = (list: readonly string[], name: string) => list.some((entry) => sameName(entry, name));
export const isDefaultStorageArea = (name: string) => includesName(defaultStorageAreas, name);

/** Saved preferences as a draft: enabled areas that are not one of the four are the custom ones. */
export function draftFromPreferences(saved: UserPreferences): PreferencesDraft {
  return {
    storageAreasEnabled: [...saved.storageAreasEnabled],
    customStorageAreas: saved.storageAreasEnabled.filter((area) => !isDefaultStorageArea(area)),
    householdSize: String(saved.householdSize),
    cookingSkillLevel: saved.cookingSkillLevel,
    preferredUnits: saved.preferredUnits,
    dietaryRestrictions: [...saved.dietaryRestrictions],
    allergens: [...saved.allergens],
    foodsToAvoid: [...saved.foodsToAvoid],
    expirationAlertDays: String(saved.expirationAlertDays),
  };
}

/** Adds or removes `value` (case-insensitively) from a list of names. */
export function toggleName(list: readonly string[], value: string): string[] {
  return includesName(list, value) ? list.filter((entry) => !sameName(entry, value)) : [...list, value];
}

/** Foods to avoid (spec 000 §4): blanks and duplicates (ignoring case) are ignored. */
export function addFoodToAvoid(list: readonly string[], raw: string): string[] {
  const name = raw.trim();
  if (!name || includesName(list, name)) return [...list];
  return [...list, name];
}

export type PreferencesAction =
  | { type: 'toggleStorageArea'; name: string }
  | { type: 'addCustomStorageArea'; name: string }
  | { type: 'removeCustomStorageArea'; name: string }
  | { type: 'toggleDiet'; name: string }
  | { type: 'toggleAllergen'; name: string }
  | { type: 'addFoodToAvoid'; name: string }
  | { type: 'removeFoodToAvoid'; name: string }
  | { type: 'set'; field: 'householdSize' | 'expirationAlertDays'; value: string }
  | { type: 'setSkill'; value: CookingSkillLevel }
  | { type: 'setUnits'; value: PreferredUnits }
  | { type: 'reset'; draft: PreferencesDraft };

/** Spec 000 §4's form rules as one reducer, shared by onboarding and settings. */
export function preferencesReducer(draft: PreferencesDraft, action: PreferencesAction): PreferencesDraft {
  switch (action.type) {
    case 'toggleStorageArea':
      return { ...draft, storageAreasEnabled: toggleName(draft.storageAreasEnabled, action.name) };
    case 'addCustomStorageArea': {
      // A blank name, a duplicate, or a name equal to an existing area is ignored.
      const name = action.name.trim();
      if (!name || isDefaultStorageArea(name) || includesName(draft.customStorageAreas, name) || includesName(draft.storageAreasEnabled, name)) {
        return draft;
      }
      return {
        ...draft,
        customStorageAreas: [...draft.customStorageAreas, name],
        storageAreasEnabled: [...draft.storageAreasEnabled, name],
      };
    }
    case 'removeCustomStorageArea':
      // Clicking a custom area removes it from both lists.
      return {
        ...draft,
        customStorageAreas: draft.customStorageAreas.filter((area) => !sameName(area, action.name)),
        storageAreasEnabled: draft.storageAreasEnabled.filter((area) => !sameName(area, action.name)),
      };
    case 'toggleDiet':
      return { ...draft, dietaryRestrictions: toggleName(draft.dietaryRestrictions, action.name) };
    case 'toggleAllergen':
      return { ...draft, allergens: toggleName(draft.allergens, action.name) };
    case 'addFoodToAvoid': {
      const next = addFoodToAvoid(draft.foodsToAvoid, action.name);
      return next.length === draft.foodsToAvoid.length ? draft : { ...draft, foodsToAvoid: next };
    }
    case 'removeFoodToAvoid':
      return { ...draft, foodsToAvoid: draft.foodsToAvoid.filter((food) => food !== action.name) };
    case 'set':
      return { ...draft, [action.field]: action.value };
    case 'setSkill':
      return { ...draft, cookingSkillLevel: action.value };
    case 'setUnits':
      return { ...draft, preferredUnits: action.value };
    case 'reset':
      return action.draft;
  }
}

/** A typed number, or NaN when the text is not one (zod then says "must be a number"). */
const toNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));

export type PreferencesValidation =
  | { ok: true; value: UserPreferencesBody; customStorageAreas: string[] }
  | { ok: false; errors: FieldErrors };

/**
 * Validates with the contract the server uses (spec 000 §5): at least one storage area ('Please
 * select at least one storage area'), household 1–20, alert days 1–14, and the generic messages
 * of the validation library for anything else ("Required" for an empty number).
 */
export function validatePreferences(draft: PreferencesDraft): PreferencesValidation {
  const candidate = {
    storageAreasEnabled: draft.storageAreasEnabled,
    householdSize: toNumber(draft.householdSize),
    cookingSkillLevel: draft.cookingSkillLevel,
    preferredUnits: draft.preferredUnits,
    dietaryRestrictions: draft.dietaryRestrictions,
    allergens: draft.allergens,
    foodsToAvoid: draft.foodsToAvoid,
    expirationAlertDays: toNumber(draft.expirationAlertDays),
  };
  const parsed = userPreferencesBody.safeParse(candidate);
  if (!parsed.success) {
    const errors = fieldErrorsFromZod(parsed.error);
    for (const field of ['householdSize', 'expirationAlertDays'] as const) {
      if (candidate[field] === undefined) errors[field] = 'Required';
    }
    return { ok: false, errors };
  }
  // The parsed value is trimmed and free of duplicates, as the server would store it.
  return { ok: true, value: parsed.data, customStorageAreas: draft.customStorageAreas };
}
