/**
 * Issue 31, from the tuned two thirds of the ninth blind set: questions said without punctuation
 * are asked, never logged as adds; spoken lead-ins and where the food was bought are not part of
 * an order; containers and fillers are not part of a food's name; and the facts it found missing.
 */
import { parseIntent } from '../grammar.js';
import { DECLINE_TEXT } from './understand.js';
import { chefTestKitchen } from './chef-test-kitchen.js';

const today = '2026-12-07';

describe('the ninth blind set, tuned part', () => {
  it('a question at the end of an unpunctuated message changes nothing', async () => {
    const { ask, tried } = chefTestKitchen(today);
    expect(await ask('just bought one of those little fridge thermometers and it says 8 degrees on the middle shelf is that too warm')).toMatch(/40 °F \(4 °C\)/);
    expect(await ask('got a punnet of strawberries from the farm shop what to put w them for a quick pud')).toMatch(/^\*\*Strawberries\*\* goes well with cream/);
    expect(tried).toEqual([]);
  });

  it('spoken lead-ins and where it was bought are not part of the order', () => {
    expect(parseIntent('ok so add carrots and a bag of lettuce we got them at the market today', { today })).toMatchObject({
      kind: 'add-food',
      items: [{ name: 'carrots' }, { unit: 'bag', name: 'lettuce' }],
      location: null,
    });
    expect(parseIntent('add 2 steaks from the butchers to the freezer', { today })).toMatchObject({ kind: 'add-food', items: [{ quantity: 2, name: 'steaks' }], location: 'freezer' });
    expect(parseIntent("so what's for dinner", { today }).kind).toBe('suggest-recipe');
  });

  it.each([
    ['opened jar of pasta sauce how long in the fridge', /^Pasta sauce, once opened, keeps 3 to 5 days in the fridge/],
    ['mashed potato. freezer. yes or no', /^Yes, you can freeze mashed potatoes/],
    ['is a cup 250ml or 240?? uk vs us is doing my head in 😩', /A US cup is 236\.6 ml/],
    ['blind baking, what is it n how do i do it', /baking beans/],
    ['my chicken breasts are really thick and take ages to cook someone said butterfly them how do i actually do that', /open it like a book/],
    ['someone told me bread goes stale faster in the fridge, true?', /^True: bread goes stale fastest at fridge temperature/],
    ['dip for carrot sticks, kids party', /hummus/],
  ])('%s', async (question, answer) => {
    const { ask } = chefTestKitchen(today);
    expect(await ask(question)).toMatch(answer);
  });

  it.each(['my stomach hurts every time i have milk am i lactose intolerant', 'how do i get my toddler to stop throwing food on the floor', 'how do you say chicken in spanish'])(
    'declines "%s"',
    async (question) => {
      const { ask } = chefTestKitchen(today);
      expect(await ask(question)).toBe(DECLINE_TEXT);
    },
  );

  it('keeps kitchen questions that share those words', async () => {
    const { ask, asked } = chefTestKitchen(today);
    expect(await ask('lactose intolerant guest coming, what can i cook')).not.toBe(DECLINE_TEXT);
    expect(asked).toHaveLength(1);
    expect(await ask("raining so it's soup for dinner, how long does leftover soup keep")).not.toBe(DECLINE_TEXT);
  });
});

describe('names set equal, two things told apart, two foods and a plain ask', () => {
  it('"scallions = spring onions = green onions?" is one food', async () => {
    const { ask } = chefTestKitchen(today);
    expect(await ask('scallions = spring onions = green onions? pls say yes 🙏')).toMatch(/^Yes, they are the same thing/);
  });

  it('yams and sweet potatoes are told apart', async () => {
    const { ask } = chefTestKitchen(today);
    expect(await ask('yams and sweet potatoes, different or not? the labels at my store confuse me')).toMatch(/different plants, not the same/);
  });

  it('two foods and "any dessert ideas" ask for a dish; the loaf is bread and its staleness no ingredient', async () => {
    const { ask, asked } = chefTestKitchen(today);
    await ask('i have apples and a loaf going stale, any dessert ideas');
    expect(asked).toHaveLength(1);
    const body = JSON.stringify(asked[0]).toLowerCase();
    expect(body).toContain('apples');
    expect(body).toContain('bread');
    expect(body).not.toMatch(/stale|going|loaf/);
  });

  it('two foods and a keeping question stay a keeping question', async () => {
    const { ask, asked } = chefTestKitchen(today);
    await ask('leftover chicken and rice, any ideas how long it keeps');
    expect(asked).toEqual([]);
  });
});
