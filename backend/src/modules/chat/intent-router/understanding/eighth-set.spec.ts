/**
 * Issue 31, from the tuned two thirds of the eighth blind set: running out of something not kept
 * gets its swap, a refreeze asked in passing gets the refreezing notes, and a pet that ate a cake is
 * not a recipe request.
 */
import { DECLINE_TEXT, leadingFoodList, tidyIngredients } from './understand.js';
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
    expect(await ask('what do i serve with butternut squash soup so its more of a meal')).toMatch(/grilled cheese/);
  });
});

describe('foods said first, then the ask', () => {
  it.each([
    ['eggs spinach cheddar. go.', ['eggs', 'spinach', 'cheddar']],
    ['milk eggs bread, something sweet for breakfast', ['milk', 'eggs', 'bread']],
    ['chicken spinach and tomatoes, want a one-pan thing with minimal washing up', ['chicken', 'spinach', 'tomatoes']],
    // amounts before the foods are read here too since the tenth set
    ['red lentils and a tin of coconut milk, what can i do', ['red lentils', 'coconut milk']],
  ])('%s', (message, foods) => {
    expect(leadingFoodList(message)).toEqual(foods);
  });

  it.each(['eggs and bacon, how long do they keep', 'what can i make w bread eggs and milk, kids want breakfast', 'chicken, is it done at 70c', 'milk. thanks'])(
    'not a list then an ask: %s',
    (message) => {
      expect(leadingFoodList(message)).toBeNull();
    },
  );

  it('tidies what the grammar read: "w" is "with", two foods side by side are two, a food made of another stays one', () => {
    expect(tidyIngredients(['w bread eggs', 'milk'])).toEqual(['bread', 'eggs', 'milk']);
    expect(tidyIngredients(['chicken spinach', 'tomatoes'])).toEqual(['chicken', 'spinach', 'tomatoes']);
    expect(tidyIngredients(['pork mince', 'coconut milk'])).toEqual(['pork mince', 'coconut milk']);
  });

  it('asks for the dish with the foods and without the people', async () => {
    const kitchen = chefTestKitchen('2026-12-07');
    await kitchen.ask('what can i make w bread eggs and milk, kids want breakfast for dinner');
    expect(kitchen.asked).toHaveLength(1);
    const body = JSON.stringify(kitchen.asked[0]).toLowerCase();
    for (const food of ['bread', 'eggs', 'milk']) expect(body).toContain(food);
    expect(body).not.toMatch(/kids|breakfast for dinner/);
  });
});

describe('facts the eighth set found missing, reached however they are asked', () => {
  it.each([
    ['froze soup in a glass jar and the jar cracked 😭 why', /headspace/],
    ['cheese - cling film or wax paper??', /wax or baking \(parchment\) paper/],
    ['do eggs need to go in the fridge? my american mate is horrified mine are on the counter', /cuticle or bloom/],
    ['my oven runs hot, how do i adjust the recipe', /oven thermometer/],
    ["me chilli's blown everyone's head off, how do i tone it down", /^Too spicy/],
    ['want crispy roasties like my nan used to make, whats the secret', /parboil/],
    ['how long can food sit out before its not safe', /2 hours/],
  ])('%s', async (question, fact) => {
    expect(await ask(question)).toMatch(fact);
  });
});

describe('a swap proposed as a question of its own', () => {
  it.each([
    ['no shallots, will an onion do?', /^Yes, onion will do with what is added to it below\./],
    ['recipe needs sour cream, ive only got greek yogurt, same same?', /^Yes, greek yogurt will do\./],
    ['no buttermilk, would milk work', /^Yes, milk will do with what is added to it below\./],
  ])('%s', async (question, verdict) => {
    expect(await ask(question)).toMatch(verdict);
  });

  it('says nothing of a swap that is not one', async () => {
    expect(await ask('no eggs, will ketchup do')).toMatch(/^\*\*Instead of egg/);
  });
});

describe('asked in passing: a safe inside temperature, two things told apart, a recipe scaled', () => {
  it('the safe temperature of the food named, not its portions', async () => {
    expect(await ask('burgers, what internal temp so i dont poison my mates')).toMatch(/^Cook burgers to an internal temperature of at least 160 °F \(71 °C\)/);
  });

  it('a doneness keeps the doneness notes', async () => {
    expect(await ask('internal temp for medium rare steak')).not.toMatch(/USDA safe minimum/);
  });

  it('"what makes something jam and not jelly" is the difference', async () => {
    expect(await ask('what makes something jam and not jelly')).toMatch(/Jelly is made from fruit juice only/);
  });

  it('halving a recipe is a quantity question, not a recipe request', async () => {
    expect(await ask('halving a cake recipe that has 3 eggs in it, what do i do about the eggs')).toMatch(/1 1\/2 eggs in all/);
    expect(asked).toEqual([]);
  });

  it('"how many burgers will i get out of a pound of ground beef" is not running out of it', async () => {
    expect(await ask('how many burgers will i get out of a pound of ground beef')).toMatch(/4 quarter-pound burgers/);
  });
});
