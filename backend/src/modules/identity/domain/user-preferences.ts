import { cookingSkillLevels, defaultCurrency, preferredUnitsValues, type UserPreferences, type userPreferencesBody } from '@sous/contracts';
import type { z } from 'zod';

export type PreferencesInput = z.output<typeof userPreferencesBody>;

/** The preference fields of `users` as the entity names them. */
export interface PreferenceColumns {
  storageAreasEnabled: string[];
  householdSize: number;
  cookingSkillLevel: string;
  preferredUnits: string;
  dietaryRestrictions: string[];
  allergens: string[];
  foodsToAvoid: string[];
  expirationAlertDays: number;
  /** Only when the body names one: a PUT without it (onboarding, older clients) keeps the saved currency. */
  currency?: string;
}

/** What a validated preferences body stores; lists left out of the body are stored empty (a PUT replaces). */
export function preferenceColumns(body: PreferencesInput, storageAreasEnabled: string[] = body.storageAreasEnabled): PreferenceColumns {
  return {
    storageAreasEnabled,
    householdSize: body.householdSize,
    cookingSkillLevel: body.cookingSkillLevel,
    preferredUnits: body.preferredUnits,
    dietaryRestrictions: body.dietaryRestrictions ?? [],
    allergens: body.allergens ?? [],
    foodsToAvoid: body.foodsToAvoid ?? [],
    expirationAlertDays: body.expirationAlertDays,
    ...(body.currency === undefined ? {} : { currency: body.currency }),
  };
}

export interface PreferencesRow {
  storage_areas_enabled: string[] | null;
  household_size: number;
  cooking_skill_level: string;
  preferred_units: string;
  dietary_restrictions: string[] | null;
  allergens: string[] | null;
  foods_to_avoid: string[] | null;
  expiration_alert_days: number;
  has_completed_onboarding: boolean;
  currency: string | null;
}

export const preferencesColumnsSql = `storage_areas_enabled, household_size, cooking_skill_level, preferred_units,
  dietary_restrictions, allergens, foods_to_avoid, expiration_alert_days, has_completed_onboarding, currency`;

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;

/** `GET /api/user/preferences`: lists always present; a value outside the enums reads as the default. */
export function toUserPreferences(row: PreferencesRow): UserPreferences {
  return {
    storageAreasEnabled: row.storage_areas_enabled ?? [],
    householdSize: row.household_size,
    cookingSkillLevel: oneOf(cookingSkillLevels, row.cooking_skill_level, 'beginner'),
    preferredUnits: oneOf(preferredUnitsValues, row.preferred_units, 'imperial'),
    dietaryRestrictions: row.dietary_restrictions ?? [],
    allergens: row.allergens ?? [],
    foodsToAvoid: row.foods_to_avoid ?? [],
    expirationAlertDays: row.expiration_alert_days,
    hasCompletedOnboarding: row.has_completed_onboarding,
    currency: row.currency ?? defaultCurrency,
  };
}
