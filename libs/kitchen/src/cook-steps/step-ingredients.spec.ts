import { matchStepIngredients } from './step-ingredients.js';

describe('matchStepIngredients', () => {
  const lines = ['2 tbsp unsalted butter', '1 onion, finely chopped', '3 cloves garlic, minced', '2 tbsp olive oil', '1 tsp sesame oil', '400 g canned tomatoes', 'Salt'];

  it('gives each step the lines it names, by full food or by its last word', () => {
    expect(
      matchStepIngredients(
        ['Melt the butter in a pan.', 'Add the onions and garlic; cook until soft.', 'Pour in the tomatoes, season with salt.', 'Serve.'],
        lines,
      ),
    ).toEqual([[0], [1, 2], [5, 6], []]);
  });

  it('does not pull in another oil when the step names one in full', () => {
    expect(matchStepIngredients(['Heat the olive oil.', 'Drizzle with oil.'], lines)).toEqual([[3], [3, 4]]);
  });

  it('matches plurals and accents', () => {
    expect(matchStepIngredients(['Sauté the jalapeños.'], ['2 jalapeños, seeded', '1 lime'])).toEqual([[0]]);
  });

  it('gives an empty list per step when the recipe has no lines', () => {
    expect(matchStepIngredients(['Mix.', 'Bake.'], [])).toEqual([[], []]);
  });
});
