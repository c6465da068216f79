import { archiveLimits } from '@sous/contracts';
import { amountText } from './amounts.js';
import type { ReadContext } from './found-recipe.js';
import { isMealieRecipe, mealieRecipe } from './mealie-format.js';
import { isPaprikaRecipe, paprikaRecipe } from './paprika-format.js';
import { isTandoorRecipe, tandoorRecipe } from './tandoor-format.js';

const context = (images: string[] = [], want = false): ReadContext => ({ images: new Set(images), wantImage: () => want, embedded: new Map(), budget: { spend: () => undefined } });

describe('other apps’ recipe JSON', () => {
  it('writes amounts as a cook does', () => {
    expect([2, 1.5, 0.333, 0.25, 2.75, 0.15, 1 / 8].map(amountText)).toEqual(['2', '1 1/2', '1/3', '1/4', '2 3/4', '0.15', '1/8']);
  });

  it('tells the apps apart by shape, schema.org aside', () => {
    const mealie = { name: 'A', recipeIngredient: [] };
    const tandoor = { name: 'B', steps: [] };
    const paprika = { name: 'C', ingredients: '1 egg', directions: 'Boil.' };
    expect([isMealieRecipe(mealie), isTandoorRecipe(mealie), isPaprikaRecipe(mealie)]).toEqual([true, false, false]);
    expect([isMealieRecipe(tandoor), isTandoorRecipe(tandoor), isPaprikaRecipe(tandoor)]).toEqual([false, true, false]);
    expect([isMealieRecipe(paprika), isTandoorRecipe(paprika), isPaprikaRecipe(paprika)]).toEqual([false, false, true]);
    expect(isMealieRecipe({ '@type': 'Recipe', name: 'D', recipeIngredient: [] })).toBe(false);
  });

  it('Mealie: display, else the original text, else the parts; the photo from images/', () => {
    const found = mealieRecipe(
      {
        name: 'Soup',
        recipeIngredient: [{ display: '', originalText: '2 leeks, sliced', quantity: 2 }, { quantity: 1.5, unit: { name: 'l' }, food: { name: 'stock' } }, 'salt'],
        recipeInstructions: [{ text: 'Cook.' }, 'Serve.'],
        recipeCategory: [{ name: 'Lunch' }],
        orgURL: 'https://soup.test/',
      },
      'x/soup/soup.json',
      context(['x/soup/images/min-original.webp', 'x/soup/images/original.jpg']),
    );
    expect(found.object).toMatchObject({ recipeIngredient: ['2 leeks, sliced', '1 1/2 l stock', 'salt'], recipeInstructions: ['Cook.', 'Serve.'], recipeCategory: ['Lunch'], url: 'https://soup.test/' });
    expect(found.image).toBe('x/soup/images/original.jpg');
  });

  it('Tandoor: steps in their order, plural names past one, amounts left out when the recipe says so', () => {
    const found = tandoorRecipe(
      {
        name: 'Dal',
        working_time: 0,
        waiting_time: 40,
        steps: [
          { order: 1, instruction: 'Simmer.', ingredients: [{ amount: 2, unit: { name: 'cup', plural_name: 'cups' }, food: { name: 'water' } }] },
          { order: 0, name: 'Prep', instruction: 'Rinse.', ingredients: [{ amount: 1, unit: { name: 'cup', plural_name: 'cups' }, food: { name: 'lentils' }, note: 'red' }, { amount: 3, no_amount: true, food: { name: 'Salt' } }] },
        ],
      },
      'dal.zip/recipe.json',
      context(['dal.zip/image.png']),
    );
    expect(found.object).toMatchObject({ cookTime: 'PT40M', recipeIngredient: ['1 cup lentils, red', 'Salt', '2 cups water'], recipeInstructions: ['Prep: Rinse.', 'Simmer.'] });
    expect(found.object.prepTime).toBeUndefined();
    expect(found.image).toBe('dal.zip/image.png');
  });

  it('Paprika: decodes the embedded photo only when asked, and not one beyond the photo bound', () => {
    const recipe = { name: 'Toast', ingredients: '1 slice bread', directions: 'Toast it.', photo_data: Buffer.from('photo bytes').toString('base64') };
    expect(paprikaRecipe(recipe, 'Toast.paprikarecipe', context()).image).toBe('Toast.paprikarecipe#photo');
    const wanting = context([], true);
    paprikaRecipe(recipe, 'Toast.paprikarecipe', wanting);
    expect(Buffer.from(wanting.embedded.get('Toast.paprikarecipe#photo')!).toString()).toBe('photo bytes');
    const huge = { ...recipe, photo_data: 'A'.repeat(Math.ceil((archiveLimits.imageBytes * 4) / 3) + 16) };
    expect(paprikaRecipe(huge, 'Big.paprikarecipe', wanting).image).toBeNull();
    expect(paprikaRecipe({ ...recipe, photo_data: '' }, 'T', context()).image).toBeNull();
  });
});
