import { parseRecipeText } from './plain-text-recipe.js';

describe('plain-text recipes', () => {
  it('reads a title, facts, an ingredients heading and a method heading', () => {
    const draft = parseRecipeText(
      ['# Lemon Drizzle Cake', 'A classic tray bake.', 'Serves: 12', 'Prep time: 20 min', 'Cook time: 1 hour', 'Source: https://cakes.test/drizzle', '', 'Ingredients:', '• 225 g butter', '225 g sugar', 'For the drizzle:', '- 1 lemon', '', 'Directions', '1. Cream the butter and sugar.', '2. Bake 45 minutes.', 'Pour the drizzle over while warm.'].join('\r\n'),
    );
    expect(draft).toMatchObject({
      title: 'Lemon Drizzle Cake',
      description: 'A classic tray bake.',
      servings: 12,
      prepMinutes: 20,
      cookMinutes: 60,
      url: 'https://cakes.test/drizzle',
      ingredients: ['225 g butter', '225 g sugar', '1 lemon'],
      instructions: ['Cream the butter and sugar.', 'Bake 45 minutes.', 'Pour the drizzle over while warm.'],
    });
  });

  it('reads bulleted and numbered lists without headings', () => {
    const draft = parseRecipeText('Fried Rice\n- 2 cups cooked rice\n- 2 eggs\n1) Scramble the eggs.\n2) Fry the rice with them.');
    expect(draft).toMatchObject({ title: 'Fried Rice', ingredients: ['2 cups cooked rice', '2 eggs'], instructions: ['Scramble the eggs.', 'Fry the rice with them.'] });
  });

  it('keeps a yield that is not servings as written: "1 loaf" is no count of people', () => {
    const loaf = parseRecipeText('Sourdough\nMakes 1 loaf\nPrep time: 75 min\nIngredients\n500 g flour\n350 g water\nMethod\nMix, rise, bake.');
    expect(loaf).toMatchObject({ servings: null, yieldText: 'Makes 1 loaf', prepMinutes: 75 });
    expect(parseRecipeText('Soup\nServes 4\nIngredients\n1 l stock\nMethod\nHeat.')).toMatchObject({ servings: 4, yieldText: 'Serves 4' });
    expect(parseRecipeText('Soup\nYield: 3 to 4 servings\nIngredients\n1 l stock\nMethod\nHeat.')).toMatchObject({ servings: 3, yieldText: '3 to 4 servings' });
  });

  it('keeps the total time as written, sections under "For the …" lines, headings in other languages', () => {
    const draft = parseRecipeText(
      ['Tarta de queso', 'Tiempo total: 1 hora 20 minutos', 'Ingredientes', 'Para la base:', '200 g de galletas', 'Para el relleno:', '500 g de queso crema', 'Preparación', 'Para la base:', 'Tritura las galletas.', 'Hornea 40 minutos.'].join('\n'),
    );
    expect(draft).toMatchObject({
      totalMinutes: 80,
      totalTime: { minutes: 80, text: '1 hora 20 minutos' },
      ingredients: ['200 g de galletas', '500 g de queso crema'],
      instructions: ['Para la base: Tritura las galletas.', 'Hornea 40 minutos.'],
      sections: {
        ingredients: [
          { name: 'Para la base', lines: ['200 g de galletas'] },
          { name: 'Para el relleno', lines: ['500 g de queso crema'] },
        ],
      },
      foundIn: { title: 'text', ingredients: 'text', instructions: 'text', totalTime: 'text' },
    });
  });

  it('finds nothing in prose', () => {
    const draft = parseRecipeText('Dear diary\nToday I cooked something nice.');
    expect(draft).toMatchObject({ title: 'Dear diary', ingredients: [], instructions: [] });
  });
});
