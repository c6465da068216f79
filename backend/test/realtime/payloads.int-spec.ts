import type { App } from 'supertest/types.js';
import { realtimeSchemas, type ServerEventName } from '@sous/contracts';
import { json, type SignedInUser, signUp, uniqueEmail } from '../support/auth.js';
import { addAppliance, addFood, addRecipe, addShoppingEntry, addStorageLocation, planMeal, signUpHousemate } from '../support/factories.js';
import { connectSocket, eventually, type TestSocket } from '../support/socket-client.js';
import { listeningTestApp, type ListeningTestApp } from '../support/test-app.js';

interface Received {
  event: string;
  payload: unknown;
}

/** Everything a socket receives, in order. */
function recordAll(socket: TestSocket): Received[] {
  const received: Received[] = [];
  socket.onAny((event: string, payload: unknown) => received.push({ event, payload }));
  return received;
}

const idOf = (payload: unknown) => (payload as { id?: unknown }).id;

/**
 * The payload parses with its event's schema from the contracts map and is already what the
 * parse yields: no field the contract lacks (zod drops unknown keys), none missing or of another type.
 */
function expectContractPayload(event: ServerEventName, payload: unknown): void {
  const parsed = realtimeSchemas[event].safeParse(payload);
  if (!parsed.success) throw new Error(`${event} payload does not match its contract: ${parsed.error.message}\n${JSON.stringify(payload)}`);
  expect(parsed.data).toEqual(payload);
}

/**
 * DESIGN §3: the payload of every `<entity>:created|updated` is the entity exactly as its REST list
 * returns it, and of `:deleted` `{ id }`. One write per entity through the API, received by a
 * housemate's device, parsed with the event's schema from `realtimeSchemas` and compared with the
 * REST row; a device of another household receives none of it.
 */
describe('realtime payloads are the contract rows', () => {
  const adminEmail = uniqueEmail('admin');
  let testApp: ListeningTestApp;
  let server: App;
  let cook: SignedInUser;
  let housemate: SignedInUser;
  let stranger: SignedInUser;
  let cookLaptop: Received[];
  let housemateGot: Received[];
  let strangerGot: Received[];
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    // the cook is an admin so the instance-wide glossary can be written too
    testApp = await listeningTestApp({ env: { ADMIN_EMAILS: adminEmail } });
    ({ server } = testApp);
    const { baseUrl } = testApp;
    cook = await signUp(server, { email: adminEmail });
    housemate = await signUpHousemate(server, cook);
    stranger = await signUp(server);
    const connect = async (user: SignedInUser) => {
      const socket = await connectSocket(baseUrl, undefined, user.cookie);
      sockets.push(socket);
      return recordAll(socket);
    };
    [cookLaptop, housemateGot, strangerGot] = await Promise.all([connect(cook), connect(housemate), connect(stranger)]);
  });

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await testApp.close();
  });

  /** Waits for `event` about `id` on a device, checks it against its contract and returns it. */
  async function receivedOn(device: Received[], event: ServerEventName, id: string): Promise<Record<string, unknown>> {
    let found: Received | undefined;
    await eventually(() => {
      found = device.find((r) => r.event === event && idOf(r.payload) === id);
      expect(found).toBeDefined();
    });
    expectContractPayload(event, found!.payload);
    return found!.payload as Record<string, unknown>;
  }

  /** The row `GET list` returns for `id`. */
  async function listRow(user: SignedInUser, list: string, id: string): Promise<Record<string, unknown>> {
    const rows = (await user.agent.get(list).expect(200)).body as Record<string, unknown>[];
    const row = rows.find((r) => r.id === id);
    if (!row) throw new Error(`${list} has no row ${id}`);
    return row;
  }

  /** A household write: the housemate's device gets the REST row, exactly. */
  async function expectHouseholdRow(event: ServerEventName, list: string, id: string) {
    const payload = await receivedOn(housemateGot, event, id);
    expect(payload).toEqual(await listRow(housemate, list, id));
    return payload;
  }

  const today = new Date().toISOString().slice(0, 10);
  /*
   * Each test makes the rows it writes (the devices are shared, their events found by id): a test
   * passes alone (`-t`) and in any order. The rows of the household's tests are kept here for the
   * last test's check of what another household's device received.
   */
  const householdIds = new Set<string>();
  const kept = <T extends { id: string }>(row: T): T => {
    householdIds.add(row.id);
    return row;
  };
  // a household's places have names of their own
  let places = 0;
  const newFridge = async () => kept({ id: await addStorageLocation(cook, `Fridge ${(places += 1)}`) }).id;
  const newMilk = async (fridge: string) => kept(await addFood(cook, fridge, { name: 'Milk', quantity: '2', unit: 'l', expirationDate: today, price: 3 }));
  const newRecipe = async () =>
    kept(await addRecipe(cook, { title: 'Milk pudding', servings: 2, prepTime: '10', cookTime: '20', ingredients: ['500 ml milk', '2 tbsp sugar'], instructions: ['Warm the milk', 'Stir in the sugar'] }));
  const newOven = async () => kept(await addAppliance(cook, { name: 'Oven', type: 'Oven', customCapabilities: ['Bake'] })).id;
  /** Cooking terms are instance-wide: kept out of the household's rows. */
  const newTerm = async () => {
    const name = `Realtime braise ${Math.random().toString(36).slice(2, 8)}`;
    return json(await cook.agent.post('/api/cooking-terms').send({ term: name, category: 'cooking_methods', shortDefinition: 'Slow wet cooking.', tools: ['Pot'] }).expect(201)).id as string;
  };

  it('storage-location:created and :updated carry the GET /api/storage-locations row', async () => {
    const fridge = await newFridge();
    await expectHouseholdRow('storage-location:created', '/api/storage-locations', fridge);
    await cook.agent.patch(`/api/storage-locations/${fridge}`).send({ name: 'Big fridge' }).expect(200);
    expect(await expectHouseholdRow('storage-location:updated', '/api/storage-locations', fridge)).toMatchObject({ name: 'Big fridge' });
  });

  it('food-item:created and :updated carry the GET /api/food-items row', async () => {
    const added = await newMilk(await newFridge());
    await expectHouseholdRow('food-item:created', '/api/food-items', added.id);
    await cook.agent.patch(`/api/food-items/${added.id}`).send({ version: added.version, quantity: '1.5' }).expect(200);
    expect(await expectHouseholdRow('food-item:updated', '/api/food-items', added.id)).toMatchObject({ quantity: '1.5' });
  });

  it('notification:expiring carries the GET /api/notifications/expiration list to the user only', async () => {
    const milk = await newMilk(await newFridge());
    const laptopBefore = cookLaptop.filter((r) => r.event === 'notification:expiring').length;
    await cook.agent.post('/api/notifications/expiration/check').expect(200);
    let pushed: Received | undefined;
    await eventually(() => {
      pushed = cookLaptop.filter((r) => r.event === 'notification:expiring')[laptopBefore];
      expect(pushed).toBeDefined();
    });
    expectContractPayload('notification:expiring', pushed!.payload);
    expect(pushed!.payload).toEqual((await cook.agent.get('/api/notifications/expiration').expect(200)).body);
    expect(pushed!.payload).toEqual(expect.arrayContaining([expect.objectContaining({ id: milk.id, foodItemName: 'Milk' })]));
  });

  it('moving the items out of a deleted location sends the moved food-item and the receiving location as REST rows', async () => {
    const fridge = await newFridge();
    const cellar = kept({ id: await addStorageLocation(cook, 'Cellar') }).id;
    const potatoes = kept(await addFood(cook, cellar, { name: 'Potatoes', quantity: '3', unit: 'kg' })).id;
    const fridgeUpdated = () => housemateGot.filter((r) => r.event === 'storage-location:updated' && idOf(r.payload) === fridge);
    const updatesBefore = fridgeUpdated().length;
    await cook.agent.delete(`/api/storage-locations/${cellar}?moveTo=${fridge}`).expect(204);
    expect(await expectHouseholdRow('food-item:updated', '/api/food-items', potatoes)).toMatchObject({ storageLocationId: fridge });
    const deleted = await receivedOn(housemateGot, 'storage-location:deleted', cellar);
    expect(deleted).toEqual({ id: cellar });
    // the fridge now counts the potatoes too: the event says so, as the list does
    let fridgeUpdates: Received[] = [];
    await eventually(() => {
      fridgeUpdates = fridgeUpdated();
      expect(fridgeUpdates.length).toBeGreaterThan(updatesBefore);
    });
    const last = fridgeUpdates.at(-1)!.payload;
    expectContractPayload('storage-location:updated', last);
    expect(last).toEqual(await listRow(housemate, '/api/storage-locations', fridge));
  });

  it('shopping-item:created and :updated carry the GET /api/shopping-list/items row', async () => {
    const flour = kept(await addShoppingEntry(cook, { ingredient: 'Flour', quantity: '1', unit: 'kg' })).id;
    await expectHouseholdRow('shopping-item:created', '/api/shopping-list/items', flour);
    await cook.agent.patch(`/api/shopping-list/items/${flour}`).send({ isChecked: true }).expect(200);
    expect(await expectHouseholdRow('shopping-item:updated', '/api/shopping-list/items', flour)).toMatchObject({ isChecked: true });
  });

  it('recipe:created and :updated carry the GET /api/recipes row', async () => {
    const recipe = (await newRecipe()).id;
    await expectHouseholdRow('recipe:created', '/api/recipes', recipe);
    await cook.agent.patch(`/api/recipes/${recipe}`).send({ isFavorite: true }).expect(200);
    expect(await expectHouseholdRow('recipe:updated', '/api/recipes', recipe)).toMatchObject({ isFavorite: true });
  });

  it('meal-plan:created and :updated carry the GET /api/meal-plans row', async () => {
    const list = `/api/meal-plans?from=${today}&to=${today}`;
    const plan = kept(await planMeal(cook, { recipeId: (await newRecipe()).id, date: today, servings: 2 })).id;
    await expectHouseholdRow('meal-plan:created', list, plan);
    await cook.agent.patch(`/api/meal-plans/${plan}`).send({ servings: 4 }).expect(200);
    expect(await expectHouseholdRow('meal-plan:updated', list, plan)).toMatchObject({ servings: 4 });
  });

  it('appliance:created and :updated carry the GET /api/appliances row', async () => {
    const oven = await newOven();
    await expectHouseholdRow('appliance:created', '/api/appliances', oven);
    await cook.agent.patch(`/api/appliances/${oven}`).send({ nickname: 'Old faithful' }).expect(200);
    expect(await expectHouseholdRow('appliance:updated', '/api/appliances', oven)).toMatchObject({ nickname: 'Old faithful' });
  });

  it("chat-message:created carries the GET /api/chat/messages row to the user's own devices only", async () => {
    const recipe = (await newRecipe()).id;
    const id = json(await cook.agent.post('/api/chat/messages').send({ role: 'assistant', content: 'Saved Milk pudding', metadata: { recipeId: recipe } }).expect(201)).id as string;
    householdIds.add(id);
    const payload = await receivedOn(cookLaptop, 'chat-message:created', id);
    expect(payload).toEqual(await listRow(cook, '/api/chat/messages', id));
    expect(housemateGot.some((r) => r.event === 'chat-message:created')).toBe(false);
  });

  it('cooking-term:created and :updated carry the GET /api/cooking-terms row to every device', async () => {
    const term = await newTerm();
    await expectHouseholdRow('cooking-term:created', '/api/cooking-terms', term);
    await cook.agent.patch(`/api/cooking-terms/${term}`).send({ shortDefinition: 'Slow, wet, covered cooking.' }).expect(200);
    expect(await expectHouseholdRow('cooking-term:updated', '/api/cooking-terms', term)).toMatchObject({ shortDefinition: 'Slow, wet, covered cooking.' });
    // instance-wide: another household's device has it too
    await receivedOn(strangerGot, 'cooking-term:updated', term);
  });

  it('every delete carries exactly { id }', async () => {
    const recipe = (await newRecipe()).id;
    const plan = kept(await planMeal(cook, { recipeId: recipe, date: today, servings: 2 })).id;
    const sugar = kept(await addShoppingEntry(cook, { ingredient: 'Sugar', quantity: '1', unit: 'kg' })).id;
    const milk = (await newMilk(await newFridge())).id;
    const oven = await newOven();
    const term = await newTerm();
    const deletes: [ServerEventName, string, string][] = [
      ['meal-plan:deleted', `/api/meal-plans/${plan}`, plan],
      ['shopping-item:deleted', `/api/shopping-list/items/${sugar}`, sugar],
      ['recipe:deleted', `/api/recipes/${recipe}`, recipe],
      ['food-item:deleted', `/api/food-items/${milk}`, milk],
      ['appliance:deleted', `/api/appliances/${oven}`, oven],
      ['cooking-term:deleted', `/api/cooking-terms/${term}`, term],
    ];
    for (const [event, path, id] of deletes) {
      await cook.agent.delete(path).expect(204);
      expect(await receivedOn(housemateGot, event, id)).toEqual({ id });
    }
  });

  it("sends another household's device none of the household's events", async () => {
    // writes of its own, each heard by the housemate; then an instance-wide term, heard by the
    // stranger after them: had any of the household's events reached the stranger, it would be there
    const fridge = await newFridge();
    const milk = (await newMilk(fridge)).id;
    const salt = kept(await addShoppingEntry(cook, { ingredient: 'Salt', quantity: '1', unit: 'kg' })).id;
    const recipe = (await newRecipe()).id;
    await receivedOn(housemateGot, 'storage-location:created', fridge);
    await receivedOn(housemateGot, 'food-item:created', milk);
    await receivedOn(housemateGot, 'shopping-item:created', salt);
    await receivedOn(housemateGot, 'recipe:created', recipe);
    await receivedOn(strangerGot, 'cooking-term:created', await newTerm());
    const leaked = strangerGot.filter((r) => !r.event.startsWith('cooking-term:') && (householdIds.has(idOf(r.payload) as string) || r.event.startsWith('chat')));
    expect(leaked).toEqual([]);
    expect(strangerGot.filter((r) => r.event.startsWith('cooking-term:')).length).toBeGreaterThan(0);
  });
});
