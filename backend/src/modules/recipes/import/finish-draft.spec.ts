import { createRecipeBody } from '@sous/contracts';
import { englishUnits, finishDraft } from './finish-draft.js';
import { emptyDraft } from './recipe-draft.js';

describe('finishing an imported draft', () => {
  it.each([
    ['2 EL Olivenöl', '2 tbsp Olivenöl'],
    ['1/2 TL Salz', '1/2 tsp Salz'],
    ['1 Prise Zucker', '1 pinch Zucker'],
    ['2 c. à soupe de sucre', '2 tbsp de sucre'],
    ['1 c. à café de sel', '1 tsp de sel'],
    ['2 cucharadas de aceite', '2 tbsp de aceite'],
    ['500 g Mehl', '500 g Mehl'],
    ['EL Paso salsa', 'EL Paso salsa'],
    ['2 ELEFANTEN', '2 ELEFANTEN'],
  ])('writes %j as %j', (line, written) => {
    expect(englishUnits(line)).toBe(written);
  });

  it('names the part that is missing', () => {
    expect(finishDraft({ ...emptyDraft(), ingredients: ['1 egg'], instructions: ['Cook.'] }, null)).toBe('title');
    expect(finishDraft({ ...emptyDraft(), title: 'Egg', instructions: ['Cook.'] }, null)).toBe('ingredients');
    expect(finishDraft({ ...emptyDraft(), title: 'Egg', ingredients: ['1 egg'] }, null)).toBe('instructions');
  });

  it('holds a long, odd recipe to the bounds of POST /api/recipes', () => {
    const finished = finishDraft(
      {
        ...emptyDraft(),
        title: 'T'.repeat(300),
        description: 'word '.repeat(400),
        prepMinutes: 5000,
        totalMinutes: 50,
        servings: 400,
        ingredients: Array.from({ length: 150 }, (_, i) => `${i + 1} g thing`),
        instructions: [`${'Stir well. '.repeat(80)}`],
        cuisine: 'A very long cuisine name that goes on and on',
      },
      'https://s.test/r',
    );
    if (typeof finished === 'string') throw new Error(finished);
    expect(finished.ingredients).toHaveLength(100);
    expect(finished.instructions.length).toBeGreaterThan(1);
    expect(finished.instructions.every((step) => step.length <= 500 && step.endsWith('.'))).toBe(true);
    expect(finished).toMatchObject({ prepTime: null, cookTime: null, servings: null, sourceUrl: 'https://s.test/r' });
    expect(createRecipeBody.safeParse(finished).success).toBe(true);
  });

  it('takes the total time as the cooking time, less the preparation', () => {
    const base = { ...emptyDraft(), title: 'X', ingredients: ['1 egg'], instructions: ['Cook.'] };
    expect(finishDraft({ ...base, totalMinutes: 50 }, null)).toMatchObject({ prepTime: null, cookTime: '50' });
    expect(finishDraft({ ...base, totalMinutes: 50, prepMinutes: 20 }, null)).toMatchObject({ prepTime: '20', cookTime: '30' });
    expect(finishDraft({ ...base, totalMinutes: 50, prepMinutes: 20, cookMinutes: 25 }, null)).toMatchObject({ cookTime: '25' });
  });
});
