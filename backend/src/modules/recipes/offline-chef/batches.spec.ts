import { inBatches, smallerDish } from './batches.js';

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
    expect(inBatches({ ...omelette, servings: 3 }, 6)).toBeNull();
    expect(inBatches({ ...omelette, servings: 2 }, 4)?.instructions[0]).toMatch(/^This is cooked in 2 batches/);
    expect(inBatches({ ...omelette, instructions: ['Line an 8-inch square pan with parchment.'] }, 4)).toBeNull();
  });
});

describe('smallerDish: a baked dish scaled well down', () => {
  const pudding = ['Heat the oven to 350°F.', 'Layer half of the bread in a buttered 9x13-inch dish and pour over the custard.'];

  it('bakes one serving of eight in a dish its size, not a 9x13 (issue 31, second blind read)', () => {
    expect(smallerDish(pudding, 8, 1)[1]).toBe('Layer half of the bread in a buttered 2-cup baking dish and pour over the custard.');
    expect(smallerDish(pudding, 8, 4)[1]).toMatch(/buttered 8-cup baking dish/);
    expect(smallerDish(['Spread in an 8x8 pan.'], 8, 2)).toEqual(['Spread in a 2-cup baking dish.']);
    expect(smallerDish(['Spread in an 8x8 pan.'], 4, 1)).toEqual(['Spread in a 2-cup baking dish.']);
  });

  it('leaves a dish scaled up or a little down, and steps without a baking dish', () => {
    expect(smallerDish(pudding, 8, 12)).toEqual(pudding);
    expect(smallerDish(pudding, 8, 7)).toEqual(pudding);
    expect(smallerDish(['Melt the butter in an 8-inch nonstick pan.'], 8, 1)).toEqual(['Melt the butter in an 8-inch nonstick pan.']);
  });
});
