import { formatQuantity, type PreferredUnits, toImperial } from '@sous/kitchen';

/** A weight in grams as the user reads weights: g or kg (metric), oz or lb (imperial). */
export function formatWeight(grams: number, units: PreferredUnits): string {
  if (units === 'imperial') {
    const measure = toImperial(grams, 'g');
    return `${formatQuantity(measure.quantity)} ${measure.unit}`;
  }
  return grams >= 1000 ? `${formatQuantity(grams / 1000)} kg` : `${Math.round(grams)} g`;
}

/** Grams of a nutrient (nutrition labels use grams in both systems). */
export const formatGrams = (grams: number) => `${formatQuantity(grams)} g`;

export const formatCalories = (kcal: number) => `${Math.round(kcal).toLocaleString('en-US')} kcal`;

/** `2026-11-16` → `Nov 16`. */
export function formatWeekStart(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}
