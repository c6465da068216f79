import { cookSteps } from './cook-plan.js';

describe('cookSteps', () => {
  const recipe = {
    servings: 4,
    ingredients: ['4 tbsp butter', '2 onions, sliced', '500 ml stock'],
    instructions: ['Melt 2 tbsp of the butter and soften the onions for 10-12 minutes.', '', 'Add the stock and the rest of the butter; simmer 20 minutes.'],
    instructionSections: [{ title: 'Soup', from: 0 }],
  };

  it('scales step amounts and ingredient lines, keeps sections, finds timers and skips blank lines', () => {
    const steps = cookSteps(recipe, 2);
    expect(steps).toHaveLength(2);
    expect(steps[0]).toMatchObject({
      index: 0,
      section: 'Soup',
      text: 'Melt 1 tbsp of the butter and soften the onions for 10-12 minutes.',
      ingredients: [
        { index: 0, line: '2 tbsp butter' },
        { index: 1, line: '1 onions, sliced' },
      ],
    });
    expect(steps[0].timers).toMatchObject([{ seconds: 600, maxSeconds: 720, label: 'Soften' }]);
    expect(steps[1]).toMatchObject({ index: 2, timers: [{ seconds: 1200, label: 'Simmer' }] });
    expect(steps[1].ingredients.map((i) => i.index)).toEqual([0, 2]);
  });

  it('refuses servings that are not positive', () => {
    expect(() => cookSteps(recipe, 0)).toThrow(RangeError);
  });
});
