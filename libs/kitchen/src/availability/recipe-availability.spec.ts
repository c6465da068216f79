import { amountIn } from '../amounts/amount-in.js';
import { scaleIngredient } from '../amounts/scale-ingredient.js';
import { parseQuantity } from '../quantity.js';
import { allocateLines } from './allocate.js';
import { planCooking } from './plan-cooking.js';
import { recipeAvailability, recipeAvailabilityFromRows, recipeCardRows } from './recipe-availability.js';
import { indexStock, type StockLot } from './stock-index.js';

const lot = (id: string, name: string, quantity: string, unit: string, expirationDate: string | null = null, foodKey?: string): StockLot => ({
  id,
  name,
  quantity,
  unit,
  expirationDate,
  foodKey,
});

const row = (lines: string[], servings: number, stock: StockLot[], index = 0) => recipeAvailability(lines, 4, servings, stock)[index];

describe('recipeAvailability: the card says what Cook finds', () => {
  it('counts a pantry staple as there, with or without a lot of it', () => {
    expect(row(['1 tsp salt'], 4, [])).toMatchObject({ hasEnough: true, percentageAvailable: 100, shortage: null });
    expect(row(['2 tbsp olive oil'], 8, [lot('o', 'Olive oil', '1', 'tbsp')])).toMatchObject({ hasEnough: true, shortage: null });
    expect(planCooking(['1 tsp salt', '2 tbsp olive oil'], 4, 8, []).lacking).toEqual([]);
  });

  it('matches corn, peanut or vegetable oil to an oil lot, never to a corn lot', () => {
    const corn = lot('c', 'Corn', '4', 'item');
    const oil = lot('o', 'Corn oil', '1', 'cup');
    expect(row(['2 tbsp corn, peanut or vegetable oil'], 4, [corn])).toMatchObject({ ingredientName: 'corn, peanut or vegetable oil', hasEnough: false, lots: [] });
    expect(row(['2 tbsp corn, peanut or vegetable oil'], 4, [corn, oil])).toMatchObject({ hasEnough: true, lots: [{ id: 'o' }] });
    const foods: string[] = [];
    const plan = allocateLines(['2 tbsp corn, peanut or vegetable oil', '4 garlic cloves, minced'], 4, 4, (_scaled, food) => (foods.push(food), [oil]));
    expect(foods).toEqual(['corn oil', 'garlic']);
    expect(plan.map((line) => line.ingredient)).toEqual(['corn, peanut or vegetable oil', 'garlic, minced']);
    expect(planCooking(['2 tbsp corn, peanut or vegetable oil'], 4, 4, [corn]).lacking).toHaveLength(1);
  });

  it('takes cloves of garlic from a head: 4 cloves are there, 12 are short by 2', () => {
    const head = [lot('g', 'Garlic', '1', 'head')];
    expect(row(['4 cloves garlic, minced'], 4, head)).toMatchObject({ ingredientName: 'garlic, minced', hasEnough: true, availableQuantity: 10, availableUnit: 'clove' });
    expect(row(['4 cloves garlic, minced'], 12, head)).toMatchObject({ hasEnough: false, percentageAvailable: 83, shortage: { quantity: 2, unit: 'clove' } });
  });

  it('compares a can with ounces through the can’s size', () => {
    const ounces = [lot('b', 'Black beans', '30', 'oz', null, 'black-bean')];
    expect(row(['1 (15 oz) can black beans'], 4, ounces)).toMatchObject({ hasEnough: true, availableQuantity: 2, availableUnit: 'can' });
    expect(row(['1 (15 oz) can black beans'], 12, ounces)).toMatchObject({ hasEnough: false, shortage: { quantity: 1, unit: 'can' }, percentageAvailable: 66 });
    const cans = [lot('c', 'Black beans', '2', 'can')];
    expect(row(['15 oz black beans'], 4, cans)).toMatchObject({ hasEnough: true, availableQuantity: 30, availableUnit: 'oz' });
  });

  it('keeps a quarter lime a quarter lime', () => {
    const limes = [lot('l', 'Limes', '1', 'item')];
    expect(row(['1 lime'], 1, limes)).toMatchObject({ hasEnough: true, percentageAvailable: 100 });
    expect(scaleIngredient('1 lime', 4, 1).display).toBe('¼ lime');
    expect(row(['1 lime'], 12, limes)).toMatchObject({ hasEnough: false, shortage: { quantity: 2, unit: null }, percentageAvailable: 33 });
  });

  it('marks units nothing relates as -1, short by the whole line, with what is there in its own unit', () => {
    expect(row(['2 cans water chestnuts'], 4, [lot('w', 'Water chestnuts', '1', 'lb')])).toMatchObject({
      hasEnough: false,
      percentageAvailable: -1,
      shortage: { quantity: 2, unit: 'can' },
      availableQuantity: 1,
      availableUnit: 'lb',
    });
  });

  it('says a line without an amount is there when any lot matches', () => {
    expect(row(['fresh basil'], 4, [lot('b', 'Basil', '1', 'bunch')])).toMatchObject({ hasEnough: true, shortage: null, availableQuantity: 1, availableUnit: 'bunch' });
    expect(row(['fresh basil'], 4, [])).toMatchObject({ hasEnough: false, percentageAvailable: 0, shortage: null });
  });

  it('carries the lots each line matched, in the order Cook uses them', () => {
    const stock = [lot('new', 'Chicken breast', '1', 'lb', '2026-12-01'), lot('old', 'Chicken', '8', 'oz', '2026-11-20'), lot('e', 'Eggs', '6', 'item')];
    expect(row(['1 lb chicken breast'], 4, stock).lots).toEqual([
      { id: 'old', quantity: 8, unit: 'oz' },
      { id: 'new', quantity: 1, unit: 'lb' },
    ]);
  });
});

// A small deterministic generator: recipes and kitchens drawn from foods that exercise every path
// (staples, parts of a whole, cans, countables, mass/volume with densities, names that nest).
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const LINE_FORMS = [
  (n: number) => `${n} cloves garlic, minced`,
  (n: number) => `${n} lime`,
  (n: number) => `${n} (15 oz) can black beans, drained`,
  (n: number) => `${n} cans tomatoes`,
  (n: number) => `${n} oz black beans`,
  (n: number) => `${n} lb chicken breast`,
  (n: number) => `${n} eggs`,
  (n: number) => `${n} cups milk`,
  (n: number) => `${n} tsp salt`,
  (n: number) => `${n} tbsp olive oil`,
  (n: number) => `${n} onions, diced`,
  (n: number) => `${n} stalks celery`,
  (n: number) => `${n} cups flour`,
  (n: number) => `${n} cans water chestnuts`,
  () => 'fresh basil',
  () => 'black pepper to taste',
];

const LOT_FORMS: readonly ((n: number) => [string, string, string])[] = [
  (n) => ['Garlic', String(n), 'head'],
  (n) => ['Garlic', String(n), 'item'],
  (n) => ['Limes', String(n), 'item'],
  (n) => ['Black beans', String(n * 10), 'oz'],
  (n) => ['Black beans', String(n), 'can'],
  (n) => ['Tomatoes', String(n), 'lb'],
  (n) => ['Canned tomatoes', String(n), 'can'],
  (n) => ['Chicken breast', String(n / 2), 'lb'],
  (n) => ['Chicken', String(n * 4), 'oz'],
  (n) => ['Eggs', String(n * 2), 'item'],
  (n) => ['Milk', String(n / 4), 'l'],
  (n) => ['Onions', String(n), 'item'],
  (n) => ['Celery', String(n), 'bunch'],
  (n) => ['Flour', String(n * 100), 'g'],
  (n) => ['Water chestnuts', String(n * 4), 'oz'],
  (n) => ['Basil', String(n), 'bunch'],
  (n) => ['Salt', String(n), 'lb'],
];

describe('property: the card and Cook agree at every servings value', () => {
  it.each(Array.from({ length: 60 }, (_, seed) => seed + 1))('random kitchen %i', (seed) => {
    const next = random(seed);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
    const lines = [...new Set(Array.from({ length: 3 + Math.floor(next() * 6) }, () => pick(LINE_FORMS)(1 + Math.floor(next() * 4))))];
    const stock = Array.from({ length: Math.floor(next() * 10) }, (_, i) => {
      const [name, quantity, unit] = pick(LOT_FORMS)(1 + Math.floor(next() * 3));
      const day = 1 + Math.floor(next() * 28);
      return lot(`lot-${i}`, name, quantity, unit, next() < 0.2 ? null : `2026-12-${String(day).padStart(2, '0')}`);
    });
    const recipeServings = pick([2, 4, 6, null]);
    const atBase = recipeAvailability(lines, recipeServings, recipeServings ?? 4, stock);
    for (let servings = 1; servings <= 12; servings += 1) {
      const rows = recipeAvailability(lines, recipeServings, servings, stock);
      const cook = planCooking(lines, recipeServings, servings, stock);
      const short = lines.filter((_, i) => !rows[i].hasEnough).map((line) => scaleIngredient(line, recipeServings, servings).line);
      // a row is enough iff Cook lacks nothing for its line
      expect(short).toEqual(cook.lacking);
      // the browser, from the lots the rows carry, gets exactly the server's rows
      expect(recipeAvailabilityFromRows(lines, recipeServings, servings, atBase)).toEqual(rows);
      // and one index for many recipes answers as the stock itself does
      expect(recipeAvailability(lines, recipeServings, servings, indexStock(stock))).toEqual(rows);
    }
  });
});

describe('recipeCardRows: the lots a card can use, and no more', () => {
  const shown = (rows: readonly { hasEnough: boolean; percentageAvailable: number; shortage: unknown; ingredientName: string }[]) =>
    rows.map(({ hasEnough, percentageAvailable, shortage, ingredientName }) => ({ hasEnough, percentageAvailable, shortage, ingredientName }));

  it('keeps a covered line’s lots up to the last one 20 servings take, and every lot of a short line', () => {
    const stock = Array.from({ length: 30 }, (_, i) => lot(`milk-${i}`, 'Milk', '1', 'l', `2026-12-${String(1 + (i % 28)).padStart(2, '0')}`));
    const [milk] = recipeCardRows(['1 cup milk'], 4, 20, stock);
    // 20 servings of 1 cup for 4 is 5 cups ≈ 1.18 l: two litre lots
    expect(milk.lots).toHaveLength(2);
    expect(milk.hasEnough).toBe(true);
    const [short] = recipeCardRows(['40 cups milk'], 4, 20, stock.slice(0, 3));
    expect(short.lots).toHaveLength(3);
  });

  it.each(Array.from({ length: 60 }, (_, seed) => seed + 101))('property: from the kept lots the card shows what the server would, at 1–20 servings (kitchen %i)', (seed) => {
    const next = random(seed);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
    const lines = [...new Set(Array.from({ length: 3 + Math.floor(next() * 6) }, () => pick(LINE_FORMS)(1 + Math.floor(next() * 4))))];
    // many lots of few foods, so lines share them and the trimming has something to cut
    const stock = Array.from({ length: 10 + Math.floor(next() * 40) }, (_, i) => {
      const [name, quantity, unit] = pick(LOT_FORMS)(1 + Math.floor(next() * 3));
      const day = 1 + Math.floor(next() * 28);
      return lot(`lot-${i}`, name, quantity, unit, next() < 0.2 ? null : `2026-12-${String(day).padStart(2, '0')}`);
    });
    const recipeServings = pick([2, 4, 6]);
    const card = recipeCardRows(lines, recipeServings, 20, stock);
    const full = recipeAvailability(lines, recipeServings, recipeServings, stock);
    // at the recipe's own servings the rows are the server's, lots aside
    expect(card.map(({ lots: _lots, ...rest }) => rest)).toEqual(full.map(({ lots: _lots, ...rest }) => rest));
    for (let servings = 1; servings <= 20; servings += 1) {
      expect(shown(recipeAvailabilityFromRows(lines, recipeServings, servings, card))).toEqual(shown(recipeAvailability(lines, recipeServings, servings, stock)));
    }
  });
});

describe('recipeCardRows against a kept stock index', () => {
  const stock = [lot('m1', 'Milk', '1', 'l', '2026-12-02'), lot('e1', 'Eggs', '6', 'item', '2026-12-05')];
  const lines = ['1 cup milk', '3 eggs'];

  it('answers a second read of the same recipe from what the first computed', () => {
    const index = indexStock(stock);
    const first = recipeCardRows(lines, 4, 20, index);
    expect(recipeCardRows(lines, 4, 20, index)).toBe(first);
    expect(first).toEqual(recipeCardRows(lines, 4, 20, stock));
  });

  it('computes afresh for other servings, other lines or another index (the stock changed)', () => {
    const index = indexStock(stock);
    const first = recipeCardRows(lines, 4, 20, index);
    expect(recipeCardRows(lines, 2, 20, index)).not.toBe(first);
    expect(recipeCardRows(['1 cup milk', '4 eggs'], 4, 20, index)).not.toBe(first);
    const fewer = indexStock([lot('e1', 'Eggs', '6', 'item', '2026-12-05')]);
    const [milk] = recipeCardRows(lines, 4, 20, fewer);
    expect(milk.hasEnough).toBe(false);
    expect(first[0].hasEnough).toBe(true);
  });
});

describe('allocateLines: what a line finds is what its lots hold after the lines before it', () => {
  // the plain per-lot sum the allocation's per-unit totals and cached candidates must equal
  function heldBefore(plans: ReturnType<typeof allocateLines<StockLot>>, line: number, target: StockLot): number {
    let held = parseQuantity(target.quantity) ?? 0;
    for (const plan of plans.slice(0, line)) for (const take of plan.takes) if (take.lot.id === target.id) held -= take.take;
    return held;
  }

  it.each(Array.from({ length: 40 }, (_, seed) => seed + 201))('property: per-lot sums over shared lots (kitchen %i)', (seed) => {
    const next = random(seed);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
    const lines = Array.from({ length: 3 + Math.floor(next() * 6) }, () => pick(LINE_FORMS)(1 + Math.floor(next() * 4)));
    const stock = Array.from({ length: 10 + Math.floor(next() * 30) }, (_, i) => {
      const [name, quantity, unit] = pick(LOT_FORMS)(1 + Math.floor(next() * 3));
      return lot(`lot-${i}`, name, quantity, unit, `2026-12-${String(1 + Math.floor(next() * 28)).padStart(2, '0')}`);
    });
    const index = indexStock(stock);
    const servings = 1 + Math.floor(next() * 20);
    // twice through one index: the second recipe reads the first one's cached candidates and totals
    for (let round = 0; round < 2; round += 1) {
      const plans = allocateLines(lines, 4, servings, (scaled, ingredient) => index.candidates(ingredient, scaled.foodKey));
      plans.forEach((plan, i) => {
        if (plan.needed === null) return;
        const unit = plan.scaled.unit;
        const converted = plan.candidates.map((lotOf) => amountIn(heldBefore(plans, i, lotOf), lotOf.unit, unit, plan.ingredient, { to: plan.scaled.packageSize }));
        const known = converted.filter((value): value is number => value !== null);
        if (known.length === 0) expect(plan.available).toBeNull();
        else expect(plan.available).toBeCloseTo(known.reduce((a, b) => a + b, 0), 5);
      });
    }
  });

  it('reads a lot’s quantity afresh when its text changes', () => {
    const milk = lot('m', 'Milk', '1', 'l');
    const [before] = allocateLines(['1 cup milk'], 4, 4, () => [milk]);
    milk.quantity = '0.1';
    const [after] = allocateLines(['1 cup milk'], 4, 4, () => [milk]);
    expect(before.lacking).toBe(false);
    expect(after.lacking).toBe(true);
  });
});
