import { takeQuantity } from './quantity-left.js';

describe('takeQuantity', () => {
  it.each([
    ['6', '2', '2', '4'],
    ['1 1/2', '1/2', '0.5', '1'],
    ['2.5', '0.75', '0.75', '1.75'],
    ['1/3', '0.1', '0.1', '0.23'],
  ])('takes %s - %s: takes %s, leaves %s', (available, requested, taken, left) => {
    expect(takeQuantity(available, requested)).toEqual({ taken, left });
  });

  it('takes everything when asked for as much or more, and leaves nothing', () => {
    expect(takeQuantity('3', '3')).toEqual({ taken: '3', left: null });
    expect(takeQuantity('3', '10')).toEqual({ taken: '3', left: null });
  });

  it('takes the whole item when its stock is not a number', () => {
    expect(takeQuantity('some', '2')).toEqual({ taken: '2', left: null });
  });
});
