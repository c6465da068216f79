import { parseIngredientLine, scaleIngredientLine } from './ingredients.js';

/**
 * Issue 30, "Ingredient lines parsed right": the amount wherever a line writes it, the unit before
 * or after the food, and the food apart from its preparation and notes. Every line here is written
 * for this spec; the bench (bench/ingredient-lines.mjs) measures the parser on the NYT set.
 */
describe('parseIngredientLine: the quantity', () => {
  it.each<[string, number, number | null]>([
    ['1 and 1/2 cups whole milk', 1.5, null],
    ['2 and 1/4 teaspoons yeast', 2.25, null],
    ['two and a half cups stock', 2.5, null],
    ['1/2 to 1 cup salsa', 0.5, 1],
    ['2-3 carrots', 2, 3],
    ['2 to 3 tablespoons honey', 2, 3],
    ['2 or 3 shallots', 2, 3],
    ['one or two bay leaves', 1, 2],
    ['⅔ cup rice', 2 / 3, null],
    ['1⅓ cups oats', 4 / 3, null],
    ['one onion', 1, null],
    ['Three eggs', 3, null],
    ['half a lemon', 0.5, null],
    ['a half cup of sugar', 0.5, null],
    ['one-half teaspoon salt', 0.5, null],
  ])('%j → %d (to %s)', (line, quantity, max) => {
    const parsed = parseIngredientLine(line);
    expect(parsed.quantity).toBeCloseTo(quantity, 10);
    expect(parsed.quantityMax).toBe(max);
  });

  it('reads "1 and 1/2" as one and a half, not one (issue 30)', () => {
    expect(parseIngredientLine('1 and 1/2 cups flour')).toMatchObject({ quantity: 1.5, unit: 'cup', food: 'flour' });
  });

  it('counts slices, not a mixed number, when the fraction is a thickness (issue 30)', () => {
    expect(parseIngredientLine('12 1/4-inch-thick slices brioche')).toMatchObject({ quantity: 12, unit: 'slice', food: 'brioche', comment: '1/4-inch-thick' });
    expect(parseIngredientLine('3 1/2-inch pieces ginger')).toMatchObject({ quantity: 3, unit: 'piece', food: 'ginger' });
    expect(parseIngredientLine('2 1/2 cups rice')).toMatchObject({ quantity: 2.5, unit: 'cup' });
  });

  it('reads an amount after the words that grade it, into the comment (issue 30)', () => {
    expect(parseIngredientLine('About 1 1/3 cups flour')).toMatchObject({ quantity: 4 / 3, unit: 'cup', food: 'flour', comment: 'About' });
    expect(parseIngredientLine('Scant 8 ounces bacon, diced')).toMatchObject({ quantity: 8, unit: 'oz', food: 'bacon', preparation: 'diced', comment: 'Scant' });
    expect(parseIngredientLine('approximately 2 cups water')).toMatchObject({ quantity: 2, unit: 'cup', food: 'water' });
    expect(parseIngredientLine('a heaping tablespoon of miso')).toMatchObject({ quantity: 1, unit: 'tbsp', food: 'miso', comment: 'heaping' });
  });

  it('reads the amount after the part of the food a line uses (issue 30)', () => {
    expect(parseIngredientLine('Juice of 2 lemons')).toMatchObject({ quantity: 2, unit: null, name: 'lemons', food: 'lemons', preparation: 'Juice of' });
    expect(parseIngredientLine('Zest of half an orange')).toMatchObject({ quantity: 0.5, food: 'orange', preparation: 'Zest of' });
    expect(parseIngredientLine('Juice of a lime')).toMatchObject({ quantity: 1, food: 'lime' });
  });

  it('reads number words and a dozen', () => {
    expect(parseIngredientLine('a dozen clams')).toMatchObject({ quantity: 12, unit: null, food: 'clams' });
    expect(parseIngredientLine('half a dozen eggs')).toMatchObject({ quantity: 6, food: 'eggs' });
    expect(parseIngredientLine('2 dozen oysters')).toMatchObject({ quantity: 2, unit: 'dozen', food: 'oysters' });
    // 'a' is one only before a unit or a size: 'a bouquet of herbs' says no amount
    expect(parseIngredientLine('a bouquet of herbs').quantity).toBeNull();
  });

  it('counts a can with its size kept apart, and sums a second measure of the same kind', () => {
    expect(parseIngredientLine('1 (28 oz) can plum tomatoes')).toMatchObject({ quantity: 1, unit: 'can', food: 'plum tomatoes', packageSize: { quantity: 28, unit: 'oz' } });
    expect(parseIngredientLine('1 cup plus 2 tablespoons sugar')).toMatchObject({ quantity: 18, unit: 'tbsp', food: 'sugar' });
  });

  it('reads a piece that states its weight as that weight of the food', () => {
    expect(parseIngredientLine('1 4-pound chicken')).toMatchObject({ quantity: 4, unit: 'lb', food: 'chicken', comment: '4-pound' });
    expect(parseIngredientLine('two 6-ounce salmon fillets')).toMatchObject({ quantity: 12, unit: 'oz', food: 'salmon' });
    expect(parseIngredientLine('One 3- to 4-pound duck')).toMatchObject({ quantity: 3, quantityMax: 4, unit: 'lb', food: 'duck' });
  });
});

describe('parseIngredientLine: the unit', () => {
  it('reads a unit with a second measure after a slash (issue 30)', () => {
    expect(parseIngredientLine('1 cup/240 milliliters buttermilk')).toMatchObject({ quantity: 1, unit: 'cup', name: 'buttermilk', food: 'buttermilk', comment: '240 milliliters' });
    expect(parseIngredientLine('2 1/4 cups / 530 ml heavy cream')).toMatchObject({ quantity: 2.25, unit: 'cup', food: 'heavy cream' });
  });

  it('reads a pinch or a dash without a number as one (issue 30)', () => {
    expect(parseIngredientLine('Pinch of salt')).toMatchObject({ quantity: 1, unit: 'pinch', name: 'salt', food: 'salt' });
    expect(parseIngredientLine('A pinch of nutmeg')).toMatchObject({ quantity: 1, unit: 'pinch', food: 'nutmeg' });
    expect(parseIngredientLine('Large pinch saffron')).toMatchObject({ quantity: 1, unit: 'pinch', food: 'saffron', comment: 'Large' });
    expect(parseIngredientLine('Dash hot sauce')).toMatchObject({ quantity: 1, unit: 'dash', food: 'hot sauce' });
    // a food whose name starts with a unit word is not an amount
    expect(parseIngredientLine('clove spice').quantity).toBeNull();
  });

  it('reads a unit written after the food (issue 30)', () => {
    expect(parseIngredientLine('5 garlic cloves, minced')).toMatchObject({ quantity: 5, unit: 'clove', name: 'garlic, minced', food: 'garlic', preparation: 'minced' });
    expect(parseIngredientLine('2 large garlic cloves')).toMatchObject({ quantity: 2, unit: 'clove', food: 'garlic', comment: 'large' });
    expect(parseIngredientLine('4 thyme sprigs')).toMatchObject({ quantity: 4, unit: 'sprig', food: 'thyme' });
    // whole cloves are a spice, and cloves after 'with' are another food
    expect(parseIngredientLine('6 whole cloves')).toMatchObject({ unit: null, food: 'cloves' });
    expect(parseIngredientLine('1 onion studded with cloves')).toMatchObject({ unit: null });
  });

  it('reads a unit after a size (issue 30)', () => {
    expect(parseIngredientLine('1/2 small bunch parsley')).toMatchObject({ quantity: 0.5, unit: 'bunch', food: 'parsley', comment: 'small' });
    expect(parseIngredientLine('3 large cloves garlic')).toMatchObject({ quantity: 3, unit: 'clove', food: 'garlic' });
    expect(parseIngredientLine('4 thin slices ginger')).toMatchObject({ quantity: 4, unit: 'slice', food: 'ginger' });
  });

  it('reads the kitchen counts the NYT lines put before the food', () => {
    expect(parseIngredientLine('2 ears corn')).toMatchObject({ unit: 'ear', food: 'corn' });
    expect(parseIngredientLine('3 sheets nori')).toMatchObject({ unit: 'sheet', food: 'nori' });
    expect(parseIngredientLine('2 strips orange peel')).toMatchObject({ unit: 'strip', food: 'orange peel' });
  });
});

describe('parseIngredientLine: food, preparation and comment apart', () => {
  it.each<[string, string, string | null, string | null]>([
    ['1 medium papaya, peeled and coarsely chopped', 'papaya', 'peeled and coarsely chopped', 'medium'],
    ['2 carrots, finely diced', 'carrots', 'finely diced', null],
    ['1 cup chopped walnuts', 'walnuts', 'chopped', null],
    ['3 tablespoons freshly grated Parmesan', 'Parmesan', 'freshly grated', null],
    ['2 cups chicken stock (about 1 pint)', 'chicken stock', null, 'about 1 pint'],
    ['1/4 cup olive oil, plus more for serving', 'olive oil', null, 'plus more for serving'],
    ['1 teaspoon salt, or to taste', 'salt', null, 'or to taste'],
    ['Vegetable oil for frying', 'Vegetable oil', null, 'for frying'],
    ['1 bunch scallions, thinly sliced (about 1 cup)', 'scallions', 'thinly sliced', 'about 1 cup'],
    ['Salt and freshly ground black pepper', 'Salt and black pepper', 'freshly ground', null],
    ['4 boneless, skinless chicken breasts', 'chicken breasts', null, 'boneless, skinless'],
    ['4 cups seeded and chopped tomatoes', 'tomatoes', 'seeded and chopped', null],
    ['2 tablespoons hot sauce', 'hot sauce', null, null],
    ['1 cup whole milk', 'whole milk', null, null],
    ['3 large egg yolks', 'egg', null, 'large, yolks'],
  ])('%j → %j · %j · %j', (line, food, preparation, comment) => {
    expect(parseIngredientLine(line)).toMatchObject({ food, preparation, comment });
  });

  it('takes the first of alternatives, with a class they share (issue 30)', () => {
    expect(parseIngredientLine('1/4 cup corn, peanut or vegetable oil')).toMatchObject({ food: 'corn oil', comment: 'or peanut or vegetable oil' });
    expect(parseIngredientLine('2 tablespoons basil or mint')).toMatchObject({ food: 'basil', comment: 'or mint' });
    expect(parseIngredientLine('1 cup fresh or frozen peas')).toMatchObject({ food: 'peas', comment: 'fresh or frozen' });
    expect(parseIngredientLine('3 tablespoons butter or olive oil')).toMatchObject({ food: 'butter', comment: 'or olive oil' });
    expect(parseIngredientLine('2 tablespoons red wine or sherry vinegar')).toMatchObject({ food: 'red wine vinegar' });
  });

  it('keeps the name field as the rest of the line, notes included', () => {
    expect(parseIngredientLine('1 medium papaya, peeled and coarsely chopped').name).toBe('medium papaya, peeled and coarsely chopped');
    expect(parseIngredientLine('Salt to taste')).toMatchObject({ name: 'Salt to taste', food: 'Salt', comment: 'to taste' });
  });

  it('never throws and gives a food for any text', () => {
    for (const text of ['', '   ', '(', ')', '1/', '½', '-', 'or', 'a', '1 (', '2 cups', 'of of of', '\\n\\t']) {
      expect(() => parseIngredientLine(text)).not.toThrow();
      expect(typeof parseIngredientLine(text).food).toBe('string');
    }
  });
});

describe('parseIngredientLine: the food a recipe matches on (NYT dev labels, issue 30)', () => {
  it('leaves grades the labels mostly leave out of the name in the comment', () => {
    expect(parseIngredientLine('1 teaspoon active dry yeast')).toMatchObject({ food: 'dry yeast', comment: 'active' });
    expect(parseIngredientLine('1/4 pound sharp Cheddar cheese, cut into cubes')).toMatchObject({ food: 'Cheddar cheese' });
    expect(parseIngredientLine('2 pounds stewing beef (chuck or shank)')).toMatchObject({ food: 'beef' });
    expect(parseIngredientLine('1 28-ounce can no-salt-added tomatoes')).toMatchObject({ food: 'tomatoes' });
    expect(parseIngredientLine('Additional olive oil as desired')).toMatchObject({ food: 'olive oil' });
    // a grade that makes another food stays
    expect(parseIngredientLine('3/4 cup wild rice')).toMatchObject({ food: 'wild rice' });
    expect(parseIngredientLine('1 cup whole wheat flour')).toMatchObject({ food: 'whole wheat flour' });
  });

  it('reads a cut before the food, and what a note after it says, apart from the food', () => {
    expect(parseIngredientLine('6 leg-thigh pieces of chicken, skinned')).toMatchObject({ food: 'chicken', preparation: 'skinned' });
    expect(parseIngredientLine('Slices of crusty bread')).toMatchObject({ food: 'crusty bread' });
    expect(parseIngredientLine('4 eggs in their shells')).toMatchObject({ food: 'eggs', comment: 'in their shells' });
    expect(parseIngredientLine('Olive oil to make a paste')).toMatchObject({ food: 'Olive oil' });
    expect(parseIngredientLine('2 cups fresh bread crumbs from about 6 slices white bread')).toMatchObject({ food: 'bread crumbs' });
    expect(parseIngredientLine('1/2 cup or more roughly chopped parsley')).toMatchObject({ food: 'parsley', preparation: 'roughly chopped' });
    expect(parseIngredientLine('coarse-chopped slab bacon')).toMatchObject({ food: 'slab bacon', preparation: 'coarse-chopped' });
  });

  it('shares the last word of alternatives only between kinds of one class', () => {
    expect(parseIngredientLine('2 tbsp corn, peanut or vegetable oil')).toMatchObject({ food: 'corn oil' });
    expect(parseIngredientLine('1 tablespoon corn or vegetable oil')).toMatchObject({ food: 'corn oil' });
    expect(parseIngredientLine('2 tablespoons minced shallot or red onion')).toMatchObject({ food: 'shallot', preparation: 'minced' });
    expect(parseIngredientLine('1 28-ounce can tomatoes, crushed or chopped and drained of their juice')).toMatchObject({ food: 'tomatoes' });
  });
});

describe('scaleIngredientLine with amounts in words', () => {
  it('keeps an unchanged amount in words as written', () => {
    expect(scaleIngredientLine('One 3- to 4-pound duck', 1)).toBe('One 3- to 4-pound duck');
    expect(scaleIngredientLine('One 3- to 4-pound duck', 2)).toBe('2 3- to 4-pound ducks');
    expect(scaleIngredientLine('half a lemon', 2)).toBe('1 lemon');
  });
});
