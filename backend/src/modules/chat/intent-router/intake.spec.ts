import { parseIntent } from './grammar.js';
import { isFoodName, isPronounPhrase, splitClauses, splitList } from './intake.js';

const today = '2025-03-12';
const parse = (text: string) => parseIntent(text, { today });

/** The add a message reads as: [name, quantity, unit, own place] per item, and the shared place. */
function added(text: string) {
  const intent = parse(text);
  if (intent.kind !== 'add-food') throw new Error(`"${text}" read as ${intent.kind}`);
  return {
    items: intent.items.map((item) => [item.name, item.quantity, item.unit, item.location ?? null]),
    location: intent.location,
    refersBack: intent.refersBack ?? false,
  };
}

describe('reading what was brought home', () => {
  describe('lists: one item per food, each with its own amount', () => {
    it.each([
      ['add milk and a loaf of bread', [['milk', null, null], ['bread', 1, 'loaf']]],
      ['add eggs, butter and two lemons', [['eggs', null, null], ['butter', null, null], ['lemons', 2, null]]],
      ['add 2 lb chicken, a dozen eggs & some spinach', [['chicken', 2, 'lb'], ['eggs', 12, 'item'], ['spinach', null, null]]],
      ['I bought eggs, butter, and two lemons', [['eggs', null, null], ['butter', null, null], ['lemons', 2, null]]],
      ['we got a bag of rice plus 3 cans of beans', [['rice', 1, 'bag'], ['beans', 3, 'can']]],
      ['picked up bananas and apples and a carton of milk', [['bananas', null, null], ['apples', null, null], ['milk', 1, 'carton']]],
      ['add yogurt & granola', [['yogurt', null, null], ['granola', null, null]]],
      ['I just bought half a dozen eggs and 500g of flour', [['eggs', 6, 'item'], ['flour', 500, 'g']]],
      ['add 1.5 kg of flour. and 2 eggs', [['flour', 1.5, 'kg'], ['eggs', 2, null]]],
      ['add cheese; ham; a baguette', [['cheese', null, null], ['ham', null, null], ['baguette', 1, null]]],
      ['grabbed two and a half pounds of potatoes and an onion', [['potatoes', 2.5, 'lb'], ['onion', 1, null]]],
      ['add milk, add bread', [['milk', null, null], ['bread', null, null]]],
    ])('%s', (text, items) => {
      expect(added(text).items).toEqual(items.map((item) => [...item, null]));
    });

    it.each([
      ['add mac and cheese', 'mac and cheese'],
      ['add a box of macaroni and cheese', 'macaroni and cheese'],
      ['I bought salt and pepper chips', 'salt and pepper chips'],
      ['add half and half to the fridge', 'half and half'],
      ['add a jar of sweet and sour sauce', 'sweet and sour sauce'],
      ['bought a tin of pork and beans', 'pork and beans'],
      ['add cookies and cream ice cream', 'cookies and cream ice cream'],
      ['add red and green peppers', 'red and green peppers'],
      ['add a jar of bread and butter pickles', 'bread and butter pickles'],
      ['add mac & cheese', 'mac and cheese'],
    ])('keeps a name with its own "and" whole: %s', (text, name) => {
      expect(added(text).items.map(([item]) => item)).toEqual([name]);
    });

    it('splits a compound name from the food beside it', () => {
      expect(added('add mac and cheese and a loaf of bread').items.map(([name]) => name)).toEqual(['mac and cheese', 'bread']);
      expect(added('add milk, half and half and eggs').items.map(([name]) => name)).toEqual(['milk', 'half and half', 'eggs']);
      // "bread and butter" on its own is two foods; only "… pickles" makes it one
      expect(added('add bread and butter').items.map(([name]) => name)).toEqual(['bread', 'butter']);
    });

    it('splits on "and" only where both sides read as items', () => {
      expect(splitList('milk and a loaf of bread')).toEqual(['milk', 'a loaf of bread']);
      expect(splitList('2 eggs and a lemon')).toEqual(['2 eggs', 'a lemon']);
      expect(splitList('two and a half cups of flour')).toEqual(['two and a half cups of flour']);
      expect(splitList('black and white cookies')).toEqual(['black and white cookies']);
      // words that are no food are split off, to be dropped, never glued to a name
      expect(splitList('milk and them')).toEqual(['milk', 'them']);
      expect(splitList('milk and some other stuff')).toEqual(['milk', 'some other stuff']);
    });
  });

  describe('pronouns point at the food named before them', () => {
    it.each([
      'I bought 6 bell peppers, put them in the fridge',
      'I bought 6 bell peppers and put them in the fridge',
      'bought 6 bell peppers, then put them in the fridge',
      'I got 6 bell peppers, they go in the fridge',
      "we picked up 6 bell peppers, they're going in the refrigerator",
      'I bought 6 bell peppers; I put those in the fridge',
      'add 6 bell peppers and put these into the fridge',
      'I bought 6 bell peppers, please put them in the fridge',
      'got 6 bell peppers and they should go in the fridge',
      'Bought 6 bell peppers. Put them in the fridge.',
      "picked up 6 bell peppers, they're in the fridge now",
      'I got 6 bell peppers and put it all in the fridge',
    ])('%s', (text) => {
      const { items, location } = added(text);
      expect(items).toEqual([['bell peppers', 6, null, null]]);
      expect(location).toMatch(/^(?:fridge|refrigerator)$/);
    });

    it('gives every food named before the pronoun its place', () => {
      expect(added('I bought milk and 2 onions, put them in the pantry')).toEqual({
        items: [['milk', null, null, null], ['onions', 2, null, null]],
        location: 'pantry',
        refersBack: false,
      });
      expect(added('bought chicken and put it in the freezer')).toMatchObject({ items: [['chicken', null, null, null]], location: 'freezer' });
      expect(added('I bought a melon, it goes on the counter')).toMatchObject({ items: [['melon', 1, null, null]], location: 'counter' });
    });

    it('keeps two foods of one list apart even when one name holds the other', () => {
      expect(added('I bought milk and oat milk, put them in the fridge').items.map(([name]) => name)).toEqual(['milk', 'oat milk']);
      expect(added('add a pop and a stick of butter').items).toEqual([['pop', 1, null, null], ['butter', 1, 'stick', null]]);
    });

    it('reads "froze them" as the freezer', () => {
      expect(added('I bought 2 lb of ground beef and froze it')).toMatchObject({ items: [['ground beef', 2, 'lb', null]], location: 'freezer' });
      expect(added('we got bread and milk, froze the bread')).toMatchObject({ items: [['bread', null, null, 'freezer'], ['milk', null, null, null]] });
      expect(added('add milk and frozen peas').items.map(([name]) => name)).toEqual(['milk', 'frozen peas']);
    });

    it('places one named food apart from the others when its clause names it', () => {
      expect(added('I bought milk and eggs, put the milk in the fridge')).toEqual({
        items: [['milk', null, null, 'fridge'], ['eggs', null, null, null]],
        location: null,
        refersBack: false,
      });
      expect(added('I bought milk and frozen peas, put the milk in the fridge and put the peas in the freezer')).toMatchObject({
        items: [['milk', null, null, 'fridge'], ['frozen peas', null, null, 'freezer']],
      });
    });

    it('reads a pronoun with a place and no food as pointing back at the last turn', () => {
      expect(added('put them in the freezer')).toEqual({ items: [], location: 'freezer', refersBack: true });
      expect(added('store it in the pantry')).toEqual({ items: [], location: 'pantry', refersBack: true });
      expect(added('add those to the fridge')).toEqual({ items: [], location: 'fridge', refersBack: true });
    });

    it('never makes a pronoun an item, nor reads "got it" as food', () => {
      expect(parse('got it').kind).toBe('unknown');
      expect(parse('I got it')).not.toMatchObject({ kind: 'add-food' });
      expect(parse('add them')).not.toMatchObject({ kind: 'add-food' });
      for (const text of ['I bought 6 bell peppers, put them in the fridge', 'bought cheese, it goes in the fridge', 'add eggs and put those in the fridge']) {
        expect(added(text).items.map(([name]) => name)).not.toContain(expect.stringMatching(/\b(?:them|it|those|these|that|put)\b/));
      }
    });

    it('tells pronoun phrases from food', () => {
      expect(['them', 'it', 'those', 'these', 'that', 'all of them', 'all of it', 'both'].every(isPronounPhrase)).toBe(true);
      expect(['those apples', 'the milk', 'all the milk'].some(isPronounPhrase)).toBe(false);
    });
  });

  describe('place words', () => {
    it.each([
      ['add 2 pounds of chicken to my fridge', 'fridge'],
      ['add yogurt to the refrigerator', 'refrigerator'],
      ['add ice cream to the freezer', 'freezer'],
      ['add a bag of rice to the pantry', 'pantry'],
      ['add a box of cereal to the cupboard', 'cupboard'],
      ['store crackers in the cabinet', 'cabinet'],
      ['add 3 avocados to the counter', 'counter'],
      ['add honey to the shelf', 'shelf'],
      ['add a bottle of wine to the wine cellar', 'wine cellar'],
      ['add beer to the garage fridge', 'garage fridge'],
      ['add 6 eggs to fridge', 'fridge'],
    ])('%s', (text, location) => {
      const read = added(text);
      expect(read.location).toBe(location);
      expect(read.items).toHaveLength(1);
    });

    it('reads on past a place in the middle of a list', () => {
      expect(added('add a tub of ice cream to the freezer and a bag of peas')).toMatchObject({ items: [['ice cream', 1, 'tub', null], ['peas', 1, 'bag', null]], location: 'freezer' });
      expect(added('add wine to the wine cellar and a bag of lemons')).toMatchObject({ items: [['wine', null, null, null], ['lemons', 1, 'bag', null]], location: 'wine cellar' });
    });

    it('never takes a place word for food', () => {
      expect(isFoodName('the fridge')).toBe(false);
      expect(isFoodName('freezer')).toBe(false);
      expect(isFoodName('garage fridge')).toBe(false);
      expect(isFoodName('ice')).toBe(true);
      expect(isFoodName('fruit')).toBe(true);
    });
  });

  describe('words that are no food add nothing', () => {
    it.each(['I got some stuff', 'bought groceries', 'I just bought a bunch of things', 'add stuff to the fridge', 'we picked up groceries, put them in the fridge', 'add some things'])(
      '%s',
      (text) => {
        expect(added(text).items).toEqual([]);
        expect(added(text).refersBack).toBe(false);
      },
    );

    it('drops filler beside food', () => {
      expect(added('I bought milk and some other stuff').items).toEqual([['milk', null, null, null]]);
      expect(parse('add eggs and stuff to my shopping list')).toMatchObject({ kind: 'add-to-shopping-list', items: [{ name: 'eggs' }] });
    });
  });

  describe('clauses', () => {
    it('starts a clause only at a placing verb or "they go", and only with a place', () => {
      expect(splitClauses('6 bell peppers, put them in the fridge')).toEqual({ first: '6 bell peppers', rest: [{ text: 'them in the fridge' }] });
      expect(splitClauses('milk, they go in the fridge')).toEqual({ first: 'milk', rest: [{ text: 'them in the fridge' }] });
      expect(splitClauses('milk and pop tarts')).toEqual({ first: 'milk and pop tarts', rest: [] });
      expect(splitClauses('milk, add bread')).toEqual({ first: 'milk, add bread', rest: [] });
    });
  });
});
