import fc from 'fast-check';
import { anyRequest, kitchenSeed, servedToRandomKitchen } from './chef-test-kitchen.js';
import { plausibilityProblems, type PlausibleDish } from './plausibility.js';
import { TODAY } from './quality/households.js';

const rules = (dish: PlausibleDish): string[] => [...new Set(plausibilityProblems(dish).map((problem) => problem.rule))];

describe('plausibility gate (issue 31)', () => {
  it('passes a main a cook would serve', () => {
    expect(
      rules({
        title: 'Chicken and Broccoli Stir-Fry',
        servings: 4,
        mealType: 'dinner',
        ingredients: ['1 1/2 lb chicken breast, sliced', '1 head broccoli, cut into florets', '1 cup rice', '2 tbsp soy sauce', '2 tbsp vegetable oil'],
        instructions: [
          'Cook the rice.',
          'Stir-fry the chicken in the oil until cooked, then add the broccoli and soy sauce and toss.',
          'Serve over the rice.',
        ],
      }),
    ).toEqual([]);
  });

  it('refuses "Sautéed Pea" as a dinner: 2 oz of peas and half an onion is a side dish', () => {
    const found = rules({
      title: 'Sautéed Pea',
      servings: 4,
      mealType: 'dinner',
      ingredients: ['2 oz peas', '1/2 onion, diced', '2 tbsp olive oil', 'Salt and black pepper to taste'],
      instructions: ['Cook the onion in the oil until soft.', 'Add the peas and cook 3 minutes; season.'],
    });
    expect(found).toEqual(expect.arrayContaining(['main-portion']));
  });

  it('refuses 1 lb of salmon as the main of a dinner for 6, not for 4', () => {
    const dish = (servings: number): PlausibleDish => ({
      title: 'Maple Salmon Stir-Fry',
      servings,
      mealType: 'dinner',
      ingredients: ['1 lb salmon fillet, cubed', '2 bell peppers, sliced', '1 cup rice', '2 tbsp maple syrup', '1 tbsp soy sauce', '2 tbsp vegetable oil'],
      instructions: ['Cook the rice.', 'Sear the salmon in the oil, add the peppers, maple syrup and soy sauce.', 'Serve with the rice.'],
    });
    expect(rules(dish(6))).toContain('main-portion');
    expect(rules(dish(4))).toEqual([]);
  });

  it('refuses one can of tuna for six in a hash, and 4 oz of bacon for eight tacos; passes them for two', () => {
    const hash = (servings: number): PlausibleDish => ({
      title: 'Tuna and Potato Hash',
      servings,
      mealType: 'breakfast',
      ingredients: ['1 can (5 oz) tuna, drained', '2 lb potatoes, diced', '1 onion, diced', '2 tbsp vegetable oil'],
      instructions: ['Fry the potatoes and onion in the oil until crisp.', 'Fold in the tuna and warm through.'],
    });
    expect(rules(hash(6))).toContain('thin-amount');
    expect(rules(hash(2))).toEqual([]);
    const tacos = (servings: number): PlausibleDish => ({
      title: 'Bacon and Egg Tacos',
      servings,
      mealType: 'lunch',
      ingredients: ['4 oz bacon', `${servings * 2} eggs`, `${servings * 2} tortillas`],
      instructions: ['Crisp the bacon, scramble the eggs in its fat and fill the tortillas.'],
    });
    expect(rules(tacos(8))).toContain('thin-amount');
    expect(rules(tacos(2))).toEqual([]);
  });

  it('refuses a token amount of what the dish is named after: ½ granola bar in a parfait for 8', () => {
    expect(
      rules({
        title: 'Yogurt and Granola Parfait',
        servings: 8,
        mealType: 'breakfast',
        ingredients: ['4 cups plain yogurt', '1/2 cup granola', '2 cups berries'],
        instructions: ['Layer the yogurt, berries and granola in glasses.'],
      }),
    ).toContain('thin-amount');
  });

  it('refuses steps that use food not in the list, and food listed but never used', () => {
    const found = rules({
      title: 'Crisp Pita Chips with Sumac and Oregano',
      servings: 4,
      mealType: 'snack',
      ingredients: ['4 pita breads', '3 tbsp olive oil', '1 tsp salt', '1 cup hummus'],
      instructions: ['Cut the pita into wedges, brush with the oil and sprinkle with the sumac, oregano and salt.', 'Bake at 400°F until crisp, about 10 minutes.'],
    });
    expect(found).toEqual(expect.arrayContaining(['unlisted-in-steps', 'unused-ingredient']));
  });

  it('refuses steps that still call for what the dish is cooked without', () => {
    const dish: PlausibleDish = {
      title: 'Everyday French Toast',
      servings: 4,
      mealType: 'breakfast',
      ingredients: ['8 slices bread', '4 eggs', '1 cup milk', '2 tbsp butter'],
      instructions: ['Whisk the eggs and milk.', 'Dip the bread and fry it in the butter until golden.'],
    };
    expect(rules(dish)).toEqual([]);
    expect(rules({ ...dish, leftOut: ['milk'] })).toContain('unlisted-in-steps');
  });

  it('every recipe the chef serves passes the gate, over random kitchens and requests', () => {
    fc.assert(
      fc.property(kitchenSeed, anyRequest, (seed, body) => {
        const recipe = servedToRandomKitchen(seed, body, TODAY);
        if (recipe === null) return;
        expect({ title: recipe.title, problems: plausibilityProblems(recipe) }).toEqual({ title: recipe.title, problems: [] });
      }),
      { numRuns: 150 },
    );
  });
});
