/**
 * Issue 31: a partner asked for by its kind ("what herb", "what do i serve with", "tomato and ___")
 * reaches the pairing notes of the food named, however the sentence around it runs; questions about
 * keeping, growing or swapping the partner are not pairings.
 */
import { partnerAnswer } from './understand.js';

describe('a partner asked for by its kind', () => {
  it.each([
    ['what herb goes in scrambled eggs', 'Eggs', /chives/],
    ['potatoes in the oven, what herbs do i chuck on', 'Potatoes', /rosemary/],
    ['what do i serve with a pasta bake so its not just a bowl of beige', 'Pasta bake', /green salad/],
    ['got a bag of peas, what herb makes them pop', 'Peas', /mint/],
    ['tomatoes and ... which herb', 'Tomatoes', /basil/],
    ['tomato and ___? need ideas for a salad', 'Tomatoes', /basil/],
    ['good veg to have with roast beef on sunday', 'Roast beef', /Yorkshire puddings/],
    ['peas - what can I add to them besides butter', 'Peas', /mint/],
    ['spinach tastes like pond water to me, what flavours make it less grim', 'Spinach', /garlic/],
  ])('%s → the notes for %s', (question, food, partner) => {
    const answer = partnerAnswer(question);
    expect(answer).toContain(`**${food}** goes well with`);
    expect(answer).toMatch(partner);
  });

  it.each([
    'what herbs freeze well',
    'which spices go off fastest',
    'what herbs can i grow on a windowsill',
    'what herb can i use instead of basil',
    'how much seasoning for a pound of mince',
    'what goes with it', // no food named
    'chicken and rice for dinner',
  ])('not a pairing: %s', (question) => {
    expect(partnerAnswer(question)).toBeNull();
  });
});
