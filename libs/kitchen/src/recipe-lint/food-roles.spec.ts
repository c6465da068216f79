import { foodRoleOf, readIngredientLine } from './food-roles.js';

describe('food roles', () => {
  it.each([
    ['1 lb salmon fillet, patted dry', 'protein', 'fish'],
    ['2 chicken breasts, sliced', 'protein', 'poultry'],
    ['1 lb ground beef', 'protein', 'red-meat'],
    ['4 slices bacon, chopped', 'protein', 'pork'],
    ['1 can chickpeas, drained and rinsed', 'protein', 'plant'],
    ['3 large eggs', 'protein', 'egg'],
  ])('%s is a %s of the %s family', (line, role, family) => {
    const read = readIngredientLine(line);
    expect(read.food?.role).toBe(role);
    expect(read.food?.family).toBe(family);
  });

  it.each([
    ['2 cups chicken broth', 'liquid'],
    ['2 tbsp peanut butter', 'nut'],
    ['4 oz cream cheese, softened', 'dairy'],
    ['1 cup frozen peas', 'vegetable'],
    ['1 cup coconut milk', 'sauce'],
    ['2 tbsp strawberry jam', 'sauce'],
    ['1 eggplant, cubed', 'vegetable'],
    ['1 cup cherry tomatoes, halved', 'vegetable'],
    ['1 yellow onion, diced', 'aromatic'],
    ['2 bananas, sliced', 'fruit'],
    ['1 tbsp lemon juice', 'fruit'],
    ['1 head butter lettuce', 'vegetable'],
    ['Salt and black pepper to taste', 'seasoning'],
  ])('%s reads as %s (the longest phrase and the head noun decide)', (line, role) => {
    expect(readIngredientLine(line).food?.role).toBe(role);
  });

  it('reads the preparation, the quantity and optional lines', () => {
    const read = readIngredientLine('1/2 cup crumbled feta (about 2 oz), optional');
    expect(read.quantity).toBe(0.5);
    expect(read.unit).toBe('cup');
    expect(read.optional).toBe(true);
    expect(readIngredientLine('4 oz peas, cut into 1/2-inch pieces').prep).toBe('cut into 1/2-inch pieces');
  });

  it('knows nothing of words that are not food', () => {
    expect(foodRoleOf('a handful of joy')).toBeNull();
  });
});
