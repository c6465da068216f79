import { lintErrors, lintRecipe, type LintRule } from './lint-recipe.js';

const rules = (recipe: Parameters<typeof lintRecipe>[0]): LintRule[] => lintErrors(recipe).map((issue) => issue.rule);

describe('recipe linter: the defects of issue 17', () => {
  it('refuses two main protein families in one dish (salmon and chicken quesadillas)', () => {
    const recipe = {
      title: 'Salmon Fillet and Chicken Breast Quesadillas',
      mealTypes: ['dinner'],
      ingredients: ['8 flour tortillas', '8 oz salmon fillet, patted dry', '8 oz chicken breast, cut into bite-size pieces', '1 cup cheddar cheese, shredded'],
    };
    expect(rules(recipe)).toEqual(['protein-families']);
    // Designed for two (surf and turf) is allowed.
    expect(rules({ ...recipe, design: { proteinFamilies: 2 } })).toEqual([]);
  });

  it('lets eggs, beans and cured accents go with a main protein', () => {
    expect(rules({ title: 'Chicken Club', mealTypes: ['lunch'], ingredients: ['2 chicken breasts', '4 slices bacon, cooked', '2 hard-boiled eggs, sliced', '1 cup black beans, drained and rinsed'] })).toEqual([]);
  });

  it('refuses peas that are sliced or cut into pieces', () => {
    const pasta = (peas: string) => ({ title: 'Pasta with Peas', mealTypes: ['dinner'], ingredients: ['12 oz pasta', peas] });
    expect(rules(pasta('4 oz peas, sliced'))).toEqual(['prep-fits-food']);
    expect(rules(pasta('1 cup frozen peas, cut into 1/2-inch pieces'))).toEqual(['prep-fits-food']);
    expect(rules(pasta('1 cup frozen peas, thawed'))).toEqual([]);
  });

  it('refuses fresh fish for breakfast (salmon and pea hash) but not smoked salmon', () => {
    expect(rules({ title: 'Salmon Fillet and Pea Hash', mealTypes: ['breakfast'], ingredients: ['1 lb salmon fillet', '2 potatoes, diced', '1 cup frozen peas'] })).toEqual(['meal-fit']);
    expect(rules({ title: 'Salmon Fillet and Pea Hash', mealTypes: ['breakfast', 'dinner'], ingredients: ['1 lb salmon fillet', '2 potatoes, diced'] })).toEqual([]);
    expect(rules({ title: 'Lox Bagels', mealTypes: ['breakfast'], ingredients: ['2 bagels', '4 oz smoked salmon', '4 oz cream cheese, softened'] })).toEqual([]);
  });

  it('refuses cream cheese with cooked salmon (pasta with salmon and cream cheese)', () => {
    const recipe = { title: 'Pasta with Salmon Fillet and Mixed Vegetable', mealTypes: ['dinner'], ingredients: ['12 oz pasta', '1 lb salmon fillet', '4 oz cream cheese', '1 cup broccoli florets'] };
    expect(rules(recipe)).toEqual(['dairy-pairing']);
    expect(rules({ ...recipe, ingredients: ['12 oz pasta', '1 lb salmon fillet', '1 cup broccoli florets', '1 lemon, juiced'] })).toEqual([]);
  });

  it('refuses strawberries in a turkey and spinach salad served for dinner', () => {
    const salad = { title: 'Deli Turkey and Spinach Salad', mealTypes: ['lunch', 'dinner'], ingredients: ['6 oz deli turkey', '5 oz spinach', '1 cup strawberries, sliced', '2 tbsp olive oil'] };
    expect(rules(salad)).toEqual(['fruit-out-of-place']);
    // A dish that names its fruit, or a breakfast, wants it.
    expect(rules({ ...salad, title: 'Spinach and Strawberry Salad' })).toEqual([]);
    expect(rules({ ...salad, mealTypes: ['breakfast'] })).toEqual([]);
    expect(rules({ ...salad, design: { wantsFruit: true } })).toEqual([]);
  });

  it('refuses dessert dairy in a savory dish', () => {
    expect(rules({ title: 'Chicken Stir-Fry', mealTypes: ['dinner'], ingredients: ['1 lb chicken breast', '1/2 cup ice cream'] })).toEqual(['dairy-pairing']);
  });

  it('counts eggs whole and onions in halves or quarters', () => {
    const dish = (line: string) => ({ title: 'Frittata', mealTypes: ['dinner'], ingredients: [line] });
    expect(rules(dish('1.5 eggs'))).toEqual(['quantity-fits-food']);
    expect(rules(dish('3 large eggs'))).toEqual([]);
    expect(rules(dish('0.13 onion, diced'))).toEqual(['quantity-fits-food']);
    expect(rules(dish('1/2 onion, diced'))).toEqual([]);
    expect(rules(dish('1/3 cup onion, diced'))).toEqual([]);
    expect(rules(dish('1 1/2 tortillas'))).toEqual(['quantity-fits-food']);
  });

  it('refuses chopped liquids and spreads, and minced meat cut into strips', () => {
    expect(rules({ title: 'Toast', mealTypes: ['dinner'], ingredients: ['1 oz peanut butter, roughly chopped'] })).toEqual(['prep-fits-food']);
    expect(rules({ title: 'Pasta', mealTypes: ['dinner'], ingredients: ['4 oz cream cheese, crumbled'] })).toEqual(['prep-fits-food']);
    expect(rules({ title: 'Tacos', mealTypes: ['dinner'], ingredients: ['1 lb ground beef, cut into thin strips'] })).toEqual(['prep-fits-food']);
    expect(rules({ title: 'Tacos', mealTypes: ['dinner'], ingredients: ['1 lb ground beef, crumbled'] })).toEqual([]);
  });
});
