import { eatLeftover } from './cooking.js';

const lasagna = { id: 'l1', name: 'Leftover Lasagna', quantity: '3', unit: 'servings' };

describe('eatLeftover', () => {
  it('takes the planned servings from the leftover, and asks nothing else', () => {
    expect(eatLeftover(lasagna, 2)).toEqual({
      takes: [{ foodItemId: 'l1', foodItemName: 'Leftover Lasagna', ingredient: 'Leftover Lasagna', quantity: '2', unit: 'servings', amount: '2 servings of Leftover Lasagna' }],
      lacking: [],
    });
  });

  it('takes what is left when the slot wants more, and nothing is shopped for', () => {
    expect(eatLeftover({ ...lasagna, quantity: '1' }, 4)).toMatchObject({ takes: [{ quantity: '1', amount: '1 serving of Leftover Lasagna' }], lacking: [] });
    expect(eatLeftover({ ...lasagna, quantity: '0' }, 2)).toEqual({ takes: [], lacking: [] });
  });
});
