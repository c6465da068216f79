import type { NutritionSummary, WeightUnit } from '@sous/contracts';
import { formatQuantity, formatScaled, type PreferredUnits, toImperial } from '@sous/kitchen';

/** A weight in grams as the user reads weights: g or kg (metric), oz or lb (imperial). */
export function formatWeight(grams: number, units: PreferredUnits): string {
  if (units === 'imperial') {
    const measure = toImperial(grams, 'g');
    return `${formatQuantity(measure.quantity)} ${measure.unit}`;
  }
  return grams >= 1000 ? `${formatQuantity(grams / 1000)} kg` : `${Math.round(grams)} g`;
}

const GRAMS_PER: Readonly<Record<WeightUnit, number>> = { g: 1, kg: 1000, oz: 28.349523125, lb: 453.59237 };

/** One unit for several weights (a chart's axis): the larger unit once the largest weight reaches one of it. */
export function weightUnitFor(grams: readonly number[], units: PreferredUnits): WeightUnit {
  const largest = Math.max(0, ...grams);
  if (units === 'metric') return largest >= GRAMS_PER.kg ? 'kg' : 'g';
  return largest >= GRAMS_PER.lb ? 'lb' : 'oz';
}

/** Grams in `unit`, to two decimals (whole grams). */
export const inWeightUnit = (grams: number, unit: WeightUnit): number => Number(formatScaled(grams / GRAMS_PER[unit])) || 0;

/** Grams of a nutrient (nutrition labels use grams in both systems). */
export const formatGrams = (grams: number) => `${formatQuantity(grams)} g`;

export const formatCalories = (kcal: number) => `${Math.round(kcal).toLocaleString('en-US')} kcal`;

/** `2026-11-16` → `Nov 16`. */
export function formatWeekStart(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** How many names of items not counted the coverage line spells out; the rest are a count. */
export const notCountedNamesShown = 10;

/**
 * "Counted 84 of 86 items — not counted: Ketchup, Oat milk", or "Counted all 86 items" (names once
 * each). A kitchen of thousands of lots may miss hundreds: the first names, then "and 230 more".
 */
export function coverageText({ itemsWithNutrition, itemsTotal, notCounted }: NutritionSummary['onHand']): string {
  if (notCounted.length === 0) return itemsTotal === 1 ? 'Counted 1 of 1 item' : `Counted all ${itemsTotal.toLocaleString('en-US')} items`;
  const names = [...new Set(notCounted.map((item) => item.name))];
  const shown = names.slice(0, notCountedNamesShown).join(', ');
  const more = names.length - notCountedNamesShown;
  const counted = `Counted ${itemsWithNutrition.toLocaleString('en-US')} of ${itemsTotal.toLocaleString('en-US')} ${itemsTotal === 1 ? 'item' : 'items'}`;
  return `${counted} — not counted: ${shown}${more > 0 ? ` and ${more.toLocaleString('en-US')} more` : ''}`;
}
