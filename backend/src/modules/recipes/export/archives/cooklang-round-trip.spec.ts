import type { ExportableRecipe } from '../exportable-recipe.js';
import { recipeCooklang } from '../recipe-cooklang.js';
import { archivedRecipe } from './archived-recipe.js';
import { cooklangRecipe } from './cooklang-format.js';
import type { ReadContext } from './found-recipe.js';

const context: ReadContext = { images: new Set(), wantImage: () => false, embedded: new Map(), budget: { spend: () => undefined } };

/** What the archive import makes of a `.cook` text: the reader, then the cookbook's bounds. */
function imported(text: string) {
  const found = cooklangRecipe(text, 'export.cook', context);
  const recipe = archivedRecipe(found.object, found.ingredientSections);
  if (typeof recipe === 'string') throw new Error(`skipped: ${recipe}`);
  return recipe;
}

const lasagne: ExportableRecipe = {
  id: 'r1',
  title: 'Lasagne',
  description: 'Layers of ragù and béchamel (a Sunday dish).',
  prepTime: '30',
  cookTime: '45',
  totalTime: '2 hours 30 min',
  servings: 6,
  yieldText: '6 to 8 servings (a 30 cm dish)',
  ingredients: ['2 tbsp olive oil', '500 g beef mince', '1 onion, diced', '50 g butter', '50 g flour', '600 ml milk', '1 pinch nutmeg', '12 lasagne sheets', '100 g parmesan, grated'],
  ingredientSections: [
    { title: 'Ragù', from: 0 },
    // a digit in a heading: not how a line reads as one, yet the section must come back
    { title: 'Béchamel (step 2)', from: 3 },
    { title: 'To finish', from: 7 },
  ],
  // each ingredient named in full where a step uses it: a mark writes the ingredient's name in the step
  instructions: ['Heat the oven to 180 °C.', 'Brown the beef mince with the onion in the olive oil.', 'Simmer for 40 minutes.', 'Melt the butter, stir in the flour, whisk in the milk.', 'Layer lasagne sheets, ragù and sauce; top with parmesan and bake.'],
  instructionSections: [
    { title: 'Make the ragù', from: 1 },
    { title: 'Make the béchamel', from: 3 },
    { title: 'Assemble', from: 4 },
  ],
  cuisine: 'Italian',
  mealType: 'dinner',
  dietTags: [],
  sourceUrl: null,
  sourceAuthor: null,
  imageUrl: null,
  createdAt: '2026-12-01T10:00:00.000Z',
};

describe('Cooklang export read back by the Cooklang import', () => {
  it('writes the headings as == Section == lines and the yield and total time as written', () => {
    const text = recipeCooklang(lasagne);
    expect(text).toContain('>> servings: 6\n>> yield: 6 to 8 servings (a 30 cm dish)\n');
    expect(text).toContain('>> time required: 2 hours 30 min\n');
    expect(text).toContain('== Ragù ==\nHave ready: @olive oil{2%tbsp}, @beef mince{500%g}, @onion{1}(diced).');
    expect(text).toContain('== Béchamel (step 2) ==');
    expect(text).toContain('==\nHeat the oven to 180 °C.');
    expect(text).toContain('== Make the ragù ==\nBrown the beef mince with the onion in the olive oil.\n\nSimmer');
  });

  it('comes back with the same sections, lines, steps, times and yield', () => {
    const recipe = imported(recipeCooklang(lasagne));
    expect(recipe).toMatchObject({
      title: 'Lasagne',
      description: 'Layers of ragù and béchamel (a Sunday dish).',
      prepTime: '30',
      cookTime: '45',
      totalTime: '2 hours 30 min',
      servings: 6,
      yieldText: '6 to 8 servings (a 30 cm dish)',
      instructions: lasagne.instructions,
      instructionSections: lasagne.instructionSections,
      cuisine: 'Italian',
      mealType: 'dinner',
    });
    expect(recipe.ingredientSections).toEqual([
      { title: 'Ragù', from: 0 },
      { title: 'Béchamel (step 2)', from: 3 },
      { title: 'To finish', from: 7 },
    ]);
    expect(recipe.ingredients).toEqual(['2 tbsp olive oil', '500 g beef mince', '1 onion, diced', '50 g butter', '50 g flour', '600 ml milk', '1 pinch nutmeg', '12 lasagne sheets', '100 g parmesan, grated']);
  });

  it('a recipe without headings still marks its ingredients in the steps, and the leading list is no step', () => {
    const plain = { ...lasagne, ingredientSections: [], instructionSections: [], totalTime: null, yieldText: null };
    const text = recipeCooklang(plain);
    expect(text).not.toContain('==');
    expect(text).toContain('Have ready: @nutmeg{1%pinch}.\n\nHeat the oven');
    expect(text).toContain('Brown the @beef mince{500%g} with the @onion{1}(diced) in the @olive oil{2%tbsp}.');
    const recipe = imported(text);
    expect(recipe.instructions).toEqual(lasagne.instructions);
    expect(recipe.instructionSections).toBeUndefined();
    expect(recipe.ingredientSections).toBeUndefined();
    expect(recipe.totalTime).toBeUndefined();
    expect(recipe.yieldText).toBeUndefined();
    expect([...recipe.ingredients].sort()).toEqual([...lasagne.ingredients].sort());
  });

  it('headings of the steps only: the ingredients stay marked where each section first names them', () => {
    const text = recipeCooklang({ ...lasagne, ingredientSections: [] });
    expect(text).toContain('Heat the oven to 180 °C.\n\n== Make the ragù ==\nBrown the @beef mince{500%g}');
    const recipe = imported(text);
    expect(recipe.instructions).toEqual(lasagne.instructions);
    expect(recipe.instructionSections).toEqual(lasagne.instructionSections);
  });
});
