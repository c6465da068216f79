import { withSeasoningLines } from './steps-lines.js';

describe('withSeasoningLines', () => {
  it('lists the salt a step uses when no line names it', () => {
    const lines = withSeasoningLines(['4 tortillas', '3 oz peas'], ['Cook the peas with a pinch of salt until tender.']);
    expect(lines).toEqual(['4 tortillas', '3 oz peas', 'Salt to taste']);
  });

  it('lists black pepper, and not for bell peppers or pepper flakes', () => {
    expect(withSeasoningLines(['2 eggs'], ['Season with salt and pepper.'])).toContain('Salt and black pepper to taste');
    expect(withSeasoningLines(['1 bell pepper, sliced', 'Salt to taste'], ['Add the bell pepper and a pinch of salt.'])).toEqual(['1 bell pepper, sliced', 'Salt to taste']);
    expect(withSeasoningLines(['1/2 tsp red pepper flakes'], ['Cook the garlic and pepper flakes.'])).toEqual(['1/2 tsp red pepper flakes']);
  });

  it('leaves lists that already name them alone', () => {
    const lines = ['6 eggs', 'Kosher salt and black pepper to taste'];
    expect(withSeasoningLines(lines, ['Whisk the eggs with salt and pepper.'])).toEqual(lines);
  });
});
