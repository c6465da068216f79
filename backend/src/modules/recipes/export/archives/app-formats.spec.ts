import { archiveLimits } from '@sous/contracts';
import { sectionedPizza } from '../archive-recipe-fixtures.js';
import { amountText } from './amounts.js';
import { archivedRecipe } from './archived-recipe.js';
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
    expect(found.object).toMatchObject({
      cookTime: 'PT40M',
      recipeIngredient: ['1 cup lentils, red', 'Salt', '2 cups water'],
      recipeInstructions: [{ '@type': 'HowToSection', name: 'Prep', itemListElement: [{ '@type': 'HowToStep', text: 'Rinse.' }, { '@type': 'HowToStep', text: 'Simmer.' }] }],
    });
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

  describe('sections, total time and the yield as written (issue 30)', () => {
    const stored = (found: { object: Record<string, unknown>; ingredientSections?: { name: string | null; lines: string[] }[] }) => {
      const recipe = archivedRecipe(found.object, found.ingredientSections);
      if (typeof recipe === 'string') throw new Error(`skipped: ${recipe}`);
      return recipe;
    };

    it('Mealie: a title opens a section of the ingredients or of the steps; servings beside the yield text; the total time', () => {
      const recipe = stored(
        mealieRecipe(
          {
            name: 'Pizza',
            recipeServings: 2,
            recipeYield: '2 pizzas (30 cm)',
            totalTime: '3 hours',
            prepTime: '20 minutes',
            performTime: '12 minutes',
            recipeIngredient: [
              { title: 'Dough 2 ways:', display: '300 g flour' },
              { display: '200 ml water' },
              { title: 'Topping', display: '200 g tomatoes' },
              { display: '1 mozzarella' },
            ],
            recipeInstructions: [{ title: '', text: 'Mix the dough.' }, { text: 'Let it rise.' }, { title: 'Bake', text: 'Top the pizzas.' }, { text: 'Bake for 12 minutes.' }],
          },
          'pizza/pizza.json',
          context(),
        ),
      );
      expect(recipe).toMatchObject({
        ...sectionedPizza,
        // "Dough 2 ways" has a digit: read from the title, not guessed from the line
        ingredientSections: [
          { title: 'Dough 2 ways', from: 0 },
          { title: 'Topping', from: 2 },
        ],
        instructions: ['Mix the dough.', 'Let it rise.', 'Top the pizzas.', 'Bake for 12 minutes.'],
        instructionSections: [{ title: 'Bake', from: 2 }],
      });
    });

    it('Tandoor: header rows head the ingredients after them, a step name its steps; servings_text is the yield', () => {
      const recipe = stored(
        tandoorRecipe(
          {
            name: 'Ramen',
            servings: 2,
            servings_text: 'bowls',
            steps: [
              { order: 0, name: 'Broth', instruction: 'Simmer the bones.', ingredients: [{ is_header: true, food: { name: 'For the broth' } }, { amount: 1, unit: { name: 'kg' }, food: { name: 'pork bones' } }] },
              { order: 1, name: 'Eggs', instruction: 'Boil the eggs for 6 minutes.', ingredients: [{ is_header: true, food: { name: 'Toppings' } }, { amount: 2, food: { name: 'egg', plural_name: 'eggs' } }] },
              { order: 2, name: '', instruction: 'Serve.', ingredients: [{ amount: 2, unit: { name: 'portion', plural_name: 'portions' }, food: { name: 'noodles' } }] },
            ],
          },
          'ramen.zip/recipe.json',
          context(),
        ),
      );
      expect(recipe).toMatchObject({
        servings: 2,
        yieldText: '2 bowls',
        ingredients: ['1 kg pork bones', '2 eggs', '2 portions noodles'],
        ingredientSections: [
          { title: 'For the broth', from: 0 },
          { title: 'Toppings', from: 1 },
        ],
        instructions: ['Simmer the bones.', 'Boil the eggs for 6 minutes.', 'Serve.'],
        instructionSections: [
          { title: 'Broth', from: 0 },
          { title: 'Eggs', from: 1 },
        ],
      });
    });

    it('Paprika: heading lines of its texts head sections; its total time and servings text are kept', () => {
      const recipe = stored(
        paprikaRecipe(
          {
            name: 'Cinnamon buns',
            servings: '12 buns',
            prep_time: '30 min',
            cook_time: '20 min',
            total_time: '3 hr 30 min',
            ingredients: 'For the dough:\n500 g flour\n250 ml milk\nFor the filling:\n100 g butter\n2 tbsp cinnamon',
            directions: 'Dough:\nKnead the dough and let it rise for 2 hours.\nFilling:\nSpread the butter and cinnamon, roll up and cut.\nBake at 200 °C.',
          },
          'buns.paprikarecipe',
          context(),
        ),
      );
      expect(recipe).toMatchObject({
        yieldText: '12 buns',
        totalTime: '3 hr 30 min',
        ingredients: ['500 g flour', '250 ml milk', '100 g butter', '2 tbsp cinnamon'],
        ingredientSections: [
          { title: 'For the dough', from: 0 },
          { title: 'For the filling', from: 2 },
        ],
        instructions: ['Knead the dough and let it rise for 2 hours.', 'Spread the butter and cinnamon, roll up and cut.', 'Bake at 200 °C.'],
        instructionSections: [
          { title: 'Dough', from: 0 },
          { title: 'Filling', from: 1 },
        ],
      });
    });
  });
});
