/**
 * Issue 31: the offline chef answering phrasings it was not written against (written for this
 * test, not taken from the bench): computed figures, conversions named by units, "X vs Y",
 * British words, help asked mid-sentence, bare lists of food, and plain declines.
 */
import { chefTestKitchen } from './chef-test-kitchen.js';
import { calculatedAnswer, DECLINE_TEXT, proposedSwapVerdict } from './understand.js';

const { ask, asked, tried: added } = chefTestKitchen('2026-12-06');

describe('figures computed from the question', () => {
  it('times a roast by the weight named, turkey by the USDA chart', async () => {
    expect(await ask('how long for a 6 kg turkey?')).toContain('3 hours to 3 hours 45 minutes at 325 °F');
    expect(await ask('how long do i roast a 1.8kg chicken for')).toContain('1 hour 30 minutes to 1 hour 40 minutes');
  });

  it('scales a portion to the table', async () => {
    expect(await ask('how much pasta do i need to feed 5')).toContain('For 5 people that is about 375 g (13 oz) to 500 g (1 lb)');
    expect(await ask('salmon, how much per person?')).toContain('140 g to 180 g');
  });

  it('gives the oven setting and the doneness of a roast', async () => {
    expect(await ask('what temperature do i roast a chicken at')).toBe('Roast chicken at 400 °F (200 °C, 180 °C fan). It is done when the thickest part of the thigh reads 165 °F (74 °C) and the juices run clear; rest 10 to 15 minutes.');
  });

  it('does not time minced meat or steaks as a roast', () => {
    expect(calculatedAnswer('how long to cook 2 lb of ground beef')).toBeNull();
    expect(calculatedAnswer('how long to cook 1 kg of chicken thighs')).toBeNull();
  });

  it.each([
    ['how long to boil frozen sweetcorn', /corn 2 to 3 minutes/],
    ['how long do i cook a frozen pizza', /12 to 20 minutes/],
  ])('times cooking from frozen, not the freezer life: %s', async (text, says) => {
    expect(await ask(text)).toMatch(says);
  });

  it('works out a whole bird\'s thaw from its weight, in the fridge or in cold water', () => {
    expect(calculatedAnswer('how long to thaw a 6 kg turkey')).toMatch(/^A 6 kg \(13\.25 lb\) turkey takes about 2\.5 to 3\.5 days to thaw in the fridge/);
    expect(calculatedAnswer('how long to defrost a 2kg chicken in cold water')).toMatch(/^A 2 kg \(4\.5 lb\) chicken thaws in cold water in about 2 hours 10 minutes/);
    expect(calculatedAnswer('how long to thaw 1 kg of mince')).toBeNull();
  });
});

describe('conversions named by their units', () => {
  it.each([
    ["what's 2 cups of sugar in grams", '400 g'],
    ['half a litre how many cups', '2.1 cups'],
    ["what's 4 tbsp in cups", '1/4 cup'],
    ['a pound of flour, how many cups', '3.6 cups'],
    ['a stick of butter in grams?', '113 g'],
    ['ml in a pint', '568 ml'],
  ])('%s → %s', async (text, says) => {
    expect(await ask(text)).toContain(says);
  });

  it('turns a fan temperature into a conventional one', async () => {
    expect(await ask('recipe says 200 fan but mine is a normal oven')).toContain('add 20 °C');
  });
});

describe('what people ask, in their words', () => {
  it.each([
    ['is a shallot the same as an onion', /milder and sweeter/],
    ['greek yogurt or plain for a curry, what is the difference', /strained/],
    ['which wine with a roast duck', /Pinot Noir/],
    ['does freezing kill germs', /does not kill most bacteria/],
    ['my meringues keep weeping, why', /sugar did not fully dissolve|sugar is not dissolved/],
    ['cookies turned out rock hard', /overbaked/],
    ['what should we have with grilled halloumi', /mint|salad|flatbread/],
    ['is brie ok when you are pregnant', /Listeria/],
    ['how can i tell my cod is still fresh', /ammonia/],
    ['my spuds have gone a bit soft, still ok?', /lost water/],
  ])('%s', async (text, says) => {
    expect(await ask(text)).toMatch(says);
  });

  it('reads "put far too much chilli in the stew, how do I fix it" as a question, not an addition', async () => {
    const before = added.length;
    expect(await ask('put far too much chilli in the stew, how do i fix it')).toMatch(/dairy|yogurt/);
    expect(added.length).toBe(before);
  });

  it('takes a bare list of foods as a recipe request', async () => {
    asked.length = 0;
    await ask('beef mince, peppers and rice');
    expect(asked).toHaveLength(1);
  });

  it('does not take a recipe\'s words for ingredients', async () => {
    asked.length = 0;
    await ask('the recipe says 180 fan, my oven has none');
    expect(asked).toHaveLength(0);
  });
});

describe('declines', () => {
  it.each(['book a table for two at an italian restaurant', 'get red wine out of the sofa', 'which phone should i buy next', 'convert 10 miles to km'])('%s', async (text) => {
    expect(await ask(text)).toBe(DECLINE_TEXT);
  });

  it.each(['what is umami', 'is msg bad for you', 'why did my souffle collapse'])('never declines the kitchen question "%s"', async (text) => {
    expect(await ask(text)).not.toBe(DECLINE_TEXT);
  });
});

describe('a swap the cook proposes', () => {
  it.each([
    ['out of lemons, could i use a lime', /^Yes, lime will do\./],
    ['is margarine fine instead of butter in a crumble', /^Yes, margarine will do\./],
    ['no lemongrass, what do i do', /zest of 1 lemon/],
    ['star anise alternative?', /fennel seeds or Chinese five spice/],
  ])('%s', async (text, says) => {
    expect(await ask(text)).toMatch(says);
  });

  it('says nothing first when the proposed swap is not one of the tested ones', () => {
    expect(proposedSwapVerdict('can i use ketchup instead of tomato paste', '**Instead of tomato paste**:\n- 3 tbsp tomato sauce per tbsp.')).toBeNull();
  });
});

describe('where to keep a food, not how long', () => {
  it.each([
    ['do onions belong in the fridge', /cool, dark, dry and airy/],
    ['bananas: counter or fridge?', /on the counter/],
    ['should i keep my coffee in the fridge', /airtight, opaque container/],
  ])('%s', async (text, says) => {
    expect(await ask(text)).toMatch(says);
  });

  it('still answers how long from the storage table', async () => {
    expect(await ask('how long do onions keep in the pantry')).toMatch(/2 to 3 months/);
  });

  it('knows how much a pinch is', async () => {
    expect(await ask('how much salt is a pinch')).toContain('1/16 teaspoon');
  });
});
