import { createRecipeBody } from '@sous/contracts';
import { finishDraft } from './finish-draft.js';
import { emptyDraft } from './recipe-draft.js';

describe('finishing an imported draft', () => {
  it('keeps every ingredient line as the page writes it: units are not rewritten for the cook', () => {
    const written = ['2 EL Olivenöl', '1/2 TL Salz', '1 Prise Zucker', '2 c. à soupe de sucre', '2 cucharadas de aceite', 'EL Paso salsa'];
    const finished = finishDraft({ ...emptyDraft(), title: 'X', ingredients: written, instructions: ['Cook.'] }, null);
    expect(finished).toMatchObject({ ingredients: written });
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

describe('headings, total time and yield travel with the import (issue 30)', () => {
  const draft = {
    ...emptyDraft(),
    title: 'Lasagne',
    ingredients: ['500 g beef mince', '1 onion', '50 g butter', '500 ml milk'],
    instructions: ['Ragù: Brown the mince.', 'Whisk the sauce.'],
    totalMinutes: 80,
    totalTime: { minutes: 80, text: '1 hr 20 mins' },
    servings: 3,
    yieldText: '3 to 4 servings',
    sections: {
      ingredients: [
        { name: 'For the ragù:', lines: ['500 g beef mince', '1 onion'] },
        { name: 'For the sauce', lines: ['50 g butter', '500 ml milk'] },
      ],
      instructions: [
        { name: null, lines: ['Heat the oven.'] },
        { name: 'Ragù', lines: ['Brown the mince.'] },
        { name: 'Sauce:', lines: ['Whisk the sauce.'] },
      ],
    },
  };

  it('keeps headings apart from the lines, each at its first line, without a doubled colon', () => {
    const finished = finishDraft(draft, null);
    expect(finished).toMatchObject({
      ingredients: ['500 g beef mince', '1 onion', '50 g butter', '500 ml milk'],
      ingredientSections: [{ title: 'For the ragù', from: 0 }, { title: 'For the sauce', from: 2 }],
      instructions: ['Heat the oven.', 'Brown the mince.', 'Whisk the sauce.'],
      instructionSections: [{ title: 'Ragù', from: 1 }, { title: 'Sauce', from: 2 }],
    });
  });

  it('keeps the total time and the yield as the page writes them, and the result is savable', () => {
    const finished = finishDraft(draft, null);
    expect(finished).toMatchObject({ totalTime: '1 hr 20 mins', yieldText: '3 to 4 servings', servings: 3 });
    if (typeof finished === 'string') throw new Error(finished);
    expect(createRecipeBody.safeParse(finished).success).toBe(true);
  });

  it('has no headings for a list without any', () => {
    const finished = finishDraft({ ...emptyDraft(), title: 'Egg', ingredients: ['1 egg'], instructions: ['Boil.'] }, null);
    expect(finished).toMatchObject({ ingredientSections: [], instructionSections: [], totalTime: null, yieldText: null });
  });
});
