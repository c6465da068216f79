import { addDays } from '@sous/kitchen';
import { OfflineChefError } from './errors.js';
import { generateOfflineRecipe } from './generate.js';
import { fitStaples, stepsUnseasoned, stepsWithoutOil } from './on-hand-staples.js';
import { readPantry } from './pantry.js';
import { readRestrictions } from './diet.js';
import { TODAY } from './quality/households.js';
import { randomKitchen } from './quality/random-kitchen.js';
import { generator } from './seed.js';
import type { ChefInventoryItem, OfflineRecipeRequest } from './types.js';

const item = (name: string, quantity: string, unit: string | null, days: number): ChefInventoryItem => ({ name, quantity, unit, expirationDate: addDays(TODAY, days), foodCategory: null });
const pantryOf = (items: ChefInventoryItem[]) =>
  readPantry(items, { today: TODAY, restrictions: readRestrictions({ userDiets: [], userAllergens: [], foodsToAvoid: [], requestRestrictions: [] }), prioritizeExpiring: true, hintedExpiring: [], hintedAbundant: [], named: [], seed: 1 });

describe('fitStaples: staples the kitchen lacks', () => {
  const seared = {
    ingredients: ['1 lb salmon fillet, patted dry', '2 tbsp butter', '2 tbsp olive oil', 'Salt and black pepper to taste'],
    instructions: [
      'Pat the salmon fillet dry and season all over with salt and pepper. Let it sit while the pan heats.',
      'Heat the olive oil in a heavy skillet over medium-high heat until shimmering. Lay in the salmon fillet and cook until done, about 8 minutes.',
      'Add the butter for the last 2 minutes.',
    ],
    staplesToBuy: ['olive oil', 'salt', 'black pepper'],
  };

  it('fries in the butter on hand instead of buying oil, in any request', () => {
    const fitted = fitStaples(seared, pantryOf([item('Butter', '1', 'lb', 40), item('Salmon fillet', '1', 'lb', 2)]), false);
    expect(fitted?.staplesToBuy).toEqual(['salt', 'black pepper']);
    expect(fitted?.ingredients).toContain('4 tbsp butter');
    expect(fitted?.ingredients.join('\n')).not.toMatch(/\boil\b/);
    // butter does not sear 'until foaming' over high heat: it is hot once the foam subsides (issue 31, second blind read)
    expect(fitted?.instructions[1]).toMatch(/^Heat the butter in a heavy skillet over medium heat until the foam subsides/);
  });

  it('with only what is on hand, cooks without the salt and pepper it lacks and buys nothing', () => {
    const fitted = fitStaples(seared, pantryOf([item('Butter', '1', 'lb', 40)]), true);
    expect(fitted?.staplesToBuy).toEqual([]);
    expect(fitted?.without).toEqual(['salt', 'black pepper']);
    expect(fitted?.ingredients).toEqual(['1 lb salmon fillet, patted dry', '4 tbsp butter']);
    expect(fitted?.instructions[0]).toBe('Pat the salmon fillet dry. Let it sit while the pan heats.');
  });

  it('with only what is on hand, rules out a seared dish that needs oil and has no butter to stand in', () => {
    expect(fitStaples(seared, pantryOf([item('Salmon fillet', '1', 'lb', 2)]), true)).toBeNull();
  });

  it('does not melt butter over a salad: oil eaten raw is not swapped', () => {
    const salad = { ingredients: ['1 head lettuce', '3 tbsp olive oil'], instructions: ['Whisk the olive oil with the lemon juice and toss with the lettuce.'], staplesToBuy: ['olive oil'] };
    expect(fitStaples(salad, pantryOf([item('Butter', '1', 'lb', 40)]), false)?.staplesToBuy).toEqual(['olive oil']);
  });

  it('strips salt from the steps the way a cook would read them', () => {
    expect(stepsUnseasoned(['Cook the peas with a pinch of salt until tender, about 3 minutes.'], ['salt'])).toEqual(['Cook the peas until tender, about 3 minutes.']);
    expect(stepsUnseasoned(['Simmer the rice in twice its volume of salted water for 18 minutes.'], ['salt'])).toEqual(['Simmer the rice in twice its volume of water for 18 minutes.']);
    expect(stepsUnseasoned(['Season with salt and pepper and the cumin, then serve.'], ['salt', 'black pepper'])).toEqual(['Season with the cumin, then serve.']);
    expect(stepsUnseasoned(['Season with salt and pepper.', 'Serve hot.'], ['salt', 'black pepper'])).toEqual(['Serve hot.']);
    expect(stepsUnseasoned(['Season with salt and pepper.'], ['salt'])).toEqual(['Season with pepper.']);
    expect(stepsUnseasoned(['Stir in the peas until just tender, about 3 minutes, then season with salt and pepper.'], ['salt', 'black pepper'])).toEqual(['Stir in the peas until just tender, about 3 minutes.']);
    expect(stepsUnseasoned(['Pat the salmon dry and season all over with salt, pepper and the cumin.'], ['salt', 'black pepper'])).toEqual(['Pat the salmon dry and season all over with the cumin.']);
    expect(stepsUnseasoned(['Heat the oil. Add the bacon, season with salt and cook until crisp, about 7 minutes.'], ['salt'])).toEqual(['Heat the oil. Add the bacon and cook until crisp, about 7 minutes.']);
    expect(stepsUnseasoned(['Rub the salmon with the remaining oil, the rest of the cumin and a good pinch of salt.'], ['salt'])).toEqual(['Rub the salmon with the remaining oil and the rest of the cumin.']);
  });

  it('leaves bell peppers, chili peppers and pepper flakes alone when the kitchen has no ground pepper', () => {
    expect(stepsUnseasoned(['Add the mixed vegetables, bell peppers and peas and cook until tender, about 5 minutes.'], ['black pepper'])).toEqual([
      'Add the mixed vegetables, bell peppers and peas and cook until tender, about 5 minutes.',
    ]);
    expect(stepsUnseasoned(['Stir in the red pepper flakes and season with salt and pepper.'], ['salt', 'black pepper'])).toEqual(['Stir in the red pepper flakes.']);
    expect(stepsUnseasoned(['Whisk the eggs with the milk, 1/2 teaspoon of salt and a few grinds of pepper, then stir in half the cheese.'], ['salt', 'black pepper'])).toEqual([
      'Whisk the eggs with the milk, then stir in half the cheese.',
    ]);
  });

  it('takes the finishing oil out of a list of finishes, and a finish with nothing left is serving', () => {
    const toast = ['Toast the bread until golden.', 'Finish with a squeeze of lemon juice, a drizzle of olive oil and a pinch of flaky salt and serve right away.'];
    expect(stepsWithoutOil(['8 slices bread', '1 tbsp olive oil'], toast)?.instructions[1]).toBe('Finish with a squeeze of lemon juice and a pinch of flaky salt and serve right away.');
    expect(stepsUnseasoned(['Finish with a pinch of flaky salt and serve right away.'], ['salt'])).toEqual(['Serve right away.']);
    expect(stepsUnseasoned(['Toast the bread.', 'Season the tomato slices with salt and pepper.'], ['salt', 'black pepper'])).toEqual(['Toast the bread.']);
    expect(stepsUnseasoned(['Stir the yogurt with the lime juice, a pinch of salt and a splash of water into a sauce.'], ['salt'])).toEqual(['Stir the yogurt with the lime juice and a splash of water into a sauce.']);
  });

  it('never browns meat in a splash of water: a braise without oil waits', () => {
    const braised = ['Heat the oil in a heavy pot or deep skillet with a lid over medium-high heat. Brown the steak in batches, 3 to 4 minutes a side.'];
    expect(stepsWithoutOil(['1 lb steak', '2 tbsp olive oil'], braised)).toBeNull();
  });

  it('takes the article with the seasoning and keeps what follows a dropped opening (the blind read\'s garbled steps)', () => {
    expect(stepsUnseasoned(['Add the black pepper and a ladle of the pasta water and simmer for 1 minute.'], ['black pepper'])).toEqual(['Add a ladle of the pasta water and simmer for 1 minute.']);
    expect(stepsUnseasoned(['Mix the rolled oats and flour, the remaining honey and the salt, then stir in the oil until the mixture clumps.'], ['salt'])).toEqual([
      'Mix the rolled oats and flour, the remaining honey, then stir in the oil until the mixture clumps.',
    ]);
    expect(stepsUnseasoned(['Season with salt and white pepper, return the steak and toss to combine.'], ['salt', 'white pepper'])).toEqual(['Return the steak and toss to combine.']);
  });
});

describe('only what is on hand never ends in a shopping line (issue 31 blind read)', () => {
  it('does not leave the expiring salmon for a cheese board because the inventory lists no oil', () => {
    const kitchen = [item('Salmon fillet', '1', 'lb', 0), item('Strawberries', '1', 'lb', 10), item('Cheddar cheese', '8', 'oz', 30), item('Almonds', '16', 'oz', 200), item('Spinach', '10', 'oz', 6)];
    const recipe = generateOfflineRecipe({ onlyUseOnHand: true, prioritizeExpiring: true, servings: 4, maxCookingTime: 30 }, { inventory: kitchen, today: TODAY });
    expect(recipe.usedIngredients).toContain('Salmon fillet');
    expect(recipe.missingIngredients).toEqual([]);
    // seared in a dry nonstick pan, a method that needs no fat: no oil assumed (issue 31, second blind read)
    expect(recipe.ingredients.join('\n')).not.toMatch(/\boil\b/);
    expect(recipe.why).not.toMatch(/lists no cooking oil/);
  });

  it('holds over 60 random kitchens, Smart Recipe presses and Customize requests', () => {
    const draw = generator(4242);
    const requests: OfflineRecipeRequest[] = [
      { onlyUseOnHand: true, prioritizeExpiring: true, servings: 4, maxCookingTime: 30 },
      { timeConstraint: 'moderate', servings: 3, difficulty: 'beginner', mealType: 'dinner', creativity: 5, onlyUseOnHand: true, dietaryRestrictions: [], cuisineType: 'any' },
      { timeConstraint: 'quick', servings: 2, difficulty: 'beginner', mealType: 'breakfast', creativity: 5, onlyUseOnHand: true, dietaryRestrictions: [], cuisineType: 'any' },
    ];
    let served = 0;
    for (let n = 0; n < 20; n++) {
      const { inventory } = randomKitchen(draw, TODAY);
      for (const request of requests) {
        try {
          const recipe = generateOfflineRecipe(request, { inventory, today: TODAY });
          served += 1;
          expect({ title: recipe.title, toBuy: recipe.missingIngredients }).toEqual({ title: recipe.title, toBuy: [] });
          expect(recipe.why).not.toMatch(/You will need/);
        } catch (error) {
          if (!(error instanceof OfflineChefError)) throw error;
        }
      }
    }
    expect(served).toBeGreaterThan(40);
  });
});

describe('stepsWithoutOil: where a cook manages without oil', () => {
  it('lets bacon render its own fat in a dry pan', () => {
    const done = stepsWithoutOil(
      ['4 oz bacon, chopped', '2 carrots, sliced', '2 tbsp vegetable oil'],
      [
        'Heat 1 tablespoon of oil in a wok or large skillet over high heat and stir-fry the bacon until crisp, about 7 minutes. Transfer to a plate.',
        'Add the remaining oil to the pan and stir-fry the carrots until crisp-tender, about 3 minutes.',
      ],
    );
    expect(done).toEqual({
      ingredients: ['4 oz bacon, chopped', '2 carrots, sliced'],
      instructions: [
        'Heat a wok or large skillet over high heat and stir-fry the bacon until crisp, about 7 minutes. Transfer to a plate.',
        'In the same pan, stir-fry the carrots until crisp-tender, about 3 minutes.',
      ],
    });
  });

  it('sweats a soup’s onions in a splash of water', () => {
    const done = stepsWithoutOil(['1 onion, diced', '4 cups chicken broth', '2 tbsp olive oil'], ['Heat the oil in a large pot over medium heat and cook the onion until soft.', 'Pour in the chicken broth and simmer for 20 minutes.']);
    expect(done?.instructions[0]).toBe('Heat a large pot with a splash of water over medium heat and cook the onion until soft.');
  });

  it('does not roast, dress or stir-fry vegetables alone without oil', () => {
    expect(stepsWithoutOil(['2 carrots', '2 tbsp olive oil'], ['Toss the carrots with the olive oil and roast until browned.'])).toBeNull();
    expect(stepsWithoutOil(['2 carrots', '2 tbsp vegetable oil'], ['Heat the oil in a wok and stir-fry the carrots.'])).toBeNull();
  });
});

describe('stepsWithoutOil: a finishing drizzle', () => {
  it('leaves off the drizzle of a board but keeps the rest of the sentence', () => {
    const done = stepsWithoutOil(
      ['1 cucumber, sliced', '2 oz cheddar, sliced', '1 tbsp extra-virgin olive oil'],
      ['Arrange the cucumber and cheddar on a board.', 'Drizzle the honey over the cheese, drizzle the vegetables with olive oil, season with flaky salt.'],
    );
    expect(done?.instructions).toEqual(['Arrange the cucumber and cheddar on a board.', 'Drizzle the honey over the cheese, season with flaky salt.']);
    expect(done?.ingredients).toEqual(['1 cucumber, sliced', '2 oz cheddar, sliced']);
  });
});
