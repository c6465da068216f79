import { addDays } from '@sous/kitchen';
import { readRestrictions } from './diet.js';
import { LineReader, fitLines, indexPantry, type IndexedItem } from './evaluate.js';
import { readPantry } from './pantry.js';
import { failsFor, readOption, swapperFor } from './substitute.js';
import type { ChefInventoryItem } from './types.js';

const TODAY = '2026-11-26';
const pantryOf = (...names: string[]): IndexedItem[] =>
  indexPantry(
    readPantry(
      names.map((name): ChefInventoryItem => ({ name, quantity: '4', unit: 'item', expirationDate: addDays(TODAY, 20) })),
      { today: TODAY, restrictions: readRestrictions({}), prioritizeExpiring: true, hintedExpiring: [], hintedAbundant: [], seed: 1 },
    ),
  );

describe('reading a substitution option', () => {
  it.each([
    ['dried cranberries, chopped dates or chopped apricots', ['dried cranberries', 'dates', 'apricots'], 1],
    ['pecorino romano, same amount', ['pecorino romano'], 1],
    ['1 cup mascarpone per cup', ['mascarpone'], 1],
    ['cashews or hazelnuts', ['cashews', 'hazelnuts'], 1],
    ['1/2 the amount of white wine vinegar', ['white wine vinegar'], 0.5],
    ['3 tbsp baking powder per tbsp', ['baking powder'], 3],
    ['pinto or kidney beans', ['pinto beans', 'kidney beans'], 1],
    ['boneless chicken thighs, same weight', ['boneless chicken thighs'], 1],
  ])('%s', (use, names, ratio) => {
    expect(readOption(use)).toEqual({ substitutes: names.map((name) => ({ name, ratio })) });
  });

  it('reads a ratio for the name it belongs to', () => {
    expect(readOption('lime juice, same amount, or 1/2 the amount of white wine vinegar')).toEqual({
      substitutes: [
        { name: 'lime juice', ratio: 1 },
        { name: 'white wine vinegar', ratio: 0.5 },
      ],
    });
  });

  it.each([
    '1 cup milk + 1 tbsp lemon juice or white vinegar; stir and rest 5 min until it curdles slightly',
    '1/2 cup applesauce per cup, in baking',
    'equal parts cinnamon, nutmeg and cloves',
    'red onion, a little less',
    '1/4 tsp ground ginger per tbsp fresh',
    '1 cup salted butter per cup, minus 1/4 tsp salt from the recipe',
    'marjoram (1 1/2 times the amount) or thyme',
  ])('is not a plain swap: %s', (use) => {
    expect(readOption(use)).toBeNull();
  });
});

describe('swapping a line the kitchen lacks', () => {
  const reader = new LineReader();

  it('rewrites the line to what is on hand, in the table words, with its amount', () => {
    const pantry = pantryOf('Lemons');
    const swap = swapperFor(pantry, reader, 'Shrimp Tacos')('2 tbsp fresh lime juice', 'fresh lime juice');
    expect(swap).toMatchObject({ line: '2 tbsp lemon juice', from: 'lime juice', to: 'lemon juice', ratio: 1 });
    expect(swap?.entry.item.name).toBe('Lemons');
  });

  it('counts whole fruit in the plural and keeps the notes', () => {
    const swap = swapperFor(pantryOf('Lemons'), reader, 'Garlic Shrimp')('2 limes, juiced', 'limes');
    expect(swap).toMatchObject({ line: '2 lemons, juiced', from: 'limes', to: 'lemons' });
  });

  it('never swaps the food a dish is named after', () => {
    expect(swapperFor(pantryOf('Lemons'), reader, 'Chili-Lime Chicken')('2 tbsp lime juice', 'lime juice')).toBeNull();
  });

  it('knows when the table says a swap fails for the dish', () => {
    const option = { use: 'canned diced tomatoes, drained', fails: 'Not for salads.' };
    expect(failsFor(option, 'Summer Tomato Salad')).toBe(true);
    expect(failsFor(option, 'Tomato Soup')).toBe(false);
    expect(failsFor({ use: 'dried basil', fails: 'Not for pesto: the flavor is too different.' }, 'Pesto Pasta')).toBe(true);
  });

  it('keeps the amount at the ratio of the table', () => {
    // 'lemon juice | lime juice, same amount, or 1/2 the amount of white wine vinegar': limes first.
    expect(swapperFor(pantryOf('Limes'), reader, 'Greek Chicken')('2 tbsp lemon juice', 'lemon juice')?.line).toBe('2 tbsp lime juice');
    // 'tamari | soy sauce, same amount'; 'cilantro | parsley + a little lime zest' is a mixture: no swap.
    expect(swapperFor(pantryOf('Soy sauce'), reader, 'Sesame Noodles')('3 tbsp tamari', 'tamari')?.line).toBe('3 tbsp soy sauce');
    expect(swapperFor(pantryOf('Parsley'), reader, 'Fish Tacos')('1/4 cup cilantro', 'cilantro')).toBeNull();
    // 'baking soda | 3 tsp baking powder per tsp'
    expect(swapperFor(pantryOf('Baking powder'), reader, 'Banana Bread')('1/2 tsp baking soda', 'baking soda')).toMatchObject({ line: '1 1/2 tsp baking powder', ratio: 3 });
  });

  it('never swaps across the part a food plays (a chicken for a broth)', () => {
    // 'beef broth | chicken or mushroom broth, or …': chicken breast is no broth.
    expect(swapperFor(pantryOf('Chicken breast'), reader, 'Onion Soup')('4 cups beef broth', 'beef broth')).toBeNull();
    // 'thyme | oregano or savory, same amount': fresh or dried is not known, so herbs are left out rather than swapped.
    expect(swapperFor(pantryOf('Dried oregano'), reader, 'Roast Chicken')('1 tsp thyme', 'thyme')).toBeNull();
  });

  it('lets fitLines count a swapped line as on hand and say so', () => {
    const pantry = pantryOf('Lemons', 'Shrimp');
    const lines = ['1 lb shrimp', '2 tbsp lime juice'];
    expect(fitLines(lines, pantry, reader, true, true)).toBeNull();
    const fit = fitLines(lines, pantry, reader, true, true, swapperFor(pantry, reader, 'Garlic Shrimp'));
    expect(fit?.ingredients).toEqual(['1 lb shrimp', '2 tbsp lemon juice']);
    expect(fit?.missing).toEqual([]);
    expect(fit?.swaps.map((swap) => swap.to)).toEqual(['lemon juice']);
    expect(fit?.used.map((item) => item.name).sort()).toEqual(['Lemons', 'Shrimp']);
  });

  it('lets a garnish, a side to serve and a seasoning to taste be missing', () => {
    const pantry = pantryOf('Shrimp');
    const fit = fitLines(['1 lb shrimp', '1/2 cup salsa, for serving', 'Hot sauce to taste', '1/4 cup sesame seeds, plus more for serving'], pantry, reader, true, false);
    expect(fit.missing).toEqual(['sesame seeds']);
    expect(fit.ingredients).toEqual(['1 lb shrimp', '1/4 cup sesame seeds, plus more for serving']);
  });
});
