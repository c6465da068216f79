import { cuisineTypes, thresholds } from '@sous/contracts';
import { readPreference, writePreference } from '@/lib/local-preference';

/** Spec 000 §3 smart-recipe preferences, kept in the browser. */
export interface SmartRecipePreferences {
  preferExpiringItems: boolean;
  autoGenerateOnExpiring: boolean;
  lastServingSize: number;
  lastCookingTime: string;
  lastCuisineType?: string;
  lastDietaryRestrictions?: string[];
}

export const SMART_PREFERENCES_KEY = 'smartRecipePreferences';

export const defaultSmartPreferences: SmartRecipePreferences = {
  preferExpiringItems: true,
  autoGenerateOnExpiring: false,
  lastServingSize: thresholds.defaultServings,
  lastCookingTime: String(thresholds.defaultMaxCookingTime),
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The saved preferences over the defaults; fields of the wrong type fall back one by one. */
export function readSmartPreferences(): SmartRecipePreferences {
  const saved = readPreference<Record<string, unknown>>(SMART_PREFERENCES_KEY, {}, isObject);
  const prefs: SmartRecipePreferences = { ...defaultSmartPreferences };
  if (typeof saved.preferExpiringItems === 'boolean') prefs.preferExpiringItems = saved.preferExpiringItems;
  if (typeof saved.autoGenerateOnExpiring === 'boolean') prefs.autoGenerateOnExpiring = saved.autoGenerateOnExpiring;
  if (typeof saved.lastServingSize === 'number' && saved.lastServingSize >= 1) prefs.lastServingSize = Math.round(saved.lastServingSize);
  if (typeof saved.lastCookingTime === 'string' && /^\d{1,4}$/.test(saved.lastCookingTime)) prefs.lastCookingTime = saved.lastCookingTime;
  if (typeof saved.lastCuisineType === 'string' && (cuisineTypes as readonly string[]).includes(saved.lastCuisineType)) prefs.lastCuisineType = saved.lastCuisineType;
  if (Array.isArray(saved.lastDietaryRestrictions)) prefs.lastDietaryRestrictions = saved.lastDietaryRestrictions.filter((d): d is string => typeof d === 'string');
  return prefs;
}

export function saveSmartPreferences(prefs: SmartRecipePreferences): void {
  writePreference(SMART_PREFERENCES_KEY, prefs);
}
