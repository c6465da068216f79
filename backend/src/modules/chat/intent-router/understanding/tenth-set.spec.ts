/**
 * Issue 31, from the tuned two thirds of the tenth blind set: foods said first with their amounts
 * and a plain ask are a recipe request; orders after where the cook has been, a food "all gone",
 * the last few of something, why it was binned; how old leftovers will be on the day asked; a
 * whole bird's thaw by its weight; and the facts and declines it found missing.
 */
import { parseIntent } from '../grammar.js';
import { leftoverAgeAnswer } from './leftover-age.js';
import { DECLINE_TEXT, leadingFoodList } from './understand.js';
import { chefTestKitchen } from './chef-test-kitchen.js';

const today = '2026-12-07';

describe('the tenth blind set, tuned part', () => {
  it.each([
    ['chicken thighs, a lemon and some new potatoes. one tray thing for 4?', ['chicken thighs', 'lemon', 'new potatoes']],
    ['salmon fillets and a bunch of asparagus, something nice for date night', ['salmon fillets', 'asparagus']],
    ['cauliflower and chickpeas, want something spicy', ['cauliflower', 'chickpeas']],
    ['leftover rice and some kimchi thats getting quite sour, recipe?', ['rice', 'kimchi']],
    ['red lentils, an onion and a tin of coconut milk — could i make some kind of dal out of that?', ['red lentils', 'onion', 'coconut milk']],
  ])('foods with their amounts, then the ask: %s', async (message, foods) => {
    expect(leadingFoodList(message)).toEqual(foods);
    const { ask, asked } = chefTestKitchen(today);
    await ask(message);
    expect(asked).toHaveLength(1);
  });

  it('a list whose tail asks about the foods, or names none, is no recipe request', () => {
    expect(leadingFoodList('eggs and bacon, how long do they keep')).toBeNull();
    expect(leadingFoodList('milk. thanks')).toBeNull();
  });

  it('"something" asks for a dish only when it is what the verb asks for', async () => {
    expect(parseIntent('need a name for my new bakery, something punny', { today }).kind).not.toBe('suggest-recipe');
    expect(parseIntent('need something quick for tea', { today }).kind).toBe('suggest-recipe');
    expect(parseIntent('give me a quick and easy vegetarian dinner', { today })).toMatchObject({ kind: 'suggest-recipe', mealType: 'dinner', diets: ['Vegetarian'] });
    expect(parseIntent('need an instagram caption for my brunch pic', { today }).kind).not.toBe('suggest-recipe');
    const { ask, asked } = chefTestKitchen(today);
    expect(await ask('need a name for my new bakery, something punny')).not.toMatch(/Test dish/);
    expect(asked).toEqual([]);
  });

  it('reads the order after where the cook has been, all of a food gone, the last few, and why it was binned', () => {
    expect(parseIntent('just back from lidl, add 2kg spuds and a bag of onions', { today })).toMatchObject({
      kind: 'add-food',
      items: [{ quantity: 2, unit: 'kg', name: 'spuds' }, { unit: 'bag', name: 'onions' }],
    });
    expect(parseIntent('just got back from the shop, add 2kg potatoes and a dozen eggs', { today })).toMatchObject({ items: [{ name: 'potatoes' }, { name: 'eggs' }] });
    expect(parseIntent("paneer's all gone, used it in last nights curry", { today })).toMatchObject({ kind: 'use-food', item: { name: 'paneer' }, all: true });
    expect(parseIntent('is the milk all gone', { today }).kind).not.toBe('use-food');
    expect(parseIntent('rice is still crunchy but the waters all gone', { today }).kind).not.toBe('use-food');
    expect(parseIntent('ate the last 2 bananas', { today })).toMatchObject({ kind: 'use-food', item: { quantity: 2, name: 'bananas' } });
    expect(parseIntent('binned half the loaf, mouldy 🤢', { today })).toMatchObject({ kind: 'use-food', how: 'wasted', item: { portion: 'half', name: 'loaf' } });
    expect(parseIntent('only about 200g of plain flour left now, update it', { today })).toMatchObject({ kind: 'amount-left', item: { quantity: 200, unit: 'g', name: 'plain flour' } });
  });

  it('counts the days from the day it was cooked to the day asked, against the food table', () => {
    expect(leftoverAgeAnswer('made a big pot of lentils sunday, still ok on thursday?', today)).toMatch(/^Just about: the fridge keeps cooked lentils 3 to 5 days, and Thursday is day 4/);
    expect(leftoverAgeAnswer('roasted chicken on saturday, still safe to eat on friday?', today)).toMatch(/^No: the fridge keeps cooked chicken 3 to 4 days, and by Friday it will be 6 days old/);
    // 2026-12-07 is a Monday: made yesterday, asked for tomorrow
    expect(leftoverAgeAnswer('made chilli last night still ok tomorrow?', today)).toMatch(/^Yes: the fridge keeps cooked chilli 3 to 4 days, so tomorrow, 2 days after cooking/);
    expect(leftoverAgeAnswer('made a curry on sunday', today)).toBeNull();
  });

  it.each([
    ['how long to thaw a six kilo turkey in the fridge', /^A 6 kg \(13\.25 lb\) turkey takes about 2\.5 to 3\.5 days to thaw in the fridge/],
    ['my sponge sank right in the middle 😭 why', /underbaked/],
    ['chicken was in the boot of the car for like 3 hours, it was really hot out, safe?', /1 hour when it is above 90 °F/],
    ['how much yeast for 500g flour', /7 g sachet/],
    ['made injera for the first time!! what do i serve with it', /misir wat/],
    ['plantain vs banana, can i eat plantain raw', /^Plantains are starchy cooking bananas/],
    ['how to fry plantain so its sweet and caramelised not greasy', /on the diagonal/],
    ['having a bbq for 12, how much meat do i get per head', /For 12 people/],
    ['out of self raising, only plain flour. how do i fix that', /^\*\*Instead of self-rising flour\*\*/],
    ['need heavy cream for a pasta sauce but dont have any', /^\*\*Instead of heavy cream\*\*/],
    ['can halloumi stand in for paneer in a curry', /halloumi/i],
    ['do tomatoes go in the fridge or not, me and my flatmate are arguing', /tomato/i],
  ])('%s', async (question, answer) => {
    const { ask } = chefTestKitchen(today);
    expect(await ask(question)).toMatch(answer);
  });

  it.each([
    ['what wine goes with roast lamb', /lamb with Rioja/],
    ['left a pan of rice on the hob all night, still good for lunch?', /thrown away/],
    ['raw mince in the fridge how long before i have to cook it', /1 to 2 days/],
  ])('older sets: %s', async (question, answer) => {
    const { ask } = chefTestKitchen(today);
    expect(await ask(question)).toMatch(answer);
  });

  it.each(['do vegans actually live longer than meat eaters, what does the research say', 'my kids keep fighting over the last yogurt, how do i make them share nicely'])('declines: %s', async (question) => {
    const { ask } = chefTestKitchen(today);
    expect(await ask(question)).toBe(DECLINE_TEXT);
  });
});
