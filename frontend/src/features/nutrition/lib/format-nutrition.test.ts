import type { NutritionSummary } from '@sous/contracts';
import { describe, expect, it } from 'vitest';
import { coverageText, formatCalories, formatGrams, formatWeekStart, formatWeight, inWeightUnit, weightUnitFor } from './format-nutrition';

const onHand = (over: Partial<NutritionSummary['onHand']>): NutritionSummary['onHand'] => ({
  calories: 0,
  protein: 0,
  fat: 0,
  carbohydrate: 0,
  itemsWithNutrition: 84,
  itemsTotal: 86,
  coverage: 0.977,
  notCounted: [],
  ...over,
});

describe('format-nutrition', () => {
  it('shows weights in g/kg or oz/lb by the preferred units', () => {
    expect(formatWeight(250.4, 'metric')).toBe('250 g');
    expect(formatWeight(1250, 'metric')).toBe('1.3 kg');
    expect(formatWeight(100, 'imperial')).toBe('3.5 oz');
    expect(formatWeight(907.18474, 'imperial')).toBe('2 lb');
  });

  it('picks one unit for several weights from the largest, and converts to it', () => {
    expect(weightUnitFor([0, 0], 'metric')).toBe('g');
    expect(weightUnitFor([200, 1200], 'metric')).toBe('kg');
    expect(weightUnitFor([100, 300], 'imperial')).toBe('oz');
    expect(weightUnitFor([100, 500], 'imperial')).toBe('lb');
    expect(inWeightUnit(1250, 'kg')).toBe(1.25);
    expect(inWeightUnit(453.59237, 'lb')).toBe(1);
    expect(inWeightUnit(100, 'oz')).toBe(3.53);
  });

  it('says how many items were counted and names the others once', () => {
    const notCounted = [
      { id: '1', name: 'Ketchup', reason: 'nutrients' as const },
      { id: '2', name: 'Oat milk', reason: 'weight' as const },
      { id: '3', name: 'Oat milk', reason: 'weight' as const },
    ];
    expect(coverageText(onHand({ itemsWithNutrition: 83, notCounted }))).toBe('Counted 83 of 86 items — not counted: Ketchup, Oat milk');
    expect(coverageText(onHand({ itemsWithNutrition: 1, itemsTotal: 1 }))).toBe('Counted 1 of 1 item');
    expect(coverageText(onHand({ itemsWithNutrition: 86 }))).toBe('Counted all 86 items');
  });

  it('names the first items not counted and counts the rest, for a kitchen of thousands', () => {
    const notCounted = Array.from({ length: 1250 }, (_, i) => ({ id: String(i), name: `Food ${Math.floor(i / 2)}`, reason: 'weight' as const }));
    expect(coverageText(onHand({ itemsWithNutrition: 3750, itemsTotal: 5000, notCounted }))).toBe(
      `Counted 3,750 of 5,000 items — not counted: ${Array.from({ length: 10 }, (_, i) => `Food ${i}`).join(', ')} and 615 more`,
    );
    expect(coverageText(onHand({ itemsWithNutrition: 5000, itemsTotal: 5000 }))).toBe('Counted all 5,000 items');
  });

  it('formats grams, calories and week starts', () => {
    expect(formatGrams(12.34)).toBe('12.3 g');
    expect(formatCalories(4749.6)).toBe('4,750 kcal');
    expect(formatWeekStart('2026-11-16')).toBe('Nov 16');
  });
});
