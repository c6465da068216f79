import { gramsOf, type NutritionFoodRow, summarizeNutrition, weekStartOf } from './summarize-nutrition.js';

const eggNutrition = JSON.stringify({ per100g: { energyKcal: 143, protein: 12.6, totalFat: 9.5, carbohydrate: 0.7 }, perItem: null, itemGrams: 50 });
const riceNutrition = JSON.stringify({ per100g: { energyKcal: 360, protein: 7, totalFat: 0.5, carbohydrate: 80 }, perItem: null, itemGrams: null });

const item = (over: Partial<NutritionFoodRow>): NutritionFoodRow => ({
  id: 'i',
  name: 'Thing',
  quantity: '1',
  unit: 'item',
  expiration_date: null,
  food_category: null,
  weight_in_grams: null,
  nutrition: null,
  ...over,
});

// 2026-11-18 is a Wednesday
const today = '2026-11-18';

describe('weekStartOf', () => {
  it.each([
    ['2026-11-16', '2026-11-16'],
    ['2026-11-18', '2026-11-16'],
    ['2026-11-22', '2026-11-16'],
    ['2026-11-23', '2026-11-23'],
  ])('puts %s in the week of Monday %s', (date, monday) => expect(weekStartOf(date)).toBe(monday));
});

describe('gramsOf', () => {
  it('converts masses, counts through the weight of one item, and nothing else', () => {
    expect(gramsOf('2', 'kg', null)).toBe(2000);
    expect(gramsOf('1', 'lb', null)).toBeCloseTo(453.6, 1);
    expect(gramsOf('6', 'item', 50)).toBe(300);
    expect(gramsOf('6', 'item', null)).toBeNull();
    expect(gramsOf('1', 'cup', 50)).toBeNull();
    expect(gramsOf('lots', 'g', null)).toBeNull();
  });
});

describe('summarizeNutrition', () => {
  it('is all zeros for an empty household, with 8 empty weeks ending this week', () => {
    const summary = summarizeNutrition([], [], today, 'metric');
    expect(summary).toMatchObject({
      onHand: { calories: 0, protein: 0, fat: 0, carbohydrate: 0, itemsWithNutrition: 0, itemsTotal: 0 },
      expiringThisWeek: 0,
      thisMonth: { used: 0, wasted: 0, usedGrams: 0, wastedGrams: 0 },
      savedKilograms: 0,
      macrosByCategory: [],
      items: [],
      preferredUnits: 'metric',
    });
    expect(summary.wasteByWeek).toHaveLength(8);
    expect(summary.wasteByWeek[0]).toEqual({ weekStart: '2026-09-28', used: 0, wasted: 0 });
    expect(summary.wasteByWeek[7]).toEqual({ weekStart: '2026-11-16', used: 0, wasted: 0 });
  });

  it('totals nutrition over items of known weight, by category, and lists every item with nutrition', () => {
    const summary = summarizeNutrition(
      [
        item({ id: 'e', name: 'Eggs', quantity: '6', unit: 'item', food_category: 'Dairy and Egg Products', nutrition: eggNutrition }),
        item({ id: 'r', name: 'Rice', quantity: '1', unit: 'kg', food_category: 'Cereal Grains and Pasta', nutrition: riceNutrition }),
        item({ id: 'c', name: 'Rice cans', quantity: '2', unit: 'can', food_category: 'Cereal Grains and Pasta', nutrition: riceNutrition }),
        item({ id: 'w', name: 'Stored weight', quantity: '1', unit: 'bag', weight_in_grams: '200', nutrition: riceNutrition }),
        item({ id: 'p', name: 'Plain', quantity: '3', unit: 'g', nutrition: 'not json' }),
      ],
      [],
      today,
      'imperial',
    );
    // eggs 300 g: 429 kcal, 37.8 protein, 28.5 fat, 2.1 carbs; rice 1000 g: 3600 kcal; 200 g: 720 kcal
    expect(summary.onHand).toEqual({ calories: 429 + 3600 + 720, protein: 37.8 + 70 + 14, fat: 28.5 + 5 + 1, carbohydrate: 2.1 + 800 + 160, itemsWithNutrition: 3, itemsTotal: 5 });
    expect(summary.macrosByCategory.map((c) => c.category)).toHaveLength(3);
    expect(summary.macrosByCategory[0]).toMatchObject({ protein: 70, fat: 5, carbohydrate: 800 });
    expect(summary.items.map((i) => i.id)).toEqual(['r', 'w', 'e', 'c']);
    expect(summary.items.find((i) => i.id === 'c')).toMatchObject({ calories: null, weightInGrams: null, caloriesPer100g: 360 });
    expect(summary.items.find((i) => i.id === 'e')).toMatchObject({ calories: 429, protein: 37.8, weightInGrams: 300 });
  });

  it('counts items expiring from today to a week ahead', () => {
    const summary = summarizeNutrition(
      ['2026-11-17', '2026-11-18', '2026-11-25', '2026-11-26', null].map((d, i) => item({ id: String(i), expiration_date: d })),
      [],
      today,
      'metric',
    );
    expect(summary.expiringThisWeek).toBe(2);
  });

  it("counts this month's uses and waste with their weights, the saved kilograms and the weekly chart", () => {
    const summary = summarizeNutrition(
      [],
      [
        { kind: 'consumed', quantity: '500', unit: 'g', day: '2026-11-02', item_nutrition: null },
        { kind: 'consumed', quantity: '4', unit: 'item', day: '2026-11-17', item_nutrition: eggNutrition },
        { kind: 'consumed', quantity: '1', unit: 'can', day: '2026-11-18', item_nutrition: null },
        { kind: 'wasted', quantity: '1', unit: 'lb', day: '2026-11-16', item_nutrition: null },
        { kind: 'wasted', quantity: '1', unit: 'kg', day: '2026-10-31', item_nutrition: null },
        { kind: 'consumed', quantity: '1', unit: 'kg', day: '2026-09-01', item_nutrition: null },
      ],
      today,
      'metric',
    );
    expect(summary.thisMonth).toEqual({ used: 3, wasted: 1, usedGrams: 700, wastedGrams: 453.6 });
    expect(summary.savedKilograms).toBe(0.7);
    expect(summary.wasteByWeek.find((w) => w.weekStart === '2026-11-16')).toEqual({ weekStart: '2026-11-16', used: 2, wasted: 1 });
    expect(summary.wasteByWeek.find((w) => w.weekStart === '2026-10-26')).toEqual({ weekStart: '2026-10-26', used: 0, wasted: 1 });
    expect(summary.wasteByWeek.reduce((n, w) => n + w.used + w.wasted, 0)).toBe(5);
  });
});
