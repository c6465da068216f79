import { parseIntent } from './grammar.js';

// Wednesday
const today = '2025-03-12';
const parse = (text: string) => parseIntent(text, { today });

describe('the offline chef grammar', () => {
  describe('the phrases the chef promises to understand', () => {
    it('"add 2 pounds of chicken to my fridge"', () => {
      expect(parse('add 2 pounds of chicken to my fridge')).toEqual({
        kind: 'add-food',
        items: [{ quantity: 2, unit: 'lb', portion: null, name: 'chicken' }],
        location: 'fridge',
        expires: null,
      });
    });

    it('"put a dozen eggs in the fridge"', () => {
      expect(parse('Put a dozen eggs in the fridge.')).toEqual({
        kind: 'add-food',
        items: [{ quantity: 12, unit: 'item', portion: null, name: 'eggs' }],
        location: 'fridge',
        expires: null,
      });
    });

    it('"I used 3 eggs"', () => {
      expect(parse('I used 3 eggs')).toEqual({
        kind: 'use-food',
        item: { quantity: 3, unit: null, portion: null, name: 'eggs' },
        how: 'consumed',
        all: false,
        from: null,
      });
    });

    it('"we finished the milk"', () => {
      expect(parse('we finished the milk')).toEqual({
        kind: 'use-food',
        item: { quantity: null, unit: null, portion: null, name: 'milk' },
        how: 'consumed',
        all: true,
        from: null,
      });
    });

    it('"throw away the spinach"', () => {
      expect(parse('throw away the spinach')).toMatchObject({ kind: 'use-food', item: { name: 'spinach', quantity: null }, how: 'wasted', all: true });
    });

    it('"move the bread to the freezer"', () => {
      expect(parse('move the bread to the freezer')).toEqual({ kind: 'move-food', name: 'bread', to: 'freezer', from: null });
    });

    it('"what\'s expiring?"', () => {
      expect(parse("what's expiring?")).toEqual({ kind: 'list-expiring' });
      expect(parse('What’s expiring soon?')).toEqual({ kind: 'list-expiring' });
    });

    it('"what can I make with chicken and rice?"', () => {
      expect(parse('what can I make with chicken and rice?')).toEqual({
        kind: 'suggest-recipe',
        ingredients: ['chicken', 'rice'],
        mealType: null,
        diets: [],
        cuisine: null,
        quick: false,
        maxMinutes: null,
        servings: null,
      });
    });

    it('"give me a quick vegetarian dinner"', () => {
      expect(parse('give me a quick vegetarian dinner')).toEqual({
        kind: 'suggest-recipe',
        ingredients: [],
        mealType: 'dinner',
        diets: ['Vegetarian'],
        cuisine: null,
        quick: true,
        maxMinutes: null,
        servings: null,
      });
    });

    it('"add olive oil to my shopping list"', () => {
      expect(parse('add olive oil to my shopping list')).toEqual({
        kind: 'add-to-shopping-list',
        items: [{ quantity: null, unit: null, portion: null, name: 'olive oil' }],
      });
    });

    it('"plan lasagna for dinner on Friday"', () => {
      expect(parse('plan lasagna for dinner on Friday')).toEqual({
        kind: 'plan-meal',
        recipe: 'lasagna',
        mealType: 'dinner',
        date: '2025-03-14',
        servings: null,
      });
    });

    it('"what does julienne mean?"', () => {
      expect(parse('what does julienne mean?')).toEqual({ kind: 'define-term', term: 'julienne', guessed: false });
    });

    it('"what\'s in my pantry?"', () => {
      expect(parse("what's in my pantry?")).toEqual({ kind: 'list-food', location: 'pantry' });
    });
  });

  describe('amounts', () => {
    it.each([
      ['add two cans of tomatoes to the pantry', { quantity: 2, unit: 'can', name: 'tomatoes' }],
      ['add half a pound of butter to the fridge', { quantity: 0.5, unit: 'lb', name: 'butter' }],
      ['add a couple of avocados to the counter', { quantity: 2, unit: null, name: 'avocados' }],
      ['add a few lemons to the fridge', { quantity: 3, unit: null, name: 'lemons' }],
      ['add half a dozen eggs to the fridge', { quantity: 6, unit: 'item', name: 'eggs' }],
      ['add two dozen eggs to the fridge', { quantity: 24, unit: 'item', name: 'eggs' }],
      ['add 1 1/2 cups of rice to the pantry', { quantity: 1.5, unit: 'cup', name: 'rice' }],
      ['add 1.5 kg of flour to the pantry', { quantity: 1.5, unit: 'kg', name: 'flour' }],
      ['add 2lb ground beef to the freezer', { quantity: 2, unit: 'lb', name: 'ground beef' }],
      ['add twenty five grams of yeast to the pantry', { quantity: 25, unit: 'g', name: 'yeast' }],
      ['add two and a half pounds of potatoes to the pantry', { quantity: 2.5, unit: 'lb', name: 'potatoes' }],
      ['add an onion to the pantry', { quantity: 1, unit: null, name: 'onion' }],
      ['add a bag of spinach to the fridge', { quantity: 1, unit: 'bag', name: 'spinach' }],
      ['add a quarter pound of ham to the fridge', { quantity: 0.25, unit: 'lb', name: 'ham' }],
      ['add ½ gallon of milk to the fridge', { quantity: 0.5, unit: 'gallon', name: 'milk' }],
      ['add 3 fluid ounces of cream to the fridge', { quantity: 3, unit: 'fl oz', name: 'cream' }],
      ['add some basil to the fridge', { quantity: null, unit: null, name: 'basil' }],
    ])('%s', (text, item) => {
      expect(parse(text)).toMatchObject({ kind: 'add-food', items: [item] });
    });

    it('splits lists with amounts or commas, but keeps "salt and pepper" whole', () => {
      expect(parse('add 2 eggs and a lemon to the fridge')).toMatchObject({
        items: [{ quantity: 2, name: 'eggs' }, { quantity: 1, name: 'lemon' }],
        location: 'fridge',
      });
      expect(parse('add eggs, milk and bread to the shopping list')).toMatchObject({
        kind: 'add-to-shopping-list',
        items: [{ name: 'eggs' }, { name: 'milk' }, { name: 'bread' }],
      });
      expect(parse('add salt and pepper to my shopping list')).toMatchObject({ items: [{ name: 'salt and pepper' }] });
    });

    it('reads how much was used or thrown away', () => {
      expect(parse('we used half the milk')).toMatchObject({ kind: 'use-food', item: { portion: 'half', name: 'milk' }, all: false });
      expect(parse('I ate all the strawberries')).toMatchObject({ kind: 'use-food', item: { name: 'strawberries' }, all: true });
      expect(parse('threw out 2 tomatoes')).toMatchObject({ kind: 'use-food', how: 'wasted', item: { quantity: 2, name: 'tomatoes' }, all: false });
      expect(parse('throw the yogurt away')).toMatchObject({ kind: 'use-food', how: 'wasted', item: { name: 'yogurt' }, all: true });
      expect(parse('the bananas went bad')).toMatchObject({ kind: 'use-food', how: 'wasted', item: { name: 'bananas' }, all: true });
      expect(parse("we're out of milk")).toMatchObject({ kind: 'use-food', how: 'consumed', item: { name: 'milk' }, all: true });
      expect(parse('I drank a cup of milk this morning')).toMatchObject({ item: { quantity: 1, unit: 'cup', name: 'milk' }, all: false });
      expect(parse('used 2 eggs from the fridge')).toMatchObject({ item: { quantity: 2, name: 'eggs' }, from: 'fridge' });
    });
  });

  describe('other phrasings', () => {
    it.each([
      ['Chef, please add 2 pounds of chicken to my fridge!', 'add-food'],
      ['I bought 3 avocados', 'add-food'],
      ['put the bread in the freezer', 'move-food'],
      ['move the cheese from the fridge to the freezer', 'move-food'],
      ['is anything going bad?', 'list-expiring'],
      ['what should I use first?', 'list-expiring'],
      ['what do I have in the freezer?', 'list-food'],
      ['what do I have?', 'list-food'],
      ['show me my fridge', 'list-food'],
      ['do we have any eggs?', 'find-food'],
      ['how many eggs do I have left?', 'find-food'],
      ["what's for dinner?", 'suggest-recipe'],
      ['suggest a recipe using spinach', 'suggest-recipe'],
      ['any dinner ideas?', 'suggest-recipe'],
      ['I need to buy eggs', 'add-to-shopping-list'],
      ['put milk on the grocery list', 'add-to-shopping-list'],
      ["let's have tacos tomorrow", 'plan-meal'],
      ['add lasagna to the meal plan for Saturday', 'plan-meal'],
      ['define braise', 'define-term'],
      ['hello', 'greeting'],
      ['thanks!', 'thanks'],
      ['what can you do?', 'help'],
      ['tell me a joke', 'unknown'],
      ['', 'help'],
    ])('%s → %s', (text, kind) => {
      expect(parse(text).kind).toBe(kind);
    });

    it('reads the recipe request: ingredients, meal, diets, cuisine, time and servings', () => {
      expect(parse('make me a quick Italian vegan lunch with tomatoes, basil and pasta for 2 people')).toEqual({
        kind: 'suggest-recipe',
        ingredients: ['tomatoes', 'basil', 'pasta'],
        mealType: 'lunch',
        diets: ['Vegan'],
        cuisine: 'italian',
        quick: true,
        maxMinutes: null,
        servings: 2,
      });
      expect(parse('give me a gluten-free dinner recipe in under 20 minutes')).toMatchObject({ diets: ['Gluten-Free'], maxMinutes: 20, quick: false });
      expect(parse('what can I make with what I have?')).toMatchObject({ ingredients: [] });
    });

    it('reads the day and meal of a plan', () => {
      expect(parse('schedule chili for lunch tomorrow')).toMatchObject({ recipe: 'chili', mealType: 'lunch', date: '2025-03-13' });
      expect(parse('plan pancakes for breakfast next Wednesday')).toMatchObject({ recipe: 'pancakes', mealType: 'breakfast', date: '2025-03-19' });
      expect(parse('plan the roast chicken on Sunday for 4 people')).toMatchObject({ recipe: 'roast chicken', mealType: 'dinner', date: '2025-03-16', servings: 4 });
      expect(parse('plan soup tonight')).toMatchObject({ recipe: 'soup', mealType: 'dinner', date: today });
      expect(parse('plan risotto for dinner on 2025-04-01')).toMatchObject({ date: '2025-04-01' });
      expect(parse('plan curry for dinner on March 20')).toMatchObject({ date: '2025-03-20' });
    });

    it('reads an expiry date said with the food', () => {
      expect(parse('add milk to the fridge that expires on Friday')).toMatchObject({ items: [{ name: 'milk' }], location: 'fridge', expires: '2025-03-14' });
      expect(parse('add yogurt expiring tomorrow to the fridge')).toMatchObject({ items: [{ name: 'yogurt' }], location: 'fridge', expires: '2025-03-13' });
    });

    it('takes a place only with a determiner or a storage word, so "chicken in sauce" stays food', () => {
      expect(parse('add chicken in sauce')).toMatchObject({ items: [{ name: 'chicken in sauce' }], location: null });
      expect(parse('add 2 apples')).toMatchObject({ items: [{ quantity: 2, name: 'apples' }], location: null });
    });

    it('reads the food told first and binned after, and a use told after what was cooked', () => {
      expect(parse('tomatoes have gone furry, binning them')).toMatchObject({ kind: 'use-food', item: { name: 'tomatoes' }, how: 'wasted', all: true });
      expect(parse("the spinach has turned to sludge, chuck it")).toMatchObject({ kind: 'use-food', item: { name: 'spinach' }, how: 'wasted' });
      expect(parse('just binned the spinach it went all slimy')).toMatchObject({ kind: 'use-food', item: { name: 'spinach' }, how: 'wasted' });
      expect(parse('onions have all sprouted, getting rid')).toMatchObject({ kind: 'use-food', item: { name: 'onions' }, how: 'wasted' });
      expect(parse('made spag bol, used 500g of the pasta')).toMatchObject({ kind: 'use-food', item: { quantity: 500, unit: 'g', name: 'pasta' }, how: 'consumed' });
      // a question about it, or nothing binned, is no use
      expect(parse('the milk has gone lumpy, is it ok to drink')).not.toMatchObject({ kind: 'use-food' });
      expect(parse('made spag bol, it was lovely')).not.toMatchObject({ kind: 'use-food' });
    });

    it('guesses a cooking term from a bare "what is …?"', () => {
      expect(parse('what is a roux?')).toEqual({ kind: 'define-term', term: 'roux', guessed: true });
      expect(parse('what does al dente mean')).toEqual({ kind: 'define-term', term: 'al dente', guessed: false });
    });
  });
});
