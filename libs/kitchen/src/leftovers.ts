import { addDays, type IsoDate } from './dates.js';
import type { StoragePlace } from './knowledge/storage.js';

/** What a leftover is called in the inventory and counted in: each serving saved is one. */
export const LEFTOVER_UNIT = 'servings';
export const LEFTOVER_CATEGORY = 'Leftovers';

/**
 * Days cooked food keeps (USDA "Leftovers and Food Safety"): 3–4 days in the fridge, 2–3 months
 * frozen; the cautious lower end, as the rest of the shelf-life table does. Cooked food left out
 * is unsafe after two hours, so a pantry or counter gives it today only. A place the table does not
 * know is taken for a fridge, where leftovers nearly always go.
 */
export function leftoverShelfLifeDays(place: StoragePlace | null): number {
  if (place === 'freezer') return 60;
  if (place === 'pantry') return 0;
  return 3;
}

/** The expiry of leftovers put away in `place` on `cookedOn`. */
export function leftoverExpirationDate(place: StoragePlace | null, cookedOn: IsoDate): IsoDate {
  return addDays(cookedOn, leftoverShelfLifeDays(place));
}

/** "Leftover Lasagna": the dish's own title, so the ticker and the chef read it without a badge. */
export function leftoverName(recipeTitle: string): string {
  const title = recipeTitle.trim();
  return /^leftovers?\b/i.test(title) ? title : `Leftover ${title}`;
}

/**
 * The servings a cook would put away: what was made beyond the people eating (the household),
 * never negative; zero when the household size is not known.
 */
export function defaultLeftoverServings(plannedServings: number, eating: number | null | undefined): number {
  if (!eating || eating < 1) return 0;
  return Math.max(0, Math.floor(plannedServings) - Math.floor(eating));
}
