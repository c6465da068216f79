import { parseIngredientLine, scaleIngredientLine, scaleIngredientLines, servingsScaleFactor } from './ingredients.js';

describe('parseIngredientLine', () => {
  it.each([
    ['2 cups flour', 2, 'cup', 'flour'],
    ['1 1/2 cups sugar', 1.5, 'cup', 'sugar'],
    ['1/2 tsp salt', 0.5, 'tsp', 'salt'],
    ['0.5 kg potatoes', 0.5, 'kg', 'potatoes'],
    ['½ cup milk', 0.5, 'cup', 'milk'],
    ['1½ cups rice', 1.5, 'cup', 'rice'],
    ['400g chickpeas', 400, 'g', 'chickpeas'],
    ['2 tbsp. olive oil', 2, 'tbsp', 'olive oil'],
    ['1 T butter', 1, 'tbsp', 'butter'],
    ['1 t vanilla', 1, 'tsp', 'vanilla'],
    ['2 cups of water', 2, 'cup', 'water'],
    ['8 fl oz cream', 8, 'fl oz', 'cream'],
    ['2 cloves garlic, minced', 2, 'clove', 'garlic, minced'],
    ['1 dozen eggs', 1, 'dozen', 'eggs'],
  ])('%j → %d %s %s', (line, quantity, unit, name) => {
    expect(parseIngredientLine(line)).toMatchObject({ quantity, quantityMax: null, unit, name, original: line });
  });

  it('reads the size of a can apart from the food (more forms in ingredients-cans.spec.ts)', () => {
    expect(parseIngredientLine('1 can (14 oz) tomatoes')).toEqual({
      quantity: 1,
      quantityMax: null,
      unit: 'can',
      name: 'tomatoes',
      food: 'tomatoes',
      preparation: null,
      comment: null,
      original: '1 can (14 oz) tomatoes',
      packageSize: { quantity: 14, unit: 'oz' },
    });
  });

  it('leaves the word in the name when it is not a unit', () => {
    expect(parseIngredientLine('3 eggs')).toMatchObject({ quantity: 3, unit: null, name: 'eggs' });
    expect(parseIngredientLine('1 large onion, diced')).toMatchObject({ quantity: 1, unit: null, name: 'large onion, diced' });
    expect(parseIngredientLine('2 cupcakes')).toMatchObject({ quantity: 2, unit: null, name: 'cupcakes' });
    expect(parseIngredientLine('4 flour tortillas')).toMatchObject({ quantity: 4, unit: null, name: 'flour tortillas' });
  });

  it('reads ranges as lower bound plus upper bound', () => {
    expect(parseIngredientLine('2-3 cloves garlic')).toMatchObject({ quantity: 2, quantityMax: 3, unit: 'clove', name: 'garlic' });
    expect(parseIngredientLine('2 to 3 tbsp honey')).toMatchObject({ quantity: 2, quantityMax: 3, unit: 'tbsp', name: 'honey' });
    expect(parseIngredientLine('1–2 cups stock')).toMatchObject({ quantity: 1, quantityMax: 2, unit: 'cup' });
    expect(parseIngredientLine('1-1/2 cups flour')).toMatchObject({ quantity: 1.5, quantityMax: null, unit: 'cup' });
  });

  it('accepts a list bullet before the quantity', () => {
    expect(parseIngredientLine('- 2 cups flour')).toMatchObject({ quantity: 2, unit: 'cup', name: 'flour' });
    expect(parseIngredientLine('• salt')).toMatchObject({ quantity: null, name: 'salt' });
  });

  it('returns lines without an amount as a name, with the food and notes apart', () => {
    expect(parseIngredientLine('Salt and pepper to taste')).toEqual({
      quantity: null,
      quantityMax: null,
      unit: null,
      name: 'Salt and pepper to taste',
      food: 'Salt and pepper',
      preparation: null,
      comment: 'to taste',
      original: 'Salt and pepper to taste',
    });
    expect(parseIngredientLine('a few leaves of basil').quantity).toBeNull();
    expect(parseIngredientLine('')).toMatchObject({ quantity: null, name: '', food: '' });
  });

  it('does not take numbers that are part of a word or a percentage for a quantity', () => {
    expect(parseIngredientLine('2% milk')).toMatchObject({ quantity: null, name: '2% milk' });
    expect(parseIngredientLine('7up soda')).toMatchObject({ quantity: null, name: '7up soda' });
    expect(parseIngredientLine('-1 cup water').quantity).toBeNull();
    expect(parseIngredientLine('1/0 cup water').quantity).toBeNull();
  });
});

describe('scaleIngredientLine', () => {
  it.each([
    ['2 cups flour', 2, '4 cups flour'],
    ['1 1/2 cups sugar', 2, '3 cups sugar'],
    ['1/3 cup oil', 1, '0.33 cup oil'],
    ['½ cup milk', 3, '1.5 cups milk'],
    ['1 cup rice', 1.5, '1.5 cups rice'],
    ['3 eggs', 0.5, '1.5 eggs'],
    ['400g chickpeas', 1.5, '600g chickpeas'],
    ['2-3 cloves garlic', 2, '4-6 cloves garlic'],
    ['2 to 3 tbsp honey', 0.5, '1 to 1.5 tbsp honey'],
    ['1 can (14 oz) tomatoes', 2, '2 cans (14 oz) tomatoes'],
    ['  - 1 tsp salt  ', 4, '  - 4 tsp salt  '],
    ['1/4 tsp nutmeg', 1 / 3, '0.08 tsp nutmeg'],
  ])('%j × %d → %j', (line, factor, expected) => {
    expect(scaleIngredientLine(line, factor)).toBe(expected);
  });

  it('leaves lines without an amount unchanged', () => {
    expect(scaleIngredientLine('Salt to taste', 3)).toBe('Salt to taste');
    expect(scaleIngredientLine('2% milk', 2)).toBe('2% milk');
    expect(scaleIngredientLine('', 2)).toBe('');
  });

  it('scales the amount where the line writes it (issue 30)', () => {
    expect(scaleIngredientLine('Juice of 1 lemon', 2)).toBe('Juice of 2 lemons');
    expect(scaleIngredientLine('About 1 1/3 cups flour', 3)).toBe('About 4 cups flour');
    expect(scaleIngredientLine('1 and 1/2 cups stock', 2)).toBe('3 cups stock');
    expect(scaleIngredientLine('a dozen eggs', 0.5)).toBe('6 eggs');
    expect(scaleIngredientLine('Pinch of salt', 2)).toBe('2 pinches of salt');
    expect(scaleIngredientLine('1 cup plus 2 tablespoons sugar', 2)).toBe('2 cups plus 4 tablespoons sugar');
  });

  it('puts the unit or the counted food in the plural where the count goes above one', () => {
    expect(scaleIngredientLine('Juice of 1 lemon', 0.5)).toBe('Juice of 0.5 lemon');
    expect(scaleIngredientLine('Zest of 1 orange', 1.5)).toBe('Zest of 1.5 oranges');
    expect(scaleIngredientLine('a pinch of salt', 2)).toBe('2 pinches of salt');
    expect(scaleIngredientLine('Large pinch saffron', 2)).toBe('2 large pinches saffron');
    expect(scaleIngredientLine('Dash of hot sauce', 3)).toBe('3 dashes of hot sauce');
    expect(scaleIngredientLine('1 garlic clove, minced', 2)).toBe('2 garlic cloves, minced');
    expect(scaleIngredientLine('1 large egg, beaten', 2)).toBe('2 large eggs, beaten');
    expect(scaleIngredientLine('1 medium onion (about 8 ounces), diced', 2)).toBe('2 medium onions (about 8 ounces), diced');
    expect(scaleIngredientLine('1 medium potato', 2)).toBe('2 medium potatoes');
    expect(scaleIngredientLine('1 red bell pepper, seeded', 2)).toBe('2 red bell peppers, seeded');
    expect(scaleIngredientLine('1 bay leaf', 2)).toBe('2 bay leaves');
    expect(scaleIngredientLine('1 bunch cilantro', 2)).toBe('2 bunches cilantro');
    expect(scaleIngredientLine('1 (28-ounce) can tomatoes', 2)).toBe('2 (28-ounce) cans tomatoes');
    expect(scaleIngredientLine('1 15-ounce can chickpeas, drained', 2)).toBe('2 15-ounce cans chickpeas, drained');
    expect(scaleIngredientLine('1/2 to 1 cup salsa', 2)).toBe('1 to 2 cups salsa');
    expect(scaleIngredientLine('1 tablespoon plus 1 teaspoon salt', 2)).toBe('2 tablespoons plus 2 teaspoons salt');
  });

  it('keeps words that read the same in the plural, abbreviations and names as written', () => {
    expect(scaleIngredientLine('1 lb beef', 2)).toBe('2 lb beef');
    expect(scaleIngredientLine('1 tbsp butter', 3)).toBe('3 tbsp butter');
    expect(scaleIngredientLine('1 shrimp', 2)).toBe('2 shrimp');
    expect(scaleIngredientLine('1 Granny Smith', 2)).toBe('2 Granny Smith');
    expect(scaleIngredientLine('2 lemons', 2)).toBe('4 lemons');
    expect(scaleIngredientLine('1/2 cup milk', 2)).toBe('1 cup milk');
    expect(scaleIngredientLine('1 1/2 cups milk', 0.5)).toBe('0.75 cups milk');
  });

  it('rejects a factor that is not a positive number', () => {
    expect(() => scaleIngredientLine('1 cup rice', 0)).toThrow(RangeError);
    expect(() => scaleIngredientLine('1 cup rice', -2)).toThrow(RangeError);
    expect(() => scaleIngredientLine('1 cup rice', Number.NaN)).toThrow(RangeError);
  });
});

describe('servingsScaleFactor', () => {
  it('divides target servings by the recipe servings, defaulting to 4', () => {
    expect(servingsScaleFactor(8, 4)).toBe(2);
    expect(servingsScaleFactor(3, 6)).toBe(0.5);
    expect(servingsScaleFactor(2, null)).toBe(0.5);
    expect(servingsScaleFactor(4, 0)).toBe(1);
    expect(() => servingsScaleFactor(0, 4)).toThrow(RangeError);
  });
});

/**
 * A corpus of real recipe lines: each is parsed (quantity, range end, canonical unit, name with its
 * preparation note) and scaled by a factor (two decimals, no trailing zeros, the rest untouched).
 * The food, preparation and comment fields have their own spec (ingredients-line.spec.ts).
 */
describe('real ingredient lines: parse and scale', () => {
  const corpus: [line: string, quantity: number | null, max: number | null, unit: string | null, name: string, factor: number, scaled: string][] = [
    ['2 cups cooked rice', 2, null, 'cup', 'cooked rice', 2, '4 cups cooked rice'],
    ['3 cloves garlic, minced', 3, null, 'clove', 'garlic, minced', 0.5, '1.5 cloves garlic, minced'],
    ['1 lb ground beef', 1, null, 'lb', 'ground beef', 1.5, '1.5 lb ground beef'],
    ['1 pound chicken thighs', 1, null, 'lb', 'chicken thighs', 2, '2 pounds chicken thighs'],
    ['2 lbs chicken wings', 2, null, 'lb', 'chicken wings', 0.5, '1 lbs chicken wings'],
    ['8 oz cremini mushrooms, sliced', 8, null, 'oz', 'cremini mushrooms, sliced', 0.25, '2 oz cremini mushrooms, sliced'],
    ['14 ounces coconut milk', 14, null, 'oz', 'coconut milk', 0.5, '7 ounces coconut milk'],
    ['12 oz spaghetti', 12, null, 'oz', 'spaghetti', 2 / 3, '8 oz spaghetti'],
    ['500 g pasta', 500, null, 'g', 'pasta', 0.5, '250 g pasta'],
    ['250g butter', 250, null, 'g', 'butter', 2, '500g butter'],
    ['100 grams dark chocolate', 100, null, 'g', 'dark chocolate', 1.5, '150 grams dark chocolate'],
    ['1.5 kg lamb shoulder', 1.5, null, 'kg', 'lamb shoulder', 2, '3 kg lamb shoulder'],
    ['1 kilogram flour', 1, null, 'kg', 'flour', 0.25, '0.25 kilogram flour'],
    ['250 ml milk', 250, null, 'ml', 'milk', 3, '750 ml milk'],
    ['1 l vegetable broth', 1, null, 'l', 'vegetable broth', 1.5, '1.5 l vegetable broth'],
    ['2 liters water', 2, null, 'l', 'water', 0.5, '1 liters water'],
    ['1 tbsp olive oil', 1, null, 'tbsp', 'olive oil', 3, '3 tbsp olive oil'],
    ['2 tablespoons soy sauce', 2, null, 'tbsp', 'soy sauce', 1.5, '3 tablespoons soy sauce'],
    ['1 T butter', 1, null, 'tbsp', 'butter', 2, '2 T butter'],
    ['1 Tbsp honey', 1, null, 'tbsp', 'honey', 0.5, '0.5 Tbsp honey'],
    ['3 tbsps butter', 3, null, 'tbsp', 'butter', 1 / 3, '1 tbsps butter'],
    ['1 tsp salt', 1, null, 'tsp', 'salt', 0.5, '0.5 tsp salt'],
    ['2 teaspoons baking powder', 2, null, 'tsp', 'baking powder', 1.25, '2.5 teaspoons baking powder'],
    ['1/2 tsp ground cumin', 0.5, null, 'tsp', 'ground cumin', 3, '1.5 tsp ground cumin'],
    ['1/8 tsp cayenne', 0.125, null, 'tsp', 'cayenne', 2, '0.25 tsp cayenne'],
    ['1/4 cup sugar', 0.25, null, 'cup', 'sugar', 3, '0.75 cup sugar'],
    ['1/3 cup olive oil', 1 / 3, null, 'cup', 'olive oil', 2, '0.67 cup olive oil'],
    ['2/3 cup buttermilk', 2 / 3, null, 'cup', 'buttermilk', 0.5, '0.33 cup buttermilk'],
    ['3/4 cup milk', 0.75, null, 'cup', 'milk', 2, '1.5 cups milk'],
    ['1 c sugar', 1, null, 'cup', 'sugar', 4 / 3, '1.33 c sugar'],
    ['1 1/2 cups flour', 1.5, null, 'cup', 'flour', 2, '3 cups flour'],
    ['2 1/4 cups all-purpose flour', 2.25, null, 'cup', 'all-purpose flour', 2, '4.5 cups all-purpose flour'],
    ['1 1/3 cups rolled oats', 4 / 3, null, 'cup', 'rolled oats', 3, '4 cups rolled oats'],
    ['1-1/2 cups stock', 1.5, null, 'cup', 'stock', 2, '3 cups stock'],
    ['½ cup heavy cream', 0.5, null, 'cup', 'heavy cream', 3, '1.5 cups heavy cream'],
    ['1½ cups water', 1.5, null, 'cup', 'water', 2, '3 cups water'],
    ['1 ½ tsp vanilla extract', 1.5, null, 'tsp', 'vanilla extract', 2, '3 tsp vanilla extract'],
    ['¼ tsp nutmeg', 0.25, null, 'tsp', 'nutmeg', 4, '1 tsp nutmeg'],
    ['¾ cup brown sugar', 0.75, null, 'cup', 'brown sugar', 4, '3 cups brown sugar'],
    ['⅓ cup maple syrup', 1 / 3, null, 'cup', 'maple syrup', 3, '1 cup maple syrup'],
    ['0.5 kg carrots', 0.5, null, 'kg', 'carrots', 2, '1 kg carrots'],
    ['.25 cup lemon juice', 0.25, null, 'cup', 'lemon juice', 2, '0.5 cup lemon juice'],
    ['2.5 oz Parmesan, grated', 2.5, null, 'oz', 'Parmesan, grated', 2, '5 oz Parmesan, grated'],
    ['2-3 cloves garlic', 2, 3, 'clove', 'garlic', 2, '4-6 cloves garlic'],
    ['1 to 2 tbsp chili flakes', 1, 2, 'tbsp', 'chili flakes', 2, '2 to 4 tbsp chili flakes'],
    ['3–4 cups spinach', 3, 4, 'cup', 'spinach', 0.5, '1.5–2 cups spinach'],
    ['1 can (15 oz) chickpeas, drained', 1, null, 'can', 'chickpeas, drained', 2, '2 cans (15 oz) chickpeas, drained'],
    ['2 cans black beans, rinsed', 2, null, 'can', 'black beans, rinsed', 1.5, '3 cans black beans, rinsed'],
    ['1 pinch salt', 1, null, 'pinch', 'salt', 2, '2 pinches salt'],
    ['2 pinches saffron', 2, null, 'pinch', 'saffron', 0.5, '1 pinches saffron'],
    ['3 large eggs', 3, null, null, 'large eggs', 2, '6 large eggs'],
    ['1 large egg yolk', 1, null, null, 'large egg yolk', 3, '3 large egg yolks'],
    ['1 onion, diced', 1, null, null, 'onion, diced', 0.5, '0.5 onion, diced'],
    ['2 celery stalks, diced', 2, null, 'stalk', 'celery, diced', 2, '4 celery stalks, diced'],
    ['4 slices bacon', 4, null, 'slice', 'bacon', 0.75, '3 slices bacon'],
    ['1 bunch cilantro, chopped', 1, null, 'bunch', 'cilantro, chopped', 2, '2 bunches cilantro, chopped'],
    ['1 head cauliflower, cut into florets', 1, null, 'head', 'cauliflower, cut into florets', 1.5, '1.5 heads cauliflower, cut into florets'],
    ['2 sprigs thyme', 2, null, 'sprig', 'thyme', 2, '4 sprigs thyme'],
    ['1 stick butter, softened', 1, null, 'stick', 'butter, softened', 0.5, '0.5 stick butter, softened'],
    ['1 package (8 oz) cream cheese', 1, null, 'package', 'cream cheese', 2, '2 packages (8 oz) cream cheese'],
    ['1 jar marinara sauce', 1, null, 'jar', 'marinara sauce', 3, '3 jars marinara sauce'],
    ['1 dozen eggs', 1, null, 'dozen', 'eggs', 0.5, '0.5 dozen eggs'],
    ['2 cups of water', 2, null, 'cup', 'water', 1.5, '3 cups of water'],
    ['8 fl oz cream', 8, null, 'fl oz', 'cream', 0.5, '4 fl oz cream'],
    ['1 qt chicken stock', 1, null, 'quart', 'chicken stock', 2, '2 qt chicken stock'],
    ['1 gallon water', 1, null, 'gallon', 'water', 0.25, '0.25 gallon water'],
    ['2 medium tomatoes, chopped', 2, null, null, 'medium tomatoes, chopped', 1.5, '3 medium tomatoes, chopped'],
    ['6 chicken thighs (about 2 lb)', 6, null, null, 'chicken thighs (about 2 lb)', 0.5, '3 chicken thighs (about 2 lb)'],
    ['Salt and pepper to taste', null, null, null, 'Salt and pepper to taste', 2, 'Salt and pepper to taste'],
    ['Juice of 1 lemon', 1, null, null, 'lemon', 2, 'Juice of 2 lemons'],
    ['Pinch of salt', 1, null, 'pinch', 'salt', 3, '3 pinches of salt'],
    ['Fresh basil, for garnish', null, null, null, 'Fresh basil, for garnish', 2, 'Fresh basil, for garnish'],
    ['Vegetable oil for frying', null, null, null, 'Vegetable oil for frying', 0.5, 'Vegetable oil for frying'],
  ];

  it('has at least 60 lines', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(60);
  });

  it.each(corpus)('%j', (line, quantity, max, unit, name, factor, scaled) => {
    const parsed = parseIngredientLine(line);
    if (quantity === null) expect(parsed.quantity).toBeNull();
    else expect(parsed.quantity).toBeCloseTo(quantity, 10);
    expect(parsed.quantityMax).toBe(max);
    expect(parsed.unit).toBe(unit);
    expect(parsed.name).toBe(name);
    expect(scaleIngredientLine(line, factor)).toBe(scaled);
  });

  it('never leaves trailing zeros or more than two decimals in a scaled quantity', () => {
    for (const [line, , , , , factor] of corpus) {
      const scaled = scaleIngredientLine(line, factor * 1.37);
      const number = /^\s*(?:[-•*·]\s+)?(\d+(?:\.\d+)?)/.exec(scaled)?.[1];
      if (number === undefined) continue;
      expect(number).not.toMatch(/\.\d{3,}|\.\d*0$/);
    }
  });
});

describe('scaleIngredientLines', () => {
  const lines = ['2 cups flour', '1 1/2 tsp salt', 'Salt and pepper to taste'];

  it('rescales every line from the recipe servings to the target', () => {
    expect(scaleIngredientLines(lines, 4, 6)).toEqual(['3 cups flour', '2.25 tsp salt', 'Salt and pepper to taste']);
    expect(scaleIngredientLines(lines, 2, 1)).toEqual(['1 cups flour', '0.75 tsp salt', 'Salt and pepper to taste']);
  });

  it('keeps lines exactly as written when the servings are the same, and assumes 4 servings when unknown', () => {
    expect(scaleIngredientLines(lines, 4, 4)).toEqual(lines);
    expect(scaleIngredientLines(lines, null, 8)[0]).toBe('4 cups flour');
  });
});
