/**
 * Issue 31, from the tuned two thirds of the twelfth blind set: several foods used up in one
 * message, a bin told after its reason, counts put right, a list straight after the shop, texted
 * "n"; opened jars' age on the day asked; a strong ask for a dish with two foods; and the facts,
 * swaps and cues it found missing.
 */
import { parseIntent } from '../grammar.js';
import { leftoverAgeAnswer } from './leftover-age.js';
import { leadingFoodList } from './understand.js';
import { chefTestKitchen } from './chef-test-kitchen.js';

const today = '2026-12-07';

describe('the twelfth blind set, tuned part', () => {
  it('reads a bin told after its reason, a count put right, a list after the shop and a texted "n"', () => {
    expect(parseIntent('the ground turkey was in the fridge way too long so I threw it', { today })).toMatchObject({ kind: 'use-food', how: 'wasted', item: { name: 'ground turkey' }, all: true });
    expect(parseIntent('ok so the avocados went brown n mushy, tossed all 4', { today })).toMatchObject({ kind: 'use-food', how: 'wasted', item: { name: 'avocados' }, all: true });
    expect(parseIntent('correction its 3 tins of chickpeas not 2', { today })).toMatchObject({ kind: 'amount-left', item: { quantity: 3, unit: 'can', name: 'chickpeas' } });
    expect(parseIntent('just back from aldi - 6 eggs, litre of semi skimmed, 500g beef mince and a bag of spinach', { today })).toMatchObject({
      kind: 'add-food',
      items: [{ quantity: 6, name: 'eggs' }, { name: 'semi skimmed' }, { quantity: 500, unit: 'g', name: 'beef mince' }, { unit: 'bag', name: 'spinach' }],
    });
    expect(parseIntent("we're out of garlic and ginger", { today })).toMatchObject({ kind: 'use-food', item: { name: 'garlic and ginger' }, all: true });
  });

  it('counts an opened jar\'s days against its opened fridge time', () => {
    expect(leftoverAgeAnswer('opened a jar of passata sunday, still ok to use thursday?', today)).toMatch(/^(?:Yes|Just about|No): the fridge keeps opened passata/);
  });

  it.each([
    ['bananas oats peanut butter, healthy snack for a toddler?', ['bananas', 'oats', 'peanut butter']],
  ])('foods said first, then the kind of dish: %s', (message, foods) => {
    expect(leadingFoodList(message)).toEqual(foods);
  });

  it.each([
    'have beef strips peppers and onions, fancy something mexican',
    'something veggie with red lentils and sweet potato please, feeding 3',
    'leftover roast chicken and a pack of tortillas what can i do with em',
  ])('asks for one dish from the foods: %s', async (message) => {
    const { ask, asked } = chefTestKitchen(today);
    await ask(message);
    expect(asked).toHaveLength(1);
    expect(JSON.stringify(asked[0]).toLowerCase()).not.toMatch(/"em"|please|feeding/);
  });

  it.each([
    ['whats the quickest safe way to defrost salmon fillets', /cold water/],
    ['recipe says a thumb of ginger, how much is that in grams', /15 to 25 g/],
    ['how much fresh spinach do i need to end up with a cup cooked, it shrinks so much', /1 lb \(450 g/],
    ['making hummus but i\'ve got no tahini', /^\*\*Instead of tahini\*\*/],
    ['recipe wants caster sugar, only got granulated', /blitzed/],
    ['whats good with strawberries other than cream', /balsamic|basil|mint|chocolate/],
    ['can I keep onions n potatoes in the same basket', /away from potatoes/],
    ['how long does spinach take to wilt', /minute/],
  ])('%s', async (question, answer) => {
    const { ask } = chefTestKitchen(today);
    expect(await ask(question)).toMatch(answer);
  });
});
