import { avoidedLineMessage, avoidedLines } from './avoided-lines.js';

const hitOf = (line: string, avoidances: Parameters<typeof avoidedLines>[1]) => avoidedLines([line], avoidances)[0]?.hits ?? null;

describe('avoidedLines', () => {
  it.each([
    ['2 tbsp smooth peanut butter', 'Peanuts'],
    ['1 tbsp groundnut oil', 'Peanuts'],
    ['1/2 cup roasted peanuts, chopped', 'Peanuts'],
    ['3 tbsp unsalted butter', 'Milk'],
    ['1 cup grated Parmesan cheese', 'Milk'],
    ['200 g Greek yogurt', 'Milk'],
    ['1/2 cup heavy cream', 'Milk'],
    ['2 large eggs, beaten', 'Eggs'],
    ['2 tbsp mayonnaise', 'Eggs'],
    ['1 lb shrimp, peeled', 'Shellfish'],
    ['2 tbsp fish sauce', 'Fish'],
    ['1 tbsp soy sauce', 'Soy'],
    ['1 tbsp soy sauce', 'Wheat'],
    ['2 cups all-purpose flour', 'Wheat'],
    ['2 tbsp tahini', 'Sesame'],
    ['1/2 cup chopped walnuts', 'Tree Nuts'],
    ['8 oz spaghetti', 'gluten'],
    ['1 cup crumbled feta', 'dairy'],
  ])('%s holds the allergen %s', (line, allergen) => {
    expect(avoidedLines([line], { allergens: [allergen] })).toEqual([{ line, index: 0, hits: allergen, kind: 'allergen' }]);
  });

  it.each([
    ['1 can (400 ml) coconut milk', 'Milk'],
    ['2 tbsp peanut butter', 'Milk'],
    ['1/2 tsp cream of tartar', 'Milk'],
    ['1 cup oat milk', 'Milk'],
    ['1 eggplant, cubed', 'Eggs'],
    ['1/4 tsp ground nutmeg', 'Tree Nuts'],
    ['1 butternut squash', 'Tree Nuts'],
    ['2 tbsp peanut butter', 'Tree Nuts'],
    ['1 cup almond flour', 'Wheat'],
    ['2 tbsp buckwheat groats', 'Wheat'],
    ['200 g oyster mushrooms', 'Shellfish'],
    ['1 tbsp olive oil', 'Peanuts'],
  ])('%s does not hold the allergen %s', (line, allergen) => {
    expect(hitOf(line, { allergens: [allergen] })).toBeNull();
  });

  it.each([
    ['1/4 cup chopped fresh coriander', 'cilantro'],
    ['a handful of cilantro leaves', 'cilantro'],
    ['2 tbsp coriander leaves', 'Cilantro'],
    ['8 oz cremini mushrooms, sliced', 'mushrooms'],
    ['1 lb pork shoulder', 'pork'],
    ['2 cups cooked shrimp', 'seafood'],
  ])('%s holds the avoided %s', (line, food) => {
    expect(avoidedLines([line], { avoid: [food] })).toEqual([{ line, index: 0, hits: food, kind: 'avoid' }]);
  });

  it('does not take coriander seed for cilantro', () => {
    expect(avoidedLines(['1 tsp ground coriander', '1 tsp coriander seeds'], { avoid: ['cilantro'] })).toEqual([]);
  });

  it('names each hit line once, by its index, allergens before avoided foods', () => {
    const lines = ['2 cups flour', '1 cup milk', '1/4 cup fresh coriander', '2 tbsp butter'];
    expect(avoidedLines(lines, { allergens: ['Milk'], avoid: ['cilantro', 'butter'] })).toEqual([
      { line: '1 cup milk', index: 1, hits: 'Milk', kind: 'allergen' },
      { line: '1/4 cup fresh coriander', index: 2, hits: 'cilantro', kind: 'avoid' },
      { line: '2 tbsp butter', index: 3, hits: 'Milk', kind: 'allergen' },
    ]);
  });

  it('finds nothing without allergens or avoided foods, and ignores blank names', () => {
    expect(avoidedLines(['1 cup milk'], {})).toEqual([]);
    expect(avoidedLines(['1 cup milk'], { allergens: ['  '], avoid: [''] })).toEqual([]);
  });

  it('words the warning', () => {
    expect(avoidedLineMessage({ hits: 'cilantro', kind: 'avoid' })).toBe('Contains cilantro, which your household avoids');
    expect(avoidedLineMessage({ hits: 'Peanuts', kind: 'allergen' })).toBe('Contains peanuts, an allergen in your household');
  });
});
