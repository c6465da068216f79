import { stepsWithout } from './generate.js';

describe('stepsWithout: steps of a dish cooked without a food', () => {
  it('keeps the sentence whole when the food leaves the head of a list', () => {
    const steps = ['Spread the avocado over the toast, top each slice with an egg and finish with red pepper flakes, flaky salt and black pepper.'];
    expect(stepsWithout(steps, ['red pepper flakes'])).toEqual(['Spread the avocado over the toast, top each slice with an egg and finish with flaky salt and black pepper.']);
  });

  it('drops the food after an and', () => {
    expect(stepsWithout(['Whisk the eggs and vanilla.'], ['vanilla'])).toEqual(['Whisk the eggs.']);
  });
});
