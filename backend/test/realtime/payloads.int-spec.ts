import type { App } from 'supertest/types.js';
import { realtimeSchemas, type ServerEventName } from '@sous/contracts';
import { json, type SignedInUser, signUp, uniqueEmail } from '../support/auth.js';
import { addStorageLocation, signUpHousemate } from '../support/factories.js';
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
  const ids: Record<string, string> = {};

  it('storage-location:created and :updated carry the GET /api/storage-locations row', async () => {
    ids.fridge = await addStorageLocation(cook, 'Fridge');
    await expectHouseholdRow('storage-location:created', '/api/storage-locations', ids.fridge);
    await cook.agent.patch(`/api/storage-locations/${ids.fridge}`).send({ name: 'Big fridge' }).expect(200);
    expect(await expectHouseholdRow('storage-location:updated', '/api/storage-locations', ids.fridge)).toMatchObject({ name: 'Big fridge' });
  });

  it('food-item:created and :updated carry the GET /api/food-items row', async () => {
    const added = json(
      await cook.agent.post('/api/food-items').send({ name: 'Milk', quantity: '2', unit: 'l', storageLocationId: ids.fridge, expirationDate: today, price: 3 }).expect(201),
    );
    ids.milk = added.id as string;
    await expectHouseholdRow('food-item:created', '/api/food-items', ids.milk);
    await cook.agent.patch(`/api/food-items/${ids.milk}`).send({ version: added.version, quantity: '1.5' }).expect(200);
    expect(await expectHouseholdRow('food-item:updated', '/api/food-items', ids.milk)).toMatchObject({ quantity: '1.5' });
  });

  it('notification:expiring carries the GET /api/notifications/expiration list to the user only', async () => {
    const laptopBefore = cookLaptop.filter((r) => r.event === 'notification:expiring').length;
    await cook.agent.post('/api/notifications/expiration/check').expect(200);
    let pushed: Received | undefined;
    await eventually(() => {
      pushed = cookLaptop.filter((r) => r.event === 'notification:expiring')[laptopBefore];
      expect(pushed).toBeDefined();
    });
    expectContractPayload('notification:expiring', pushed!.payload);
    expect(pushed!.payload).toEqual((await cook.agent.get('/api/notifications/expiration').expect(200)).body);
    expect(pushed!.payload).toEqual(expect.arrayContaining([expect.objectContaining({ id: ids.milk, foodItemName: 'Milk' })]));
  });

  it('moving the items out of a deleted location sends the moved food-item and the receiving location as REST rows', async () => {
    const cellar = await addStorageLocation(cook, 'Cellar');
    const potatoes = json(await cook.agent.post('/api/food-items').send({ name: 'Potatoes', quantity: '3', unit: 'kg', storageLocationId: cellar }).expect(201)).id as string;
    await cook.agent.delete(`/api/storage-locations/${cellar}?moveTo=${ids.fridge}`).expect(204);
    expect(await expectHouseholdRow('food-item:updated', '/api/food-items', potatoes)).toMatchObject({ storageLocationId: ids.fridge });
    const deleted = await receivedOn(housemateGot, 'storage-location:deleted', cellar);
    expect(deleted).toEqual({ id: cellar });
    // the fridge now counts the potatoes too: the event says so, as the list does
    let fridgeUpdates: Received[] = [];
    await eventually(() => {
      fridgeUpdates = housemateGot.filter((r) => r.event === 'storage-location:updated' && idOf(r.payload) === ids.fridge);
      expect(fridgeUpdates.length).toBeGreaterThanOrEqual(2);
    });
    const last = fridgeUpdates.at(-1)!.payload;
    expectContractPayload('storage-location:updated', last);
    expect(last).toEqual(await listRow(housemate, '/api/storage-locations', ids.fridge));
  });

  it('shopping-item:created and :updated carry the GET /api/shopping-list/items row', async () => {
    ids.flour = json(await cook.agent.post('/api/shopping-list/items').send({ ingredient: 'Flour', quantity: '1', unit: 'kg' }).expect(201)).id as string;
    await expectHouseholdRow('shopping-item:created', '/api/shopping-list/items', ids.flour);
    await cook.agent.patch(`/api/shopping-list/items/${ids.flour}`).send({ isChecked: true }).expect(200);
    expect(await expectHouseholdRow('shopping-item:updated', '/api/shopping-list/items', ids.flour)).toMatchObject({ isChecked: true });
  });

  it('recipe:created and :updated carry the GET /api/recipes row', async () => {
    ids.recipe = json(
      await cook.agent
        .post('/api/recipes')
        .send({ title: 'Milk pudding', servings: 2, prepTime: '10', cookTime: '20', ingredients: ['500 ml milk', '2 tbsp sugar'], instructions: ['Warm the milk', 'Stir in the sugar'] })
        .expect(201),
    ).id as string;
    await expectHouseholdRow('recipe:created', '/api/recipes', ids.recipe);
    await cook.agent.patch(`/api/recipes/${ids.recipe}`).send({ isFavorite: true }).expect(200);
    expect(await expectHouseholdRow('recipe:updated', '/api/recipes', ids.recipe)).toMatchObject({ isFavorite: true });
  });

  it('meal-plan:created and :updated carry the GET /api/meal-plans row', async () => {
    const list = `/api/meal-plans?from=${today}&to=${today}`;
    ids.plan = json(await cook.agent.post('/api/meal-plans').send({ recipeId: ids.recipe, date: today, servings: 2 }).expect(201)).id as string;
    await expectHouseholdRow('meal-plan:created', list, ids.plan);
    await cook.agent.patch(`/api/meal-plans/${ids.plan}`).send({ servings: 4 }).expect(200);
    expect(await expectHouseholdRow('meal-plan:updated', list, ids.plan)).toMatchObject({ servings: 4 });
  });

  it('appliance:created and :updated carry the GET /api/appliances row', async () => {
    ids.oven = json(await cook.agent.post('/api/appliances').send({ name: 'Oven', type: 'Oven', customCapabilities: ['Bake'] }).expect(201)).id as string;
    await expectHouseholdRow('appliance:created', '/api/appliances', ids.oven);
    await cook.agent.patch(`/api/appliances/${ids.oven}`).send({ nickname: 'Old faithful' }).expect(200);
    expect(await expectHouseholdRow('appliance:updated', '/api/appliances', ids.oven)).toMatchObject({ nickname: 'Old faithful' });
  });

  it("chat-message:created carries the GET /api/chat/messages row to the user's own devices only", async () => {
    const id = json(await cook.agent.post('/api/chat/messages').send({ role: 'assistant', content: 'Saved Milk pudding', metadata: { recipeId: ids.recipe } }).expect(201)).id as string;
    const payload = await receivedOn(cookLaptop, 'chat-message:created', id);
    expect(payload).toEqual(await listRow(cook, '/api/chat/messages', id));
    expect(housemateGot.some((r) => r.event === 'chat-message:created')).toBe(false);
  });

  it('cooking-term:created and :updated carry the GET /api/cooking-terms row to every device', async () => {
    const name = `Realtime braise ${Math.random().toString(36).slice(2, 8)}`;
    ids.term = json(await cook.agent.post('/api/cooking-terms').send({ term: name, category: 'cooking_methods', shortDefinition: 'Slow wet cooking.', tools: ['Pot'] }).expect(201)).id as string;
    await expectHouseholdRow('cooking-term:created', '/api/cooking-terms', ids.term);
    await cook.agent.patch(`/api/cooking-terms/${ids.term}`).send({ shortDefinition: 'Slow, wet, covered cooking.' }).expect(200);
    expect(await expectHouseholdRow('cooking-term:updated', '/api/cooking-terms', ids.term)).toMatchObject({ shortDefinition: 'Slow, wet, covered cooking.' });
    // instance-wide: another household's device has it too
    await receivedOn(strangerGot, 'cooking-term:updated', ids.term);
  });

  it('every delete carries exactly { id }', async () => {
    const deletes: [ServerEventName, string, string][] = [
      ['meal-plan:deleted', `/api/meal-plans/${ids.plan}`, ids.plan],
      ['shopping-item:deleted', `/api/shopping-list/items/${ids.flour}`, ids.flour],
      ['recipe:deleted', `/api/recipes/${ids.recipe}`, ids.recipe],
      ['food-item:deleted', `/api/food-items/${ids.milk}`, ids.milk],
      ['appliance:deleted', `/api/appliances/${ids.oven}`, ids.oven],
      ['cooking-term:deleted', `/api/cooking-terms/${ids.term}`, ids.term],
    ];
    for (const [event, path, id] of deletes) {
      await cook.agent.delete(path).expect(204);
      expect(await receivedOn(housemateGot, event, id)).toEqual({ id });
    }
  });

  it("sends another household's device none of the household's events", () => {
    const householdIds = new Set(Object.values(ids).filter((id) => id !== ids.term));
    const leaked = strangerGot.filter((r) => !r.event.startsWith('cooking-term:') && (householdIds.has(idOf(r.payload) as string) || r.event.startsWith('chat')));
    expect(leaked).toEqual([]);
    expect(strangerGot.filter((r) => r.event.startsWith('cooking-term:')).length).toBeGreaterThan(0);
  });
});
