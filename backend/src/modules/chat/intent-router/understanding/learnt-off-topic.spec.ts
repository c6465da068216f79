/**
 * Issue 31: the learnt off-topic model as the chef uses it, only where its readers found nothing
 * (a recipe read from words that name no dish, a look in the cupboard that found nothing, "I don't
 * know that yet"), and the everyday wordings around it. Phrasings written for this test, not taken
 * from the bench's question sets.
 */
import { chefTestKitchen } from './chef-test-kitchen.js';
import { DECLINE_TEXT, learntOffTopic, recipeIngredients } from './understand.js';

const { ask, asked } = chefTestKitchen('2026-12-07');

beforeEach(() => {
  asked.length = 0;
});

describe('the learnt model where nothing else answered', () => {
  // none of these is caught by a rule (classify.ts): food words, asked about something else
  it.each(['who first made pizza', 'how much does a chef earn', 'can you recommend a good book about bread', 'is eating carrots good for my eyesight'])(
    'declines "%s", which names food but is not about cooking it',
    async (text) => {
      expect(await ask(text)).toBe(DECLINE_TEXT);
    },
  );

  it.each(['write some javascript that sorts my recipes by date', 'how many moons does jupiter have'])('declines "%s" and cooks nothing', async (text) => {
    expect(await ask(text)).toBe(DECLINE_TEXT);
    expect(asked).toEqual([]);
  });

  it("keeps what a baby may eat a kitchen question: it is about the food's safety", async () => {
    expect(learntOffTopic('is a baby allowed runny eggs at 9 months old')).toBe(false);
    expect(await ask('is a baby allowed runny eggs at 9 months old')).not.toBe(DECLINE_TEXT);
  });

  it('still cooks from a list of foods', async () => {
    await ask('what can i make with chicken, leeks and cream');
    expect(asked).toHaveLength(1);
  });
});

describe('a recipe read from words', () => {
  it('is not a recipe when most of the words name no food', () => {
    expect(recipeIngredients('freezing bread, good idea or not, any recipes')).toBeNull();
    expect(recipeIngredients('recipes with chicken, leeks and cream')).toEqual(['chicken', 'leeks', 'cream']);
  });
});

describe('everyday wordings', () => {
  it('counts the people at the table: "there\'s 6 of us"', async () => {
    expect(await ask("there's 6 of us tonight, how much pasta")).toContain('For 6 people');
  });

  it('reads "diff" as the difference', async () => {
    expect(await ask('whats the diff between baking soda and baking powder')).toMatch(/sodium bicarbonate/i);
  });

  it('takes "past the date on the pot" as the printed date, not the fruit', async () => {
    const answer = await ask('the yogurt is 3 days past the date on the pot, ok to eat?');
    expect(answer).toMatch(/^Yogurt/);
    expect(answer).not.toMatch(/^Dates/);
  });

  it('reads "go nice with" as a pairing', async () => {
    expect(await ask('what sides go nice with lamb chops')).toMatch(/^Lamb goes best with/);
  });

  it('reads "how else can i" after "ran out of" as asking for a swap, not using the food up', async () => {
    expect(await ask('ran out of eggs, how else can i bind meatballs')).toMatch(/^\*\*Instead of egg\*\*/);
  });

  it('declines growing food in a garden, not growing a sourdough starter', async () => {
    expect(await ask('can i grow carrots in a pot on my balcony')).toBe(DECLINE_TEXT);
    expect(await ask('how do i grow a sourdough starter')).toMatch(/^A sourdough starter/);
  });

  it('asks where to keep a food as a choice: "counter or fridge", "yay or nay"', async () => {
    expect(await ask('counter or fridge for avocados?')).toMatch(/^Ripen avocados on the counter/);
    expect(await ask('eggs going in the fridge - yay or nay')).toMatch(/keep eggs in the fridge/);
  });

  it('reads "any diff between" two names of one food as the same thing', async () => {
    expect(await ask('any diff between aubergine and eggplant')).toMatch(/^Yes, they are the same thing/);
  });

  it('throws out a swollen can and mends cookies that came out like pancakes', async () => {
    expect(await ask('my tin of tomatoes is all swollen, is it ok')).toMatch(/^Throw away cans that bulge/);
    expect(await ask('cookies came out like pancakes again')).toMatch(/^Cookies spread/);
  });

  it('answers a question told after a purchase or a meal, and changes nothing in the kitchen', async () => {
    const { ask: askIn, tried } = chefTestKitchen('2026-12-07');
    await askIn('got a bag of lentils today, how long do they take to cook');
    await askIn('fried the salmon, still a bit see-through in the middle, am i gonna be ok');
    expect(tried).toEqual([]);
  });

  it('declines on a lower bar when only a food ties the question to the kitchen', async () => {
    expect(await ask('which famous painter loved pears')).toBe(DECLINE_TEXT);
  });

  it('keeps a food asked about in the frames off-topic questions often use', async () => {
    expect(await ask('tell me about mangoes')).not.toBe(DECLINE_TEXT);
    expect(await ask('do you know anything about fennel')).not.toBe(DECLINE_TEXT);
  });

  it('reads a recipe asked in passing, and keeps the asking out of the ingredients', async () => {
    await ask('anything quick using leeks, bacon and potatoes');
    await ask('mince, peppers and rice — is there a mexican dish i can make');
    expect(asked).toHaveLength(2);
    expect(JSON.stringify(asked)).not.toMatch(/mexican|anything|quick/i);
    expect(JSON.stringify(asked[0])).toMatch(/leek/);
  });
});
