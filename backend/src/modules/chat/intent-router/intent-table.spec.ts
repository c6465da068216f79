import type { FoodItem, StorageLocation } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';
import type { ChefToolbox } from '../chef/chef-tools.js';
import { type Intent, parseIntent } from './grammar.js';
import type { KnowledgeIntent } from './knowledge-intents.js';
import { IntentRouter } from './intent-router.js';

// a Wednesday
const today = '2025-03-12';

type Action =
  | 'add' | 'use' | 'finish' | 'waste' | 'left' | 'move' | 'expiring' | 'list' | 'find' | 'recipe' | 'shop' | 'plan' | 'define'
  | 'greeting' | 'thanks' | 'help' | 'unknown'
  | KnowledgeIntent['kind'];

/** What a row checks: the action, the item(s), quantity, unit, and the place (or meal and day of a plan). */
interface Reading {
  action: Action;
  item: string | null;
  quantity: number | null;
  unit: string | null;
  place: string | null;
}

function read(intent: Intent): Reading {
  const none = { item: null, quantity: null, unit: null, place: null };
  switch (intent.kind) {
    case 'add-food':
    case 'add-to-shopping-list': {
      const [first] = intent.items;
      return {
        action: intent.kind === 'add-food' ? 'add' : 'shop',
        item: intent.items.map((i) => i.name).join(' + '),
        quantity: first?.quantity ?? null,
        unit: first?.unit ?? null,
        place: intent.kind === 'add-food' ? intent.location : null,
      };
    }
    case 'use-food':
      return {
        action: intent.how === 'wasted' ? 'waste' : intent.all ? 'finish' : 'use',
        item: intent.item.name,
        quantity: intent.item.quantity,
        unit: intent.item.unit ?? (intent.item.portion ? `(${intent.item.portion})` : null),
        place: intent.from,
      };
    case 'amount-left':
      return { action: 'left', item: intent.item.name, quantity: intent.item.quantity, unit: intent.item.unit ?? (intent.item.portion ? `(${intent.item.portion})` : null), place: intent.from };
    case 'move-food':
      return { action: 'move', item: intent.name, quantity: null, unit: null, place: intent.from ? `${intent.from} → ${intent.to}` : intent.to };
    case 'list-expiring':
      return { action: 'expiring', ...none };
    case 'list-food':
      return { action: 'list', ...none, place: intent.location };
    case 'find-food':
      return { action: 'find', ...none, item: intent.name };
    case 'suggest-recipe':
      return { action: 'recipe', ...none, item: intent.ingredients.join(' + ') || null, place: intent.mealType };
    case 'plan-meal':
      return { action: 'plan', item: intent.recipe, quantity: intent.servings, unit: null, place: `${intent.mealType} ${intent.date}` };
    case 'define-term':
      return { action: 'define', ...none, item: intent.term };
    default:
      return { action: intent.kind, ...none };
  }
}

/** [utterance, action, item, quantity, unit, place] */
const table: [string, Action, string | null, number | null, string | null, string | null][] = [
  // adding food: numbers, number words, fractions, dozens, units, places
  ['add 2 pounds of chicken to my fridge', 'add', 'chicken', 2, 'lb', 'fridge'],
  ['put a dozen eggs in the fridge', 'add', 'eggs', 12, 'item', 'fridge'],
  ['add half a dozen eggs to the fridge', 'add', 'eggs', 6, 'item', 'fridge'],
  ['add two cans of tomatoes to the pantry', 'add', 'tomatoes', 2, 'can', 'pantry'],
  ['add half a pound of butter to the fridge', 'add', 'butter', 0.5, 'lb', 'fridge'],
  ['add a couple of avocados to the counter', 'add', 'avocados', 2, null, 'counter'],
  ['add a few lemons to the fridge', 'add', 'lemons', 3, null, 'fridge'],
  ['add 1 1/2 cups of rice to the pantry', 'add', 'rice', 1.5, 'cup', 'pantry'],
  ['add 3/4 cup of sugar to the pantry', 'add', 'sugar', 0.75, 'cup', 'pantry'],
  ['add 1.5 kg of flour to the pantry', 'add', 'flour', 1.5, 'kg', 'pantry'],
  ['add 500g of pasta to the pantry', 'add', 'pasta', 500, 'g', 'pantry'],
  ['add 2lb ground beef to the freezer', 'add', 'ground beef', 2, 'lb', 'freezer'],
  ['add twenty five grams of yeast to the pantry', 'add', 'yeast', 25, 'g', 'pantry'],
  ['add two and a half pounds of potatoes to the pantry', 'add', 'potatoes', 2.5, 'lb', 'pantry'],
  ['add a quarter pound of ham to the fridge', 'add', 'ham', 0.25, 'lb', 'fridge'],
  ['add ½ gallon of milk to the fridge', 'add', 'milk', 0.5, 'gallon', 'fridge'],
  ['add 3 fluid ounces of cream to the fridge', 'add', 'cream', 3, 'fl oz', 'fridge'],
  ['add 12 oz of cheddar to the fridge', 'add', 'cheddar', 12, 'oz', 'fridge'],
  ['add a bag of spinach to the fridge', 'add', 'spinach', 1, 'bag', 'fridge'],
  ['add a bottle of olive oil to the pantry', 'add', 'olive oil', 1, 'bottle', 'pantry'],
  ['add an onion to the pantry', 'add', 'onion', 1, null, 'pantry'],
  ['add ten apples to the fruit bowl', 'add', 'apples', 10, null, 'fruit bowl'],
  ['add some basil to the fridge', 'add', 'basil', null, null, 'fridge'],
  ['put 3 steaks in the freezer', 'add', 'steaks', 3, null, 'freezer'],
  ['put the ice cream in the freezer', 'move', 'ice cream', null, null, 'freezer'],
  ['store 2 litres of orange juice in the refrigerator', 'add', 'orange juice', 2, 'l', 'refrigerator'],
  ['I bought 3 avocados', 'add', 'avocados', 3, null, null],
  ['add 2 apples', 'add', 'apples', 2, null, null],
  ['add 2 eggs and a lemon to the fridge', 'add', 'eggs + lemon', 2, null, 'fridge'],
  ['Chef, please add 2 pounds of chicken to my fridge!', 'add', 'chicken', 2, 'lb', 'fridge'],
  // using, finishing and throwing away
  ['I used 3 eggs', 'use', 'eggs', 3, null, null],
  ['used 2 eggs from the fridge', 'use', 'eggs', 2, null, 'fridge'],
  ['I drank a cup of milk this morning', 'use', 'milk', 1, 'cup', null],
  ['we used half the milk', 'use', 'milk', null, '(half)', null],
  ['I ate two slices of bread', 'use', 'bread', 2, 'slice', null],
  ['I cooked 1 lb of pasta', 'use', 'pasta', 1, 'lb', null],
  ['we finished the milk', 'finish', 'milk', null, null, null],
  ['only about 3 potatoes left now', 'left', 'potatoes', 3, null, null],
  ["there's only 2 eggs left", 'left', 'eggs', 2, null, null],
  // a plan for the food is not a use that happened: nothing is taken from the card
  ['use up the milk before it goes off', 'unknown', null, null, null, null],
  ['we need to use up the spinach', 'unknown', null, null, null, null],
  ['I ate all the strawberries', 'finish', 'strawberries', null, null, null],
  ["we're out of milk", 'finish', 'milk', null, null, null],
  ['we ran out of butter', 'finish', 'butter', null, null, null],
  ['throw away the spinach', 'waste', 'spinach', null, null, null],
  ['throw the yogurt away', 'waste', 'yogurt', null, null, null],
  ['threw out 2 tomatoes', 'waste', 'tomatoes', 2, null, null],
  ['the bananas went bad', 'waste', 'bananas', null, null, null],
  ['toss the moldy cheese', 'waste', 'moldy cheese', null, null, null],
  // moving
  ['move the bread to the freezer', 'move', 'bread', null, null, 'freezer'],
  ['move the cheese from the fridge to the freezer', 'move', 'cheese', null, null, 'fridge → freezer'],
  ['put the bread in the freezer', 'move', 'bread', null, null, 'freezer'],
  // what is there, what is expiring
  ["what's expiring?", 'expiring', null, null, null, null],
  ['What’s expiring soon?', 'expiring', null, null, null, null],
  ['is anything going bad?', 'expiring', null, null, null, null],
  ['what should I use first?', 'expiring', null, null, null, null],
  ["what's in my pantry?", 'list', null, null, null, 'pantry'],
  ['what do I have in the freezer?', 'list', null, null, null, 'freezer'],
  ['show me my fridge', 'list', null, null, null, 'fridge'],
  ['what do I have?', 'list', null, null, null, null],
  ['do we have any eggs?', 'find', 'eggs', null, null, null],
  ['how many eggs do I have left?', 'find', 'eggs', null, null, null],
  // recipes
  ['what can I make with chicken and rice?', 'recipe', 'chicken + rice', null, null, null],
  ['what can I cook with eggs, spinach and feta?', 'recipe', 'eggs + spinach + feta', null, null, null],
  // in a list of ingredients every "and" separates (unlike "add salt and pepper to my list")
  ['what can I make with salt and pepper and chicken?', 'recipe', 'salt + pepper + chicken', null, null, null],
  ['give me a quick vegetarian dinner', 'recipe', null, null, null, 'dinner'],
  ['suggest a recipe using spinach', 'recipe', 'spinach', null, null, null],
  ['any dinner ideas?', 'recipe', null, null, null, 'dinner'],
  // shopping list
  ['add olive oil to my shopping list', 'shop', 'olive oil', null, null, null],
  ['add eggs, milk and bread to the shopping list', 'shop', 'eggs + milk + bread', null, null, null],
  ['add 2 lemons to the shopping list', 'shop', 'lemons', 2, null, null],
  ['add salt and pepper to my shopping list', 'shop', 'salt and pepper', null, null, null],
  ['I need to buy eggs', 'shop', 'eggs', null, null, null],
  ['put milk on the grocery list', 'shop', 'milk', null, null, null],
  // meal plans
  ['plan lasagna for dinner on Friday', 'plan', 'lasagna', null, null, 'dinner 2025-03-14'],
  ['schedule chili for lunch tomorrow', 'plan', 'chili', null, null, 'lunch 2025-03-13'],
  ['plan pancakes for breakfast next Wednesday', 'plan', 'pancakes', null, null, 'breakfast 2025-03-19'],
  ['plan the roast chicken on Sunday for 4 people', 'plan', 'roast chicken', 4, null, 'dinner 2025-03-16'],
  ["let's have tacos tomorrow", 'plan', 'tacos', null, null, 'dinner 2025-03-13'],
  // cooking terms and small talk
  ['what does julienne mean?', 'define', 'julienne', null, null, null],
  ['what does al dente mean', 'define', 'al dente', null, null, null],
  ['define braise', 'define', 'braise', null, null, null],
  ['hello', 'greeting', null, null, null, null],
  ['thanks!', 'thanks', null, null, null, null],
  ['what can you do?', 'help', null, null, null, null],
  ['tell me a joke', 'unknown', null, null, null, null],
];

describe('the offline intent table', () => {
  it('has at least 60 utterances', () => {
    expect(table.length).toBeGreaterThanOrEqual(60);
  });

  it.each(table)('%s → %s %s %s %s %s', (utterance, action, item, quantity, unit, place) => {
    expect(read(parseIntent(utterance, { today }))).toEqual({ action, item, quantity, unit, place });
  });
});

const actor: Actor = { userId: 'u1', householdId: 'h1', role: 'member' };
const place = (id: string, name: string): StorageLocation => ({ id, name, icon: 'refrigerator', itemCount: 0, sortOrder: 0 });
const item = (id: string, name: string, unit = 'item', storageLocationId = 'fridge'): FoodItem =>
  ({ id, householdId: 'h1', userId: 'u1', name, quantity: '2', unit, storageLocationId, expirationDate: '2025-03-19', version: 1 }) as FoodItem;

/** A kitchen whose every write fails the test: ambiguous requests must change nothing. */
function readOnlyKitchen(items: FoodItem[], places: StorageLocation[]): { tools: ChefToolbox; writes: string[] } {
  const writes: string[] = [];
  const refuse = (what: string) => () => {
    writes.push(what);
    return Promise.reject(new Error(`unexpected ${what}`));
  };
  const tools = {
    foodItems: () => Promise.resolve(items),
    storageLocations: () => Promise.resolve(places),
    recipes: () => Promise.resolve([]),
    lookUpTerm: () => Promise.resolve(null),
    // every capability but the expiring list is a write here
    invoke: (_actor: unknown, capability: { name: string }) =>
      capability.name === 'list_expiring' ? Promise.resolve({ text: '', data: { items: [] } }) : refuse(capability.name)(),
  } as unknown as ChefToolbox;
  return { tools, writes };
}

const usual = [place('fridge', 'Refrigerator'), place('freezer', 'Freezer'), place('pantry', 'Pantry')];
const twoMilks = [item('m1', 'Whole milk'), item('m2', 'Oat milk', 'item', 'pantry')];

/** [utterance, items, places, the question asked back] */
const ambiguous: [string, FoodItem[], StorageLocation[], string][] = [
  ['we finished the milk', twoMilks, usual, 'Which milk: Whole milk or Oat milk?'],
  ['I used 1 milk', twoMilks, usual, 'Which milk: Whole milk or Oat milk?'],
  ['throw away the milk', twoMilks, usual, 'Which milk: Whole milk or Oat milk?'],
  ['move the milk to the freezer', twoMilks, usual, 'Which milk: Whole milk or Oat milk?'],
  ['add 2 apples', [], usual, 'Where should I put the Apples: Refrigerator, Freezer or Pantry?'],
  ['put a dozen eggs in the fridge', [], [place('fridge', 'Refrigerator'), place('garage', 'Garage fridge')], 'Which fridge: Refrigerator or Garage fridge?'],
  ['I used 2 cups of chicken', [item('c1', 'Chicken', 'lb')], usual, "Your Chicken is measured in lb, so I can't take 2 cups of Chicken from it. How much did you use, in lb?"],
];

describe('ambiguous requests get a question back, never a change', () => {
  it.each(ambiguous)('%s', async (utterance, items, places, question) => {
    const { tools, writes } = readOnlyKitchen(items, places);
    const answer = await new IntentRouter(tools).answer({ actor, text: utterance, today, pending: null });
    expect(answer.text).toBe(question);
    expect(answer.metadata?.pending).toBeDefined();
    expect(writes).toEqual([]);
  });
});
