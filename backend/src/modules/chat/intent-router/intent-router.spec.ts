import { type FoodItem, type FoodItemMerge, iconForStorageName, type Recipe, type StorageLocation } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';
import { NotFoundError } from '#platform/errors/domain-error.js';
import type { ChefToolbox } from '../chef/chef-tools.js';
import { type ChefAnswer, IntentRouter, type Pending, readAnswerAmount } from './intent-router.js';

const actor: Actor = { userId: 'u1', householdId: 'h1', role: 'member' };
const today = '2025-03-12';

const location = (id: string, name: string, icon: string = iconForStorageName(name)): StorageLocation => ({ id, name, icon, itemCount: 0, sortOrder: 0 });
const food = (id: string, name: string, fields: Partial<FoodItem> = {}): FoodItem => ({
  id,
  householdId: 'h1',
  userId: 'u1',
  name,
  quantity: '1',
  unit: 'item',
  storageLocationId: 'fridge',
  expirationDate: '2025-03-19',
  fcdId: null,
  usdaData: null,
  foodCategory: null,
  addedAt: '2025-03-01T00:00:00.000Z',
  weightInGrams: null,
  lastNotifiedAt: null,
  notificationDismissed: false,
  daysUntilExpiryWhenNotified: null,
  imageUrl: null,
  nutrition: null,
  version: 1,
  ...fields,
});

/** What the fake inventory says an add did: a new card, unless a test queues another answer. */
const created = (body: { name: string; quantity?: string | number; unit?: string }): FoodItemMerge => ({
  outcome: 'created',
  message: `Inventory made ${String(body.quantity)} ${String(body.unit)} ${body.name}`,
  total: { quantity: String(body.quantity), unit: String(body.unit) },
  lots: 1,
});

/** A kitchen in memory that records every change the chef asks for. */
function fakeKitchen(
  items: FoodItem[],
  locations = [location('fridge', 'Refrigerator'), location('freezer', 'Freezer'), location('pantry', 'Pantry')],
  recipes: Recipe[] = [],
  merges: FoodItemMerge[] = [],
) {
  const changes: string[] = [];
  const row = (item: FoodItem) => ({ ...item, location: null, category: item.foodCategory });
  const taken = (kind: string, { id, quantity }: { id: string; quantity: string }) => {
    changes.push(`${kind} ${id} ${quantity}`);
    const item = items.find((i) => i.id === id);
    if (!item) return Promise.reject(new NotFoundError('inventory.food-item-not-found', 'Food item not found'));
    const left = Number(item.quantity) - Number(quantity);
    return Promise.resolve({ item: left > 0 ? row({ ...item, quantity: String(left) }) : null, taken: String(Math.min(Number(quantity), Number(item.quantity))), unit: item.unit });
  };
  /** The capabilities the chef invokes, answering their output shapes; a test may replace one. */
  const capabilities: Record<string, (input: never) => Promise<unknown>> = {
    list_expiring: () => Promise.resolve({ items: [] }),
    add_food: (body: { name: string; quantity: string; unit: string; location: string }) => {
      changes.push(`add ${body.name} ${body.quantity} ${body.unit} → ${body.location}`);
      const item = food('new', body.name, { quantity: body.quantity, unit: body.unit, storageLocationId: body.location, expirationDate: '2025-03-15' });
      return Promise.resolve({ item: row(item), merge: merges.shift() ?? created(body) });
    },
    move_food: (body: { id: string; location: string; version: number }) => {
      changes.push(`update ${body.id} v${body.version} → ${body.location}`);
      const item = items.find((i) => i.id === body.id)!;
      return Promise.resolve({ item: row({ ...item, storageLocationId: body.location, version: item.version + 1 }) });
    },
    use_food: (body: { id: string; quantity: string }) => taken('consumed', body),
    discard_food: (body: { id: string; quantity: string }) => taken('wasted', body),
    add_shopping_item: (body: { ingredient: string }) => {
      changes.push(`shop ${body.ingredient}`);
      return Promise.resolve({ item: { id: 's1', ingredient: body.ingredient, quantity: null, unit: null, recipeTitle: null, isChecked: false, storeSection: 'other' } });
    },
    add_meal_plan: () => Promise.reject(new Error('not expected')),
    generate_recipe: () => Promise.reject(new Error('not expected')),
  };
  const tools = {
    foodItems: () => Promise.resolve(items),
    storageLocations: () => Promise.resolve(locations),
    recipes: () => Promise.resolve(recipes),
    lookUpTerm: (term: string) => Promise.resolve(term === 'julienne' ? { term: 'julienne', shortDefinition: 'Cut into thin matchsticks.', longDefinition: null } : null),
    invoke: async (_actor: Actor, capability: { name: string }, input: never) => {
      const run = capabilities[capability.name];
      if (!run) throw new Error(`unexpected ${capability.name}`);
      return { text: '', data: await run(input) };
    },
  } as unknown as ChefToolbox;
  return { tools, changes, capabilities };
}

const talk = (tools: ChefToolbox, text: string, pending: Pending | null = null): Promise<ChefAnswer> =>
  new IntentRouter(tools).answer({ actor, text, today, pending });

describe('the offline chef', () => {
  it('asks which one when a name fits two different items, and changes nothing', async () => {
    const { tools, changes } = fakeKitchen([food('m1', 'Whole milk'), food('m2', 'Oat milk')]);
    const answer = await talk(tools, 'we finished the milk');
    expect(answer.text).toBe('Which milk: Whole milk or Oat milk?');
    expect(changes).toEqual([]);
    const pending = answer.metadata!.pending!;
    const followUp = await talk(tools, 'oat', pending);
    expect(changes).toEqual(['consumed m2 1']);
    expect(followUp.text).toBe('Used up 1 Oat milk, so I removed Oat milk from Refrigerator.');
  });

  it('takes from the item expiring first when two items share a name, spreading a larger amount', async () => {
    const { tools, changes } = fakeKitchen([food('e1', 'Eggs', { quantity: '2' }), food('e2', 'Eggs', { quantity: '12', expirationDate: '2025-03-30' })]);
    const answer = await talk(tools, 'I used 3 eggs');
    expect(changes).toEqual(['consumed e1 3', 'consumed e2 1']);
    expect(answer.text).toBe('Used up 2 Eggs, so I removed Eggs from Refrigerator.\nUsed 1 Egg. 11 left in Refrigerator.');
  });

  it('converts the unit said into the item\'s unit, and asks when they do not convert', async () => {
    const { tools, changes } = fakeKitchen([food('c1', 'Chicken', { quantity: '2', unit: 'lb' })]);
    await talk(tools, 'I used 16 ounces of chicken');
    expect(changes).toEqual(['consumed c1 1']);
    const answer = await talk(tools, 'I used 2 cups of chicken');
    expect(answer.text).toBe("Your Chicken is measured in lb, so I can't take 2 cups of Chicken from it. How much did you use, in lb?");
    expect(changes).toEqual(['consumed c1 1']);
  });

  it('asks where to put food when no place was said and there are several', async () => {
    const { tools, changes } = fakeKitchen([]);
    const answer = await talk(tools, 'add 2 apples');
    expect(answer.text).toBe('Where should I put the Apples: Refrigerator, Freezer or Pantry?');
    expect(changes).toEqual([]);
    const done = await talk(tools, 'the pantry', answer.metadata!.pending);
    expect(changes).toEqual(['add Apples 2 item → pantry']);
    expect(done.text).toBe('Inventory made 2 item Apples. It expires in 3 days (2025-03-15).');
  });

  it("says what the inventory did with each add, in its words, not the chef's own", async () => {
    const merged: FoodItemMerge = { outcome: 'merged', message: 'Grew the Chicken lot — now 3 lb', total: { quantity: '3', unit: 'lb' }, lots: 1 };
    const newLot: FoodItemMerge = { outcome: 'new-lot', message: 'Milk got a lot expiring 2025-03-15 — now 2 gallon in 2 lots', total: { quantity: '2', unit: 'gallon' }, lots: 2 };
    const { tools, changes } = fakeKitchen([], undefined, [], [merged, newLot]);
    const answer = await talk(tools, 'add 2 lb chicken, 1 gallon of milk and 3 apples to the fridge');
    expect(changes).toEqual(['add Chicken 2 lb → fridge', 'add Milk 1 gallon → fridge', 'add Apples 3 item → fridge']);
    // a new lot's sentence already names its expiry, so it is not said twice
    expect(answer.text).toBe(
      [
        'Grew the Chicken lot — now 3 lb. It expires in 3 days (2025-03-15).',
        'Milk got a lot expiring 2025-03-15 — now 2 gallon in 2 lots.',
        'Inventory made 3 item Apples. It expires in 3 days (2025-03-15).',
      ].join('\n'),
    );
  });

  it('asks which place when a place name fits two, and when it fits none', async () => {
    const places = [location('fridge', 'Refrigerator'), location('garage', 'Garage fridge')];
    const { tools, changes } = fakeKitchen([], places);
    expect((await talk(tools, 'put a dozen eggs in the fridge')).text).toBe('Which fridge: Refrigerator or Garage fridge?');
    expect((await talk(tools, 'add rice to the cellar')).text).toBe(
      'I couldn\'t find a storage location called "cellar", so nothing changed yet. Which one should I use: Refrigerator or Garage fridge?',
    );
    expect(changes).toEqual([]);
  });

  it('moves food with its current version, saying from where to where', async () => {
    const { tools, changes } = fakeKitchen([food('b1', 'Bread', { storageLocationId: 'pantry', version: 4 })]);
    expect((await talk(tools, 'move the bread to the freezer')).text).toBe('Moved 1 Bread from Pantry to Freezer.');
    expect(changes).toEqual(['update b1 v4 → freezer']);
  });

  it('offers the card the food table files with the word said, and acts only once the cook says yes', async () => {
    const { tools, changes } = fakeKitchen([food('b1', 'Bread', { quantity: '2', unit: 'item', storageLocationId: 'pantry' })]);
    const answer = await talk(tools, 'binned half the loaf, mouldy');
    expect(answer.text).toBe("Did you mean Bread? I couldn't find any loaf in your inventory.");
    expect(changes).toEqual([]);
    await talk(tools, 'yes', answer.metadata!.pending);
    expect(changes).toEqual(['wasted b1 1']);
    const again = await talk(tools, 'binned half the loaf, mouldy');
    expect((await talk(tools, 'no', again.metadata!.pending)).text).toBe("OK, I've left everything as it was.");
    expect(changes).toEqual(['wasted b1 1']);
  });

  it('says plainly when it cannot find the food, changing nothing', async () => {
    const { tools, changes } = fakeKitchen([food('e1', 'Eggs')]);
    expect((await talk(tools, 'throw away the spinach')).text).toBe("I couldn't find any spinach in your inventory to throw away, so nothing changed.");
    expect((await talk(tools, 'threw away the wilted lettuce')).text).toBe("I couldn't find any lettuce in your inventory to throw away, so nothing changed.");
    expect(changes).toEqual([]);
  });

  it('finds the card a described food is on: "the wilted lettuce", "the leftover curry from monday"', async () => {
    const { tools, changes } = fakeKitchen([food('l1', 'Lettuce'), food('c1', 'Curry', { unit: 'servings', quantity: '2' })]);
    await talk(tools, 'threw away the wilted lettuce');
    await talk(tools, 'bin the leftover curry from monday');
    expect(changes).toEqual(['wasted l1 1', 'wasted c1 2']);
  });

  it('reads a reported move or add as that action, whatever kitchen topic its words touch', async () => {
    const { tools, changes } = fakeKitchen([food('t1', 'Chicken thighs', { storageLocationId: 'freezer' })]);
    const moved = await talk(tools, 'moved the chicken thighs from the freezer to the fridge to thaw');
    expect(changes).toEqual(['update t1 v1 → fridge']);
    expect(moved.text).toContain('Moved');
    await talk(tools, 'added a block of cheddar to the fridge');
    expect(changes.at(-1)).toMatch(/^add .*cheddar.* → fridge$/i);
  });

  it('adds what is put away when the household has none of it to move, and moves it when it has', async () => {
    const { tools, changes } = fakeKitchen([food('m1', 'Milk', { storageLocationId: 'pantry' })]);
    await talk(tools, 'put the leftover lasagne in the fridge, made it today');
    expect(changes).toEqual([expect.stringMatching(/^add Leftover lasagne 1 item → fridge$/i)]);
    await talk(tools, 'put the milk in the fridge');
    expect(changes.at(-1)).toBe('update m1 v1 → fridge');
  });

  it('treats a new request as a new request, even with a question open', async () => {
    const { tools, changes } = fakeKitchen([food('m1', 'Whole milk'), food('m2', 'Oat milk')]);
    const { metadata } = await talk(tools, 'we finished the milk');
    const answer = await talk(tools, 'add olive oil to my shopping list', metadata!.pending);
    expect(answer.text).toBe('Added Olive oil to your shopping list.');
    expect(changes).toEqual(['shop Olive oil']);
    expect((await talk(tools, 'no', metadata!.pending)).text).toBe("OK, I've left everything as it was.");
  });

  it('explains a term it knows and admits one it does not', async () => {
    const { tools } = fakeKitchen([]);
    expect((await talk(tools, 'what does julienne mean?')).text).toBe('**Julienne**: Cut into thin matchsticks.');
    expect((await talk(tools, 'what does chiffonade mean?')).text).toBe('I don\'t know the term "chiffonade" yet.');
  });

  it('reads answers to "how much?"', () => {
    expect(readAnswerAmount('2')).toEqual({ quantity: 2, unit: null });
    expect(readAnswerAmount('about 2 cups')).toEqual({ quantity: 2, unit: 'cup' });
    expect(readAnswerAmount('half a pound')).toEqual({ quantity: 0.5, unit: 'lb' });
    expect(readAnswerAmount('all of it')).toEqual({ all: true });
    expect(readAnswerAmount('half')).toEqual({ half: true });
    expect(readAnswerAmount('no idea')).toBeNull();
  });
  it('answers a photo it cannot see with what it can do, never reading the words as a place', async () => {
    const { tools, changes } = fakeKitchen([food('m1', 'Milk')]);
    const photo = [{ type: 'image' }];
    const answer = await new IntentRouter(tools).answer({ actor, text: 'what is in this photo?', today, pending: null, attachments: photo });
    expect(answer.text).toMatch(/^I need an AI model to look at photos — here is what I can do:/);
    expect(answer.text).toContain('**Add food**');
    expect(answer.text).not.toContain('storage location');
    expect(changes).toEqual([]);
    // a request in words is still done, with the honest note first
    const words = await new IntentRouter(tools).answer({ actor, text: 'do we have milk?', today, pending: null, attachments: photo });
    expect(words.text).toMatch(/^I can't look at photos without an AI model, but here is what you asked for in words\.\n\nYes, you have:/);
  });

  it('says when a named ingredient is not on hand, offering the closest dish and what to buy', async () => {
    const { tools, capabilities } = fakeKitchen([food('c1', 'Chicken breast', { quantity: '2', unit: 'lb' })]);
    const bodies: unknown[] = [];
    capabilities.generate_recipe = (body: unknown) => {
      bodies.push(body);
      return Promise.resolve({
        recipe: {
          id: 'r1', title: 'Chicken and Rice Skillet', description: null, prepTime: '10', cookTime: '25', servings: 4, mealType: 'dinner', cuisine: null, isFavorite: false, dietTags: [],
          ingredients: ['1 lb chicken breast', '1 cup rice', '2 cups chicken broth'], instructions: ['Cook it.'], missingIngredients: ['rice', 'chicken broth'], note: null,
        },
      });
    };
    const answer = await talk(tools, 'what can I make with chicken and rice');
    expect(bodies).toEqual([{ abundantItems: [{ name: 'Chicken' }, { name: 'Rice' }], onlyUseOnHand: false }]);
    expect(answer.text).toMatch(/^You don't have rice on hand, so here is the closest dish I can make with what you have\./);
    expect(answer.text).toContain('To cook it with rice, buy rice and chicken broth. Say "add rice to my shopping list"');
  });
  it('answers storage questions from the table, adding the household\'s own date', async () => {
    const { tools, changes } = fakeKitchen([food('m1', 'Whole milk', { expirationDate: '2025-03-15' })]);
    const answer = await talk(tools, 'how long does milk last in the fridge?');
    expect(answer.text).toMatch(/^Milk keeps 7 days in the fridge\./);
    expect(answer.text).toContain('Your Whole milk in Refrigerator expires in 3 days.');
    expect(changes).toEqual([]);
  });
  it('offers to move food it says can be frozen when the household has some outside the freezer', async () => {
    const { tools, changes } = fakeKitchen([food('b1', 'Bread', { storageLocationId: 'pantry' })]);
    const answer = await talk(tools, 'can I freeze bread?');
    expect(answer.text).toMatch(/^Yes, you can freeze bread\. It keeps its best quality for 3 months in the freezer\./);
    expect(answer.text).toContain('Say "move the bread to the freezer" and I\'ll move yours.');
    expect((await talk(tools, 'can I freeze lettuce?')).text).not.toContain('move');
    expect(changes).toEqual([]);
  });
});

describe('the offline chef taking in food (issue 29)', () => {
  const usual = () => [location('fridge', 'Refrigerator'), location('freezer', 'Freezer'), location('pantry', 'Pantry'), location('counter', 'Counter')];

  it('adds one item for "I bought 6 bell peppers, put them in the fridge", never one called "Them"', async () => {
    const { tools, changes } = fakeKitchen([], usual());
    const answer = await talk(tools, 'I bought 6 bell peppers, put them in the fridge');
    expect(changes).toEqual(['add Bell peppers 6 item → fridge']);
    expect(answer.metadata?.pending).toEqual({ kind: 'recent', items: [{ id: 'new', label: 'Bell peppers' }] });
  });

  it('adds each food of a list, asking once where they go, and takes "fridge" as the answer', async () => {
    const { tools, changes } = fakeKitchen([], usual());
    const question = await talk(tools, 'add milk and a loaf of bread');
    expect(question.text).toBe('Where should I put Milk and Bread: Refrigerator, Freezer, Pantry or Counter?');
    expect(changes).toEqual([]);
    await talk(tools, 'fridge', question.metadata!.pending);
    expect(changes).toEqual(['add Milk 1 item → fridge', 'add Bread 1 loaf → fridge']);
  });

  it.each([
    ['fridge', 'fridge'],
    ['Fridge.', 'fridge'],
    ['the fridge', 'fridge'],
    ['in the refrigerator please', 'fridge'],
    ['put them in the freezer', 'freezer'],
    ['the freezer please', 'freezer'],
    ['cupboard', 'pantry'],
    ['on the counter', 'counter'],
    ['the second one', 'freezer'],
  ])('answers "where?" with %s', async (answer, id) => {
    const { tools, changes } = fakeKitchen([], usual());
    const question = await talk(tools, 'I bought 2 lemons');
    await talk(tools, answer, question.metadata!.pending);
    expect(changes).toEqual([`add Lemons 2 item → ${id}`]);
  });

  it("knows the household's own places by name and by icon, inline and as an answer", async () => {
    const places = [location('kitchen', 'Kitchen', 'refrigerator'), location('garage', 'Garage fridge'), location('cellar', 'Wine cellar'), location('shed', "Bob's shed", 'pizza')];
    const { tools, changes } = fakeKitchen([], places);
    await talk(tools, 'add a bottle of wine to the wine cellar');
    await talk(tools, "add 6 beers to bob's shed");
    const question = await talk(tools, 'I bought a watermelon');
    await talk(tools, 'garage fridge', question.metadata!.pending);
    expect(changes).toEqual(['add Wine 1 bottle → cellar', 'add Beers 6 item → shed', 'add Watermelon 1 item → garage']);
  });

  it('asks which fridge when "fridge" fits two, offering only those', async () => {
    const places = [location('kitchen', 'Kitchen', 'refrigerator'), location('garage', 'Garage fridge'), location('pantry', 'Pantry')];
    const { tools, changes } = fakeKitchen([], places);
    const question = await talk(tools, 'add 2 lemons');
    const narrowed = await talk(tools, 'fridge', question.metadata!.pending);
    expect(narrowed.text).toBe('Which fridge: Kitchen or Garage fridge?');
    expect(changes).toEqual([]);
    await talk(tools, 'the garage one', narrowed.metadata!.pending);
    expect(changes).toEqual(['add Lemons 2 item → garage']);
    // a place outside the narrowed question: "them" is still the lemons asked about
    await talk(tools, 'no wait, put them in the pantry', narrowed.metadata!.pending);
    expect(changes).toEqual(['add Lemons 2 item → garage', 'add Lemons 2 item → pantry']);
  });

  it('says it found no food when nothing said is food, and adds nothing', async () => {
    const { tools, changes } = fakeKitchen([], usual());
    for (const text of ['I got some stuff', 'bought groceries', 'add stuff to the fridge', 'we picked up groceries, put them in the fridge']) {
      expect((await talk(tools, text)).text).toBe('I didn\'t find a food to add in that, so nothing changed. Tell me what it is, like "add 2 pounds of chicken to my fridge".');
    }
    expect(changes).toEqual([]);
  });

  it('adds what has a place and asks only about the rest', async () => {
    const { tools, changes } = fakeKitchen([], usual());
    const answer = await talk(tools, 'I bought milk and eggs, put the milk in the fridge');
    expect(changes).toEqual(['add Milk 1 item → fridge']);
    expect(answer.text).toBe('Inventory made 1 item Milk. It expires in 3 days (2025-03-15).\nWhere should I put the Eggs: Refrigerator, Freezer, Pantry or Counter?');
    await talk(tools, 'counter', answer.metadata!.pending);
    expect(changes).toEqual(['add Milk 1 item → fridge', 'add Eggs 1 item → counter']);
  });

  it('reads "them" with no food named as the food of its last turn: still to place, or just added', async () => {
    const peppers = food('p1', 'Bell peppers', { quantity: '6', storageLocationId: 'fridge' });
    const { tools, changes } = fakeKitchen([peppers], usual());
    const question = await talk(tools, 'I bought 3 onions');
    // "keep them in the pantry" is no bare place, but a new sentence that points back at the onions
    await talk(tools, 'actually, keep those in the pantry', question.metadata!.pending);
    expect(changes).toEqual(['add Onions 3 item → pantry']);
    const moved = await talk(tools, 'put them in the freezer', { kind: 'recent', items: [{ id: 'p1', label: 'Bell peppers' }] });
    expect(moved.text).toBe('Moved 6 Bell peppers from Refrigerator to Freezer.');
    expect(await talk(tools, 'move them to the counter', { kind: 'recent', items: [{ id: 'p1', label: 'Bell peppers' }] })).toMatchObject({ text: expect.stringMatching(/^Moved 6 Bell peppers/) as unknown });
    expect((await talk(tools, 'put them in the freezer')).text).toBe('I\'m not sure which food you mean, so nothing changed. Tell me its name, like "put the milk in the freezer".');
    expect(changes).toEqual(['add Onions 3 item → pantry', 'update p1 v1 → freezer', 'update p1 v1 → counter']);
  });
});

describe('what is left, said instead of what went (issue 31)', () => {
  it('takes the difference: "only half a carton of orange juice left"', async () => {
    const { tools, changes } = fakeKitchen([food('oj', 'Orange juice', { unit: 'carton' })]);
    await talk(tools, 'update: only half a carton of orange juice left');
    expect(changes).toEqual(['consumed oj 0.5']);
  });

  it('counts: "we\'re down to 2 eggs" from 12', async () => {
    const { tools, changes } = fakeKitchen([food('e1', 'Eggs', { quantity: '12' })]);
    await talk(tools, "we're down to 2 eggs");
    expect(changes).toEqual(['consumed e1 10']);
  });

  it('reads the place and other units: "only 1 lb of rice left in the pantry" from 2 kg', async () => {
    const { tools, changes } = fakeKitchen([food('r1', 'Rice', { quantity: '2', unit: 'kg', storageLocationId: 'pantry' }), food('r2', 'Rice', { storageLocationId: 'fridge' })]);
    await talk(tools, 'only 1 lb of rice left in the pantry');
    expect(changes).toHaveLength(1);
    expect(changes[0]).toBe('consumed r1 1.55');
  });

  it('changes nothing when as much or more is left, or the amount is vague', async () => {
    const { tools, changes } = fakeKitchen([food('m1', 'Milk', { quantity: '1', unit: 'gallon' })]);
    expect((await talk(tools, 'there are 2 gallons of milk left')).text).toBe('You have 1 gallon of Milk, less than that, so nothing changed. To add some, say "add 1 milk".');
    await talk(tools, 'just a little milk left');
    expect(changes).toEqual([]);
  });
});
