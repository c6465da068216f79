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

  it('finds nothing in prose', () => {
    const draft = parseRecipeText('Dear diary\nToday I cooked something nice.');
    expect(draft).toMatchObject({ title: 'Dear diary', ingredients: [], instructions: [] });
  });
});
