/**
 * Issue 31, from the tuned two thirds of the eighth blind set: running out of something not kept
 * gets its swap, a refreeze asked in passing gets the refreezing notes, and a pet that ate a cake is
 * not a recipe request.
 */
import { DECLINE_TEXT } from './understand.js';
import { chefTestKitchen } from './chef-test-kitchen.js';

const { ask, asked, tried } = chefTestKitchen('2026-12-07');

describe('the eighth blind set, tuned part', () => {
  it('out of something the kitchen does not keep: nothing changes, and the swap is offered', async () => {
    const answer = await ask('out of self raising flour 😩');
    expect(answer).toMatch(/^I couldn't find any self raising flour in your inventory/);
    expect(answer).toContain('**Instead of self-rising flour**');
    expect(answer).toContain('baking powder');
    expect(tried).toEqual([]);
  });

  it('a refreeze asked after the story of the thaw', async () => {
    const answer = await ask('defrosted mince in the fridge yesterday, changed plans, can i refreeze it');
    expect(answer).toMatch(/refreez/i);
    expect(answer).toMatch(/ground beef/i);
  });

  it('melted ice cream keeps the fact that says not to refreeze it', async () => {
    expect(await ask('my ice cream melted in the car can i refreeze it')).toMatch(/do not refreeze|don't refreeze|not refreeze|throw|discard/i);
  });

  it.each(['my rabbit ate a bit of chocolate cake what do i do', 'whats 17 x 23', 'how do bees actually make honey', 'plan me a 3 day food tour of tokyo incl which trains to get'])(
    'declines "%s" without asking for a recipe',
    async (question) => {
      expect(await ask(question)).toBe(DECLINE_TEXT);
      expect(asked).toEqual([]);
    },
  );

  it('sides asked in passing reach the pairing notes', async () => {
    expect(await ask('doing roast beef for 8 tomorrow and need sides, what goes')).toMatch(/Yorkshire puddings/);
    expect(await ask('what do i serve with butternut squash soup so its more of a meal')).toMatch(/grilled cheese sandwich/);
  });
});
