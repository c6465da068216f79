import { nutritionItemCursor, nutritionItemsPageQuery } from '@sous/contracts';
import {
  compareNutritionItems,
  foodLookupsFor,
  groupEvents,
  inOneUnit,
  type LinkedFood,
  lookupKeyOf,
  nutritionItems,
  nutritionItemsPage,
  type NutritionEventRow,
  type NutritionFoodRow,
  summarizeNutrition,
  summaryPeriod,
  weekStartOf,
} from './summarize-nutrition.js';

const eggNutrition = JSON.stringify({ per100g: { energyKcal: 143, protein: 12.6, totalFat: 9.5, carbohydrate: 0.7 }, perItem: null, itemGrams: 50 });
const riceNutrition = JSON.stringify({ per100g: { energyKcal: 360, protein: 7, totalFat: 0.5, carbohydrate: 80 }, perItem: null, itemGrams: null });
const rice: LinkedFood = { nutrients: { energyKcal: 365, protein: 7.1, totalFat: 0.7, carbohydrate: 80 }, householdWeights: [], foodCategory: 'Cereal Grains and Pasta' };
const kale: LinkedFood = { nutrients: { energyKcal: 50, protein: 4, totalFat: 1, carbohydrate: 9 }, householdWeights: [{ description: '1 bunch', grams: 200 }], foodCategory: null };

const item = (over: Partial<NutritionFoodRow>): NutritionFoodRow => ({
  id: 'i',
  name: 'Thing',
  quantity: '1',
  unit: 'item',
  expiration_date: null,
  food_category: null,
  weight_in_grams: null,
  nutrition: null,
  fcd_id: null,
  ...over,
});
const event = (over: Partial<NutritionEventRow>): NutritionEventRow => ({
  kind: 'consumed',
  quantity: '1',
  unit: 'g',
  day: '2026-11-18',
  food_name: 'Thing',
  item_nutrition: null,
  ...over,
});
const linked = (entries: [name: string, food: LinkedFood | null][]) => new Map(entries.map(([name, food]) => [lookupKeyOf(name, null), food]));

// 2026-11-18 is a Wednesday
const today = '2026-11-18';
const summarize = (items: NutritionFoodRow[], events: NutritionEventRow[] = [], foods = linked([]), preferredUnits: 'metric' | 'imperial' = 'metric') =>
  summarizeNutrition({ items, events, linkedFoods: foods, today, preferredUnits });

describe('weekStartOf', () => {
  it.each([
    ['2026-11-16', '2026-11-16'],
    ['2026-11-18', '2026-11-16'],
    ['2026-11-22', '2026-11-16'],
    ['2026-11-23', '2026-11-23'],
  ])('puts %s in the week of Monday %s', (date, monday) => expect(weekStartOf(date)).toBe(monday));
});

describe('inOneUnit', () => {
  it('puts both weights in one unit: g or kg for metric, oz or lb for imperial, from the larger', () => {
    expect(inOneUnit(700, 450, 'metric')).toEqual({ unit: 'g', a: 700, b: 450 });
    expect(inOneUnit(300, 1500, 'metric')).toEqual({ unit: 'kg', a: 0.3, b: 1.5 });
    expect(inOneUnit(200, 50, 'imperial')).toEqual({ unit: 'oz', a: 7.05, b: 1.76 });
    expect(inOneUnit(907.18474, 113.4, 'imperial')).toEqual({ unit: 'lb', a: 2, b: 0.25 });
    expect(inOneUnit(0, 0, 'imperial')).toEqual({ unit: 'oz', a: 0, b: 0 });
  });
});

describe('foodLookupsFor', () => {
  it('asks once per food, and not for rows whose stored nutrition gives nutrients and weight', () => {
    const lookups = foodLookupsFor(
      [
        item({ id: 'a', name: 'Rice', quantity: '2', unit: 'lb' }),
        item({ id: 'b', name: 'rice', quantity: '1', unit: 'kg' }),
        item({ id: 'c', name: 'Eggs', quantity: '6', unit: 'item', nutrition: eggNutrition }),
        item({ id: 'd', name: 'Brown rice', quantity: '1', unit: 'box', nutrition: riceNutrition }),
        item({ id: 'e', name: 'Rice', fcd_id: 'sr:168880' }),
      ],
      [event({ food_name: 'Eggs', quantity: '2', unit: 'item', item_nutrition: eggNutrition }), event({ food_name: 'Kale' })],
    );
    expect(lookups.map((l) => [l.fdcId, l.searchTerms[0]])).toEqual([
      [null, expect.stringMatching(/rice/)],
      [null, expect.stringMatching(/brown rice/)],
      ['sr:168880', expect.stringMatching(/rice/)],
      [null, expect.stringMatching(/kale/)],
    ]);
  });
});

describe('summarizeNutrition', () => {
  it('is all zeros for an empty household, fully covered, with 8 empty weeks ending this week', () => {
    const summary = summarize([]);
    expect(summary).toMatchObject({
      onHand: { calories: 0, protein: 0, fat: 0, carbohydrate: 0, itemsWithNutrition: 0, itemsTotal: 0, coverage: 1, notCounted: [] },
      expiringThisWeek: 0,
      thisMonth: { used: 0, wasted: 0, usedGrams: 0, wastedGrams: 0, weight: { unit: 'g', used: 0, wasted: 0 }, unweighed: 0 },
      savedKilograms: 0,
      macrosByCategory: [],
      items: [],
      preferredUnits: 'metric',
    });
    expect(summary.wasteByWeek).toHaveLength(8);
    const emptyWeek = { used: 0, wasted: 0, usedGrams: 0, wastedGrams: 0, usedValue: 0, wastedValue: 0 };
    expect(summary.wasteByWeek[0]).toEqual({ weekStart: '2026-09-28', ...emptyWeek });
    expect(summary.wasteByWeek[7]).toEqual({ weekStart: '2026-11-16', ...emptyWeek });
    expect(summary.thisMonth.money).toEqual({
      currency: 'USD', spent: 0, purchases: 0, used: 0, wasted: 0,
      usedPriced: 0, usedUnpriced: 0, wastedPriced: 0, wastedUnpriced: 0, estimatedEvents: 0, estimated: false,
    });
  });

  it("counts items without stored nutrition through their canonical food's data, and names what it cannot count", () => {
    const summary = summarize(
      [
        item({ id: 'e', name: 'Eggs', quantity: '6', unit: 'item', food_category: 'Dairy and Egg Products', nutrition: eggNutrition }),
        item({ id: 'r', name: 'Rice', quantity: '1', unit: 'kg' }),
        item({ id: 'k', name: 'Kale', quantity: '2', unit: 'bunch' }),
        item({ id: 'c', name: 'Rice', quantity: '1', unit: 'package' }),
        item({ id: 'w', name: 'Rice', quantity: '1', unit: 'sack', weight_in_grams: '200' }),
        item({ id: 'z', name: 'Zqxj surprise', quantity: '3', unit: 'g' }),
      ],
      [],
      linked([
        ['Rice', rice],
        ['Kale', kale],
        ['Zqxj surprise', null],
      ]),
    );
    // eggs 300 g: 429 kcal; rice 1000 g: 3650; kale 400 g through its USDA bunch: 200; the stored 200 g of rice: 730
    expect(summary.onHand).toEqual({
      calories: 429 + 3650 + 200 + 730,
      protein: 37.8 + 71 + 16 + 14.2,
      fat: 28.5 + 7 + 4 + 1.4,
      carbohydrate: 2.1 + 800 + 36 + 160,
      itemsWithNutrition: 4,
      itemsTotal: 6,
      coverage: 0.667,
      notCounted: [
        { id: 'c', name: 'Rice', reason: 'weight' },
        { id: 'z', name: 'Zqxj surprise', reason: 'nutrients' },
      ],
    });
    expect(summary.items.map((i) => i.id)).toEqual(['r', 'w', 'e', 'k', 'c']);
    expect(summary.items.find((i) => i.id === 'r')).toMatchObject({ category: 'Grains & Pasta', calories: 3650, weightInGrams: 1000, caloriesPer100g: 365 });
    expect(summary.items.find((i) => i.id === 'c')).toMatchObject({ calories: null, weightInGrams: null, caloriesPer100g: 365 });
    expect(summary.items.find((i) => i.id === 'k')).toMatchObject({ category: 'Vegetables and Vegetable Products', weightInGrams: 400 });
    expect(summary.macrosByCategory.map((c) => c.category)).toEqual(['Grains & Pasta', 'Dairy & Eggs', 'Vegetables and Vegetable Products']);
  });

  it('prefers the nutrients stored with an item (the food picked on add) over its canonical food', () => {
    const summary = summarize([item({ name: 'Rice', quantity: '100', unit: 'g', nutrition: riceNutrition })], [], linked([['Rice', rice]]));
    expect(summary.onHand.calories).toBe(360);
  });

  it('counts items expiring from today to a week ahead', () => {
    const summary = summarize(['2026-11-17', '2026-11-18', '2026-11-25', '2026-11-26', null].map((d, i) => item({ id: String(i), expiration_date: d })));
    expect(summary.expiringThisWeek).toBe(2);
  });

  it("weighs this month's use and waste in one unit by the preferred units, with the weekly chart", () => {
    const events = [
      event({ kind: 'consumed', quantity: '500', unit: 'g', day: '2026-11-02', food_name: 'Rice' }),
      event({ kind: 'consumed', quantity: '4', unit: 'item', day: '2026-11-17', food_name: 'Eggs' }),
      event({ kind: 'consumed', quantity: '1', unit: 'bunch', day: '2026-11-18', food_name: 'Kale' }),
      event({ kind: 'consumed', quantity: '1', unit: 'box', day: '2026-11-18', food_name: 'Zqxj surprise' }),
      event({ kind: 'wasted', quantity: '1', unit: 'lb', day: '2026-11-16', food_name: 'Chicken breast' }),
      event({ kind: 'wasted', quantity: '1', unit: 'kg', day: '2026-10-31', food_name: 'Rice' }),
      event({ kind: 'consumed', quantity: '1', unit: 'kg', day: '2026-09-01', food_name: 'Rice' }),
    ];
    const foods = linked([['Kale', kale]]);
    const metric = summarize([], events, foods, 'metric');
    // 500 g rice + 4 eggs (200 g, catalog piece weight) + a 200 g bunch of kale; the box is unknown
    expect(metric.thisMonth).toMatchObject({ used: 4, wasted: 1, usedGrams: 900, wastedGrams: 453.6, weight: { unit: 'g', used: 900, wasted: 454 }, unweighed: 1 });
    expect(metric.savedKilograms).toBe(0.9);
    expect(summarize([], events, foods, 'imperial').thisMonth.weight).toEqual({ unit: 'lb', used: 1.98, wasted: 1 });
    expect(metric.wasteByWeek.find((w) => w.weekStart === '2026-11-16')).toMatchObject({ weekStart: '2026-11-16', used: 3, wasted: 1, usedGrams: 400, wastedGrams: 453.6 });
    expect(metric.wasteByWeek.find((w) => w.weekStart === '2026-10-26')).toMatchObject({ weekStart: '2026-10-26', used: 0, wasted: 1, usedGrams: 0, wastedGrams: 1000 });
    expect(metric.wasteByWeek.reduce((n, w) => n + w.used + w.wasted, 0)).toBe(6);
  });

  it('sums money only over priced events, counts the unpriced ones, and says when any value is an estimate', () => {
    const events = [
      event({ kind: 'consumed', day: '2026-11-02', value: 2.5, value_source: 'lot' }),
      event({ kind: 'consumed', day: '2026-11-17', value: '1.25', value_source: 'history' }),
      event({ kind: 'consumed', day: '2026-11-18', value: null, value_source: null }),
      event({ kind: 'wasted', day: '2026-11-16', value: 0.1, value_source: 'lot' }),
      event({ kind: 'wasted', day: '2026-11-16', value: 0.2, value_source: 'lot' }),
      event({ kind: 'wasted', day: '2026-11-17' }),
      // last month: in the weekly chart, not in this month's money
      event({ kind: 'wasted', day: '2026-10-31', value: 9, value_source: 'lot' }),
    ];
    const purchases = [
      { day: '2026-11-01', paid: 3.99 },
      { day: '2026-11-18', paid: '10.01' },
      { day: '2026-10-31', paid: 50 },
    ];
    const summary = summarizeNutrition({ items: [], events, linkedFoods: linked([]), today, preferredUnits: 'metric', purchases, currency: 'EUR' });
    expect(summary.thisMonth.money).toEqual({
      currency: 'EUR',
      spent: 14,
      purchases: 2,
      used: 3.75,
      // 0.1 + 0.2 is 0.30000000000000004 before rounding to the cent
      wasted: 0.3,
      usedPriced: 2,
      usedUnpriced: 1,
      wastedPriced: 2,
      wastedUnpriced: 1,
      estimatedEvents: 1,
      estimated: true,
    });
    expect(summary.wasteByWeek.find((w) => w.weekStart === '2026-11-16')).toMatchObject({ usedValue: 1.25, wastedValue: 0.3 });
    expect(summary.wasteByWeek.find((w) => w.weekStart === '2026-11-02')).toMatchObject({ usedValue: 2.5, wastedValue: 0 });
    expect(summary.wasteByWeek.find((w) => w.weekStart === '2026-10-26')).toMatchObject({ usedValue: 0, wastedValue: 9 });
  });

  it('is not estimated when every value came from the lots themselves', () => {
    const events = [event({ kind: 'wasted', value: 4, value_source: 'lot' })];
    expect(summarizeNutrition({ items: [], events, linkedFoods: linked([]), today, preferredUnits: 'metric' }).thisMonth.money).toMatchObject({
      wasted: 4,
      wastedPriced: 1,
      estimated: false,
    });
  });
});

describe('summaryPeriod', () => {
  it('reads events from the first of the 8 weeks or of the month, whichever is earlier, and purchases from the month, a day early', () => {
    expect(summaryPeriod('2026-11-18')).toEqual({ eventsSince: '2026-09-27', purchasesSince: '2026-10-31' });
    expect(summaryPeriod('2026-03-31')).toEqual({ eventsSince: '2026-02-08', purchasesSince: '2026-02-28' });
  });
});

describe('groupEvents', () => {
  // a mixed kitchen: stored and linked nutrition, weighed and unweighable amounts, values known,
  // unknown, as text and from history, days across the month's start and before the 8 weeks
  const names = ['Rice', 'Kale', 'Eggs', 'Zqxj surprise', 'Chicken breast'];
  const units = ['g', 'bunch', 'item', 'box', 'lb', 'kg'];
  const days = ['2026-09-20', '2026-09-28', '2026-10-05', '2026-10-31', '2026-11-01', '2026-11-02', '2026-11-16', '2026-11-18', '2026-11-19'];
  const mixed: NutritionEventRow[] = Array.from({ length: 600 }, (_, i) =>
    event({
      kind: i % 11 === 10 ? 'moved' : i % 3 === 0 ? 'wasted' : 'consumed',
      food_name: names[i % names.length],
      quantity: String(1 + (i % 4)),
      unit: units[(i >> 1) % units.length],
      day: days[(i * 7) % days.length],
      item_nutrition: i % 5 === 2 ? eggNutrition : i % 7 === 0 ? riceNutrition : null,
      value: i % 4 === 0 ? null : i % 4 === 1 ? String(i / 8) : i / 3,
      value_source: i % 4 === 0 ? null : i % 6 === 1 ? 'history' : 'lot',
    }),
  );
  const foods = linked([
    ['Rice', rice],
    ['Kale', kale],
  ]);
  const items = [item({ id: 'r', name: 'Rice', quantity: '1', unit: 'kg' })];
  const purchases = [{ day: '2026-11-03', paid: 4 }];
  const summaryOf = (events: NutritionEventRow[]) =>
    summarizeNutrition({ items, events, linkedFoods: foods, today, preferredUnits: 'imperial', purchases, currency: 'EUR' });

  it('gives the summary of every event one by one, from far fewer rows', () => {
    const grouped = groupEvents(mixed);
    expect(grouped.length).toBeLessThan(mixed.length / 2);
    expect(grouped.reduce((n, g) => n + (g.count ?? 1), 0)).toBe(mixed.length);
    const summary = summaryOf(mixed);
    expect(summaryOf(grouped)).toEqual(summary);
    // an aggregate's rows (count, priced, summed value) grouped again, in another order, add up the same
    expect(summaryOf(groupEvents([...grouped].reverse()))).toEqual(summary);
    // the data set exercises what it is meant to
    expect(summary.thisMonth.unweighed).toBeGreaterThan(0);
    expect(summary.thisMonth.money.usedUnpriced).toBeGreaterThan(0);
    expect(summary.thisMonth.money.estimatedEvents).toBeGreaterThan(0);
    expect(summary.wasteByWeek.filter((w) => w.used + w.wasted > 0).length).toBeGreaterThan(3);
  });

  it('counts how many of a group had a value, and sums only those', () => {
    const [group] = groupEvents([
      event({ value: 1.5, value_source: 'history' }),
      event({ value: null, value_source: 'history' }),
      event({ value: '2.25', value_source: 'history' }),
    ]);
    expect(group).toMatchObject({ count: 3, priced: 2, value: 3.75 });
    expect(groupEvents([event({ value: null }), event({ value: null })])).toEqual([expect.objectContaining({ count: 2, priced: 0, value: null })]);
  });
});

describe('the per-item table, a page at a time (issue 18)', () => {
  const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  // ties on calories and on name: the id decides, so the order is total
  const rows = [
    item({ id: id(3), name: 'Rice', quantity: '100', unit: 'g' }),
    item({ id: id(1), name: 'Rice', quantity: '100', unit: 'g' }),
    item({ id: id(2), name: 'Kale', quantity: '1', unit: 'bunch' }),
    item({ id: id(4), name: 'Rice', quantity: '1', unit: 'package' }),
    item({ id: id(5), name: 'Apple rice', quantity: '1', unit: 'package' }),
    item({ id: id(6), name: 'Zqxj surprise', quantity: '1', unit: 'g' }),
  ];
  const foods = linked([
    ['Rice', rice],
    ['Kale', kale],
    ['Apple rice', rice],
    ['Zqxj surprise', null],
  ]);

  it('orders by calories, then name, then id, and the summary carries the first 50 rows and the count', () => {
    const table = nutritionItems({ items: rows, linkedFoods: foods });
    expect(table.map((row) => row.id)).toEqual([id(1), id(3), id(2), id(5), id(4)]);
    const summary = summarize(rows, [], foods);
    expect(summary.items).toEqual(table);
    expect(summary.itemCount).toBe(5);
    const many = Array.from({ length: 120 }, (_, i) => item({ id: id(100 + i), name: `Rice ${i}`, quantity: String(i + 1), unit: 'g' }));
    const big = summarize(many, [], linked(many.map((row) => [row.name, rice])));
    expect(big.itemCount).toBe(120);
    expect(big.items).toEqual(nutritionItems({ items: many, linkedFoods: linked(many.map((row) => [row.name, rice])) }).slice(0, 50));
  });

  it('pages by keyset: each page starts strictly after the cursor, even when its row is gone', () => {
    const table = nutritionItems({ items: rows, linkedFoods: foods });
    const parse = (cursor: string) => nutritionItemsPageQuery.parse({ after: cursor }).after!;
    for (const limit of [1, 2, 3, 5, 6]) {
      const seen: string[] = [];
      let after: string | null | undefined;
      do {
        const page = nutritionItemsPage(table, limit, after ? parse(after) : undefined);
        seen.push(...page.rows.map((row) => row.id));
        after = page.next;
      } while (after);
      expect(seen).toEqual(table.map((row) => row.id));
    }
    const first = nutritionItemsPage(table, 2);
    const without = table.filter((row) => row.id !== first.rows[1].id);
    expect(nutritionItemsPage(without, 2, parse(first.next!)).rows.map((row) => row.id)).toEqual([id(2), id(5)]);
    expect(nutritionItemsPage(table, 5).next).toBeNull();
  });

  it('compares a row with its own cursor as equal', () => {
    for (const row of nutritionItems({ items: rows, linkedFoods: foods })) {
      expect(compareNutritionItems(row, nutritionItemsPageQuery.parse({ after: nutritionItemCursor(row) }).after!)).toBe(0);
    }
  });
});
