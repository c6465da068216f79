/**
 * Issue 31, from the tuned two thirds of the eleventh blind set: food for the match, the in-laws
 * and the backyard hens' eggs are the kitchen's, a business, social media, the body and a hen's
 * diet are not; lists said first with who eats them; a shorter card that is another food is not
 * the one meant; counts put right, containers' shares, food someone brought; a phrase's head word;
 * and the facts, swaps and pairings it found missing.
 */
import { parseIntent } from '../grammar.js';
import { DECLINE_TEXT, leadingFoodList } from './understand.js';
import { chefTestKitchen } from './chef-test-kitchen.js';

const today = '2026-12-07';

describe('the eleventh blind set, tuned part', () => {
  it.each([
    'how do i register a home baking business with the council',
    'how long does caffeine stay in your body, cant sleep',
    'can my chickens eat avocado skins from the kitchen scraps',
    'is intermittent fasting ok if youre diabetic',
    'need an instagram caption for my brunch pic 🥞',
  ])('declines: %s', async (question) => {
    const { ask, asked } = chefTestKitchen(today);
    expect(await ask(question)).toBe(DECLINE_TEXT);
    expect(asked).toEqual([]);
  });

  it.each([
    ['omg put way too much salt in the beef stew and the in-laws are here in an hour, can it be saved??', /salt/i],
    ['how many wings per person for a super bowl party', /per person/],
    ['gonna deep fry wings for the game sunday what temp should the oil be', /°F/],
    ['can i eat the eggs my hens laid yesterday without washing them', /./],
  ])('keeps the kitchen question: %s', async (question, answer) => {
    const { ask } = chefTestKitchen(today);
    const text = await ask(question);
    expect(text).not.toBe(DECLINE_TEXT);
    expect(text).toMatch(answer);
  });

  it.each([
    ['tinned tuna pasta and sweetcorn, uni student budget, go', ['tinned tuna', 'pasta', 'sweetcorn']],
    ['mince, tinned tomatoes, kidney beans and a packet of rice, need to feed 4 kids', ['mince', 'tinned tomatoes', 'kidney beans', 'rice']],
  ])('foods said first, then who eats them: %s', (message, foods) => {
    expect(leadingFoodList(message)).toEqual(foods);
  });

  it.each([
    'paneer spinach onions recipie?',
    'cabbage potatoes and a ring of kielbasa whatcha got',
    'ground pork, napa cabbage and a pack of dumpling wrappers',
    'leftover roast lamb and some flatbreads from the weekend, what can i do with them',
  ])('asks for one dish, from the foods only: %s', async (message) => {
    const { ask, asked } = chefTestKitchen(today);
    await ask(message);
    expect(asked).toHaveLength(1);
    expect(JSON.stringify(asked[0]).toLowerCase()).not.toMatch(/weekend|whatcha|recipie/);
  });

  it('a question about keeping a food, or a bad idea, is no recipe request', async () => {
    const { ask, asked } = chefTestKitchen(today);
    expect(await ask('can u freeze cooked rice or is that a bad idea')).toMatch(/freeze/i);
    expect(asked).toEqual([]);
  });

  it('reads counts put right, a share of the container, food someone brought, and why it was binned', () => {
    expect(parseIntent('i actually have 2 blocks of tofu in the fridge not 1', { today })).toMatchObject({ kind: 'amount-left', item: { quantity: 2, unit: 'block', name: 'tofu' }, from: 'fridge' });
    expect(parseIntent('olive oil is down to about a quarter of the bottle', { today })).toMatchObject({ kind: 'amount-left', item: { quantity: 0.25, unit: 'bottle', name: 'olive oil' } });
    expect(parseIntent('mum dropped off a tub of her frozen jollof put it in the freezer for me', { today })).toMatchObject({
      kind: 'add-food',
      items: [{ quantity: 1, unit: 'tub', name: 'frozen jollof' }],
      location: 'freezer',
    });
    expect(parseIntent("get rid of the yoghurt, its past the date and the lid's all puffed up", { today })).toMatchObject({ kind: 'use-food', how: 'wasted', item: { name: 'yoghurt' } });
  });

  it.each([
    ['says 1 tbsp cornstarch to thicken but all i have is flour, how much flour', /^\*\*Instead of cornstarch\*\*/],
    ['recipe says shaoxing wine, i have nothing like that whats the closest thing', /dry sherry/],
    ['shop only has habaneros no scotch bonnets, will they do for jerk chicken', /habanero/],
    ['recipe says 2 cloves garlic but i only have the jar of minced, how much is that', /1\/2 tsp jarred minced garlic/],
    ['only got the dried coriander leaf jar, how much do i use in place of a tablespoon of fresh', /1 tsp dried coriander leaf per tbsp fresh/],
    ['my aunt brought fresh ackee back from jamaica, anything i need to know before i cook it with saltfish', /hypoglycin/],
    ['how do u seal and pleat dumplings so they dont burst when boiling', /pleats/],
    ['making 200 gyoza this weekend to freeze, better to freeze them raw or cooked', /^Freeze dumplings raw/],
    ['how much dried chickpeas equals one can', /1\/2 cup \(90 to 100 g\) of dried/],
    ['what sides go with jollof for a 30th birthday party', /plantain/],
    ['making babcias pierogi, what goes on top or on the side', /sour cream/],
    ['what side dishes go with bulgogi', /kimchi/],
    ['leftover roast chicken, how many months can that sit in the freezer', /months/],
    ['made a massive pot of nigerian tomato stew for the month, can i freeze it in portions and for how long', /^Yes, you can freeze soup/],
    ['how many cloves of garlic is a tablespoon minced', /3 cloves make about 1 tablespoon/],
  ])('%s', async (question, answer) => {
    const { ask } = chefTestKitchen(today);
    expect(await ask(question)).toMatch(answer);
  });
});
