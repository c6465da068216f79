import { normalizeMessage } from './grammar.js';
import { foodPhrase, type KnowledgeIntent, parseKnowledgeIntent, placeIn, readTechnique } from './knowledge-intents.js';

const read = (text: string) => parseKnowledgeIntent(normalizeMessage(text));

describe('parseKnowledgeIntent', () => {
  it.each<[string, KnowledgeIntent]>([
    ['How long does cooked rice last in the fridge?', { kind: 'storage-life', food: 'cooked rice', place: 'fridge', state: 'cooked' }],
    ['how long is salsa good for once opened', { kind: 'storage-life', food: 'salsa', place: null, state: 'opened' }],
    ['how long can I freeze chicken', { kind: 'storage-life', food: 'chicken', place: 'freezer', state: null }],
    ['can cooked rice sit out overnight', { kind: 'storage-life', food: 'cooked rice', place: 'pantry', state: 'cooked' }],
    ['Can I freeze milk?', { kind: 'freezing', food: 'milk', refreeze: false }],
    ['can you refreeze thawed chicken', { kind: 'freezing', food: 'chicken', refreeze: true }],
    ['do I need to refrigerate eggs', { kind: 'storage-life', food: 'eggs', place: 'fridge', state: null }],
    ['is it safe to eat week old rice', { kind: 'storage-life', food: 'rice', place: null, state: null }],
    ["I'm out of buttermilk, what can I use instead?", { kind: 'substitute', ingredient: 'buttermilk' }],
    ['can I use yogurt instead of sour cream', { kind: 'substitute', ingredient: 'sour cream' }],
    ['how many grams is a cup of flour', { kind: 'convert', quantity: 1, from: 'cup', to: 'grams', ingredient: 'flour' }],
    ['how many tablespoons in a cup', { kind: 'convert', quantity: 1, from: 'cup', to: 'tablespoons', ingredient: null }],
    ['how many grams is a stick of butter', { kind: 'convert', quantity: 0.5, from: 'cup', to: 'grams', ingredient: 'butter' }],
    ['350 °F to °C', { kind: 'convert-temperature', value: 350, from: 'F' }],
    ['fahrenheit to celsius', { kind: 'convert-temperature', value: null, from: 'F' }],
    ['what temperature should chicken be cooked to', { kind: 'safe-temperature', food: 'chicken' }],
    ['medium rare steak temperature', { kind: 'doneness', food: 'steak' }],
    ['what goes with salmon?', { kind: 'pairing', food: 'salmon' }],
  ])('%s', (text, intent) => {
    expect(read(text)).toEqual(intent);
  });

  it('leaves inventory messages to the inventory readers', () => {
    for (const text of ['add 2 cups of flour to the pantry', "I'm out of buttermilk", 'put the chicken in the freezer', 'what can I make with chicken and rice', 'do we have eggs']) {
      expect([text, read(text)]).toEqual([text, null]);
    }
  });
});

describe('readTechnique', () => {
  it('reads the phrase after "how do I …"', () => {
    expect(readTechnique(normalizeMessage('How do I make a roux?'))).toEqual({ kind: 'technique', phrase: 'make a roux' });
    expect(readTechnique(normalizeMessage('how to julienne carrots properly'))).toEqual({ kind: 'technique', phrase: 'julienne carrots' });
  });
});

describe('food phrases and places', () => {
  it('drops places, states and determiners but keeps state words for the table', () => {
    expect(foodPhrase('the leftover rice in the fridge')).toBe('leftover rice');
    expect(foodPhrase('my salsa once opened')).toBe('salsa');
    expect(placeIn('how long can milk sit out')).toBe('pantry');
    expect(placeIn('how long does it keep in the freezer')).toBe('freezer');
    expect(placeIn('how long does it keep')).toBeNull();
  });
});
