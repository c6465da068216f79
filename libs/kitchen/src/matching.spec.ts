import {
  PANTRY_STAPLES,
  UNIT_MISMATCH,
  ingredientNameTokens,
  isPantryStaple,
  tokenSetsMatch,
  availabilityLevel,
  availabilitySummary,
  ingredientTokens,
  matchIngredient,
  matchIngredients,
  namesMatch,
  normalizeIngredientName,
  singularize,
  type InventoryItem,
} from './matching.js';

describe('singularize', () => {
  it.each([
    ['tomatoes', 'tomato'],
    ['potatoes', 'potato'],
    ['berries', 'berry'],
    ['leaves', 'leaf'],
    ['eggs', 'egg'],
    ['peaches', 'peach'],
    ['radishes', 'radish'],
    ['boxes', 'box'],
    ['olives', 'olive'],
    ['cheeses', 'cheese'],
    ['cookies', 'cookie'],
    ['peas', 'pea'],
    ['hummus', 'hummus'],
    ['asparagus', 'asparagus'],
    ['couscous', 'couscous'],
    ['molasses', 'molasses'],
    ['swiss', 'swiss'],
    ['rice', 'rice'],
    ['gas', 'gas'],
  ])('%s → %s', (plural, singular) => {
    expect(singularize(plural)).toBe(singular);
  });
});

describe('ingredientTokens / normalizeIngredientName', () => {
  it('drops descriptors, notes, numbers and plural endings', () => {
    expect(normalizeIngredientName('Fresh Tomatoes, diced')).toBe('tomato');
    expect(normalizeIngredientName('2 large boneless skinless chicken breasts')).toBe('chicken breast');
    expect(normalizeIngredientName('Basil leaves (about 10), torn')).toBe('basil leaf');
    expect(normalizeIngredientName('Jalapeño peppers, finely chopped')).toBe('jalapeno pepper');
    expect(normalizeIngredientName('Milk, whole, 3.25% milkfat')).toBe('milk whole milkfat');
  });

  it('keeps compound foods whole, even when a part is a descriptor', () => {
    expect(ingredientTokens('creamy peanut butter')).toEqual(['creamy', 'peanut_butter']);
    expect(ingredientTokens('hot sauce')).toEqual(['hot_sauce']);
    expect(ingredientTokens('Sweet potatoes')).toEqual(['sweet_potato']);
  });

  it('drops what a food-database name is packed in or served with', () => {
    expect(ingredientTokens('Peanut butter, smooth style, with salt')).toEqual(['peanut_butter', 'smooth', 'style']);
    expect(ingredientTokens('Tuna, light, canned in water')).toEqual(['tuna', 'light', 'canned']);
  });

  it('returns nothing for a name made only of descriptors', () => {
    expect(ingredientTokens('fresh, chopped')).toEqual([]);
    expect(ingredientTokens('')).toEqual([]);
  });
});

describe('namesMatch', () => {
  it.each([
    ['chicken breast', 'Chicken breast, raw'],
    ['chicken breast', 'chicken'],
    ['chicken', 'Chicken breast'],
    ['tomatoes', 'Tomato'],
    ['fresh basil leaves', 'Basil'],
    ['extra virgin olive oil', 'Olive oil'],
    ['cheddar cheese', 'Cheese, cheddar'],
    ['garlic, minced', 'Garlic'],
    ['chicken breast, cut into strips', 'Chicken, broilers or fryers, breast, meat only, raw'],
    ['eggs', 'Egg, whole, raw, fresh'],
    ['strawberries', 'Strawberry'],
    ['hummus', 'Hummus'],
  ])('%j matches %j', (ingredient, item) => {
    expect(namesMatch(ingredient, item)).toBe(true);
  });

  it.each([
    ['butter', 'Peanut butter'],
    ['milk', 'Coconut milk'],
    ['potato', 'Sweet potato'],
    ['salt', 'Peanut butter, smooth style, with salt'],
    ['water', 'Tuna, canned in water'],
    ['egg', 'Eggplant'],
    ['chicken broth', 'Chicken'],
    ['apple', 'Pineapple'],
    ['fresh', 'fresh'],
    ['', 'Rice'],
  ])('%j does not match %j', (ingredient, item) => {
    expect(namesMatch(ingredient, item)).toBe(false);
  });

  it('matches a list of alternatives by the food the parser reads, not the words before the first comma', () => {
    // 'corn, peanut or vegetable oil' is corn oil (or another oil), never the vegetable corn
    expect(ingredientNameTokens('corn, peanut or vegetable oil')).toEqual(['corn_oil']);
    expect(namesMatch('corn, peanut or vegetable oil', 'Corn')).toBe(false);
    expect(namesMatch('corn, peanut or vegetable oil', 'Corn oil')).toBe(true);
    expect(namesMatch('2 tablespoons corn, peanut or vegetable oil', 'Corn')).toBe(false);
    expect(namesMatch('corn oil', 'Corn')).toBe(false);
    expect(namesMatch('olive oil', 'Kalamata olives')).toBe(false);
    // the notes after a comma still do not count
    expect(namesMatch('garlic cloves, minced', 'Garlic')).toBe(true);
    expect(namesMatch('basil or parsley', 'Basil')).toBe(true);
  });
});

describe('matchIngredient', () => {
  it('does not take a corn lot for corn, peanut or vegetable oil', () => {
    expect(matchIngredient('2 tbsp corn, peanut or vegetable oil', [{ name: 'Corn', quantity: 4, unit: null }])).toMatchObject({
      hasEnough: false,
      percentageAvailable: 0,
    });
    expect(matchIngredient('2 tbsp corn, peanut or vegetable oil', [{ name: 'Corn oil', quantity: 1, unit: 'cup' }])).toMatchObject({
      hasEnough: true,
      percentageAvailable: 100,
    });
  });

  const inventory: InventoryItem[] = [
    { name: 'Chicken breast, raw', quantity: '1', unit: 'lb' },
    { name: 'Chicken breast', quantity: '200', unit: 'g' },
    { name: 'Milk', quantity: '1', unit: 'cup' },
    { name: 'Eggs', quantity: '12', unit: 'item' },
    { name: 'Rice', quantity: '2', unit: 'lb' },
    { name: 'Salt', quantity: '1', unit: 'item' },
    { name: 'Flour', quantity: 'some', unit: 'cup' },
  ];

  it('sums several items of the same food after converting units', () => {
    // 1 lb + 200 g = 653.59 g ≥ 500 g
    expect(matchIngredient('500 g chicken breast', inventory)).toEqual({
      ingredientName: 'chicken breast',
      hasEnough: true,
      percentageAvailable: 100,
      shortage: null,
      availableQuantity: 653.59,
      availableUnit: 'g',
    });
  });

  it('reports the shortage in the recipe unit and a partial percentage', () => {
    expect(matchIngredient('2 cups milk', inventory)).toEqual({
      ingredientName: 'milk',
      hasEnough: false,
      percentageAvailable: 50,
      shortage: { quantity: 1, unit: 'cup' },
      availableQuantity: 1,
      availableUnit: 'cup',
    });
    const chicken = matchIngredient('2 kg chicken breasts', inventory);
    expect(chicken.hasEnough).toBe(false);
    expect(chicken.percentageAvailable).toBe(32);
    expect(chicken.shortage).toEqual({ quantity: 1.35, unit: 'kg' });
    expect(chicken.availableQuantity).toBe(0.65);
  });

  it('compares counts when the recipe gives no unit', () => {
    expect(matchIngredient('3 large eggs', inventory)).toMatchObject({ hasEnough: true, percentageAvailable: 100, availableQuantity: 12, availableUnit: null });
    expect(matchIngredient('24 eggs', inventory)).toMatchObject({ hasEnough: false, percentageAvailable: 50, shortage: { quantity: 12, unit: null } });
  });

  it('marks units that cannot be compared with -1 and what the household has', () => {
    expect(matchIngredient('2 cups rice', inventory)).toEqual({
      ingredientName: 'rice',
      hasEnough: true,
      percentageAvailable: UNIT_MISMATCH,
      shortage: null,
      availableQuantity: 2,
      availableUnit: 'lb',
    });
    expect(matchIngredient('1 cup flour', inventory).percentageAvailable).toBe(-1);
  });

  it('counts an ingredient without a quantity as available when the food is there', () => {
    expect(matchIngredient('Salt to taste', inventory)).toMatchObject({ ingredientName: 'Salt to taste', hasEnough: true, percentageAvailable: 100, shortage: null });
    expect(matchIngredient('pepper to taste', inventory)).toMatchObject({ hasEnough: false, percentageAvailable: 0, shortage: null });
  });

  it('reports a missing food as none available with the full amount short', () => {
    expect(matchIngredient('2 tbsp soy sauce', inventory)).toEqual({
      ingredientName: 'soy sauce',
      hasEnough: false,
      percentageAvailable: 0,
      shortage: { quantity: 2, unit: 'tbsp' },
      availableQuantity: 0,
      availableUnit: 'tbsp',
    });
  });

  it('keeps a partial percentage between 1 and 99', () => {
    expect(matchIngredient('1000 cups milk', inventory).percentageAvailable).toBe(1);
    expect(matchIngredient('1.2 cup milk', inventory).percentageAvailable).toBe(83);
    expect(matchIngredient('1.02 cup milk', inventory)).toMatchObject({ hasEnough: false, percentageAvailable: 98 });
  });

  it('ignores differences below the two-decimal rounding of shortages', () => {
    expect(matchIngredient('1.001 cup milk', inventory)).toMatchObject({ hasEnough: true, percentageAvailable: 100, shortage: null });
  });
});

describe('matchIngredients and availabilitySummary', () => {
  const inventory: InventoryItem[] = [
    { name: 'Spaghetti', quantity: '500', unit: 'g' },
    { name: 'Garlic', quantity: '1', unit: 'head' },
    { name: 'Olive oil', quantity: '1', unit: 'bottle' },
  ];
  const lines = ['1 lb spaghetti', '4 cloves garlic, sliced', '1/4 cup olive oil', '1 tsp red pepper flakes'];

  it('returns one entry per line, in order', () => {
    const matches = matchIngredients(lines, inventory);
    expect(matches.map((m) => m.ingredientName)).toEqual(['spaghetti', 'garlic, sliced', 'olive oil', 'red pepper flakes']);
    expect(matches.map((m) => m.hasEnough)).toEqual([true, true, true, false]);
    expect(matches.map((m) => m.percentageAvailable)).toEqual([100, -1, -1, 0]);
    expect(availabilitySummary(matches)).toEqual({ available: 3, total: 4, missing: 1 });
  });

  it('handles empty lists', () => {
    expect(matchIngredients([], inventory)).toEqual([]);
    expect(matchIngredients(lines, []).every((m) => !m.hasEnough)).toBe(true);
    expect(availabilitySummary([])).toEqual({ available: 0, total: 0, missing: 0 });
  });
});

describe('availabilityLevel', () => {
  it.each<[number, string]>([
    [100, 'full'],
    [120, 'full'],
    [99, 'over-half'],
    [51, 'over-half'],
    [50, 'under-half'],
    [1, 'under-half'],
    [0, 'none'],
    [-1, 'unknown'],
    [Number.NaN, 'unknown'],
  ])('%d%% → %s', (pct, level) => {
    expect(availabilityLevel(pct)).toBe(level);
  });
});

describe('ingredientMatches cases of spec 001 §3', () => {
  const pantry: InventoryItem[] = [
    { name: 'Eggs', quantity: '6', unit: 'item' },
    { name: 'Whole milk', quantity: '1', unit: 'cup' },
    { name: 'Rice', quantity: '2', unit: 'lb' },
  ];

  it('enough: hasEnough, 100 %, no shortage', () => {
    expect(matchIngredient('4 large eggs', pantry)).toMatchObject({ hasEnough: true, percentageAvailable: 100, shortage: null, availableQuantity: 6 });
  });

  it('partial: a percentage between 1 and 99 and the shortage in the recipe unit', () => {
    expect(matchIngredient('3 cups milk', pantry)).toMatchObject({
      hasEnough: false,
      percentageAvailable: 33,
      shortage: { quantity: 2, unit: 'cup' },
      availableQuantity: 1,
      availableUnit: 'cup',
    });
  });

  it('none: 0 % and the whole amount short', () => {
    expect(matchIngredient('2 tbsp honey', pantry)).toMatchObject({ hasEnough: false, percentageAvailable: 0, shortage: { quantity: 2, unit: 'tbsp' } });
  });

  it('unit mismatch: -1, counted as there, with what the household has in its own unit', () => {
    expect(matchIngredient('2 cups cooked rice', pantry)).toMatchObject({
      hasEnough: true,
      percentageAvailable: UNIT_MISMATCH,
      shortage: null,
      availableQuantity: 2,
      availableUnit: 'lb',
    });
  });
});

describe('isPantryStaple', () => {
  it.each([
    'Salt and freshly ground black pepper, to taste',
    'Salt and pepper to taste',
    '2 tbsp olive oil',
    '1/3 cup extra-virgin olive oil, plus more for drizzling',
    'Vegetable oil for frying',
    '1 cup hot water',
    '3 tbsp ice water',
    'Kosher salt',
    'Flaky sea salt',
    'a pinch of salt',
    '2 cups ice',
    'Cooking spray',
    'White pepper to taste',
  ])('%j is a staple', (line) => {
    expect(isPantryStaple(line)).toBe(true);
  });

  it.each(['2 tbsp toasted sesame oil', '1 tsp garlic salt', '1 cup coconut water', '1 red bell pepper', '2 tbsp butter', '1 tsp ground cumin', '1 cup sugar', '2 cups flour', ''])(
    '%j is not a staple',
    (line) => {
      expect(isPantryStaple(line)).toBe(false);
    },
  );

  it('lists every staple as a staple', () => {
    for (const staple of PANTRY_STAPLES) expect(isPantryStaple(staple)).toBe(true);
  });
});

describe('ingredientNameTokens / tokenSetsMatch', () => {
  it('give the same answer as namesMatch, with the tokens made once', () => {
    const pairs: [string, string][] = [
      ['garlic, minced', 'Garlic'],
      ['chicken breast', 'Chicken, broilers or fryers, breast, raw'],
      ['peanut butter', 'Butter, salted'],
      ['cooked rice', 'Rice'],
      ['coconut milk', 'Milk'],
    ];
    for (const [ingredient, item] of pairs) {
      expect(tokenSetsMatch(ingredientNameTokens(ingredient), ingredientTokens(item))).toBe(namesMatch(ingredient, item));
    }
    expect(ingredientNameTokens('garlic, minced')).toEqual(['garlic']);
  });
});
