import { inBatches } from './batches.js';

const omelette = {
  servings: 1,
  cookTime: 3,
  instructions: ['Beat the eggs.', 'Melt the butter in an 8-inch nonstick pan over medium-low heat.', 'Roll it onto a plate.'],
};

describe('inBatches: a one-portion pan dish scaled up', () => {
  it('is cooked one portion at a time, and its time counts each', () => {
    const batched = inBatches(omelette, 4);
    expect(batched?.instructions[0]).toMatch(/4 portions, cooked one at a time/);
    expect(batched?.instructions.slice(1)).toEqual(omelette.instructions);
    expect(batched?.cookTime).toBe(12);
  });

  it('leaves one serving, dishes written for more, and baking pans alone', () => {
    expect(inBatches(omelette, 1)).toBeNull();
    expect(inBatches({ ...omelette, servings: 2 }, 4)).toBeNull();
    expect(inBatches({ ...omelette, instructions: ['Line an 8-inch square pan with parchment.'] }, 4)).toBeNull();
  });
});
