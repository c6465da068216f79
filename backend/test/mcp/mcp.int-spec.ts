import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { SqlEntityManager } from '@mikro-orm/sql';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { apiTokenMessages } from '@sous/contracts';
import { mcpMessages } from '../../src/modules/mcp/mcp-messages.js';
import { json, signUp, type SignedInUser } from '../support/auth.js';
import { addApiToken, addStorageLocation, joinHousehold } from '../support/factories.js';
import { connectSocket, eventually, record } from '../support/socket-client.js';
import { listeningTestApp, type ListeningTestApp } from '../support/test-app.js';

interface FoodRow {
  id: string;
  name: string;
  quantity: string;
  location: string | null;
  version: number;
}

const allTools = [
  'list_inventory',
  'list_expiring',
  'add_food',
  'use_food',
  'discard_food',
  'move_food',
  'list_shopping',
  'add_shopping_item',
  'check_shopping_item',
  'list_meal_plans',
  'add_meal_plan',
  'search_recipes',
  'generate_recipe',
  'import_recipe',
];

/** What an MCP client sends: JSON-RPC over POST, accepting JSON or an event stream. */
const mcpHeaders = { Accept: 'application/json, text/event-stream', 'Content-Type': 'application/json' };
const initialize = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'curl', version: '1' } },
};

describe('MCP server at /mcp', () => {
  let testApp: ListeningTestApp;
  let server: App;
  let baseUrl: string;
  const clients: Client[] = [];

  const db = () => testApp.app.get(SqlEntityManager).fork();
  const foodCount = async (householdId: string) =>
    Number((await db().execute<{ n: string }[]>('select count(*) as n from food_items where household_id = ?', [householdId]))[0].n);
  const token = async (user: SignedInUser, scope: 'read' | 'read-write' = 'read-write') =>
    (await addApiToken(user, { name: `MCP ${scope}`, scope })).token;

  /** The SDK's own client over Streamable HTTP, authenticated the way docs/mcp.md tells users to. */
  const connect = async (secret: string): Promise<Client> => {
    const client = new Client({ name: 'sous-test', version: '1.0.0' });
    const transport = new StreamableHTTPClientTransport(new URL('/mcp', baseUrl), { requestInit: { headers: { Authorization: `Bearer ${secret}` } } });
    await client.connect(transport);
    clients.push(client);
    return client;
  };
  const call = async (client: Client, name: string, args: Record<string, unknown> = {}) => (await client.callTool({ name, arguments: args })) as CallToolResult;
  const ok = async <T = Record<string, unknown>>(client: Client, name: string, args: Record<string, unknown> = {}): Promise<T> => {
    const result = await call(client, name, args);
    expect({ name, error: result.isError ? result.content : undefined }).toEqual({ name, error: undefined });
    return result.structuredContent as T;
  };
  const refusal = async (client: Client, name: string, args: Record<string, unknown> = {}): Promise<string> => {
    const result = await call(client, name, args);
    expect(result.isError).toBe(true);
    return (result.content[0] as { text: string }).text;
  };

  beforeAll(async () => {
    // a small AI budget, so the test below reaches it; only generate_recipe spends it
    testApp = await listeningTestApp({ env: { RATE_LIMIT_AI: '2/1h' } });
    ({ server, baseUrl } = testApp);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await testApp.close();
  });

  it('lists the kitchen tools, marked read-only or not, and the two resources', async () => {
    const ada = await signUp(server);
    const client = await connect(await token(ada));
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(allTools);
    const byName = new Map(tools.map((t) => [t.name, t]));
    expect(byName.get('list_inventory')?.annotations?.readOnlyHint).toBe(true);
    expect(byName.get('add_food')?.annotations?.readOnlyHint).toBe(false);
    expect(byName.get('add_food')?.inputSchema.required).toEqual(expect.arrayContaining(['name', 'location']));
    for (const tool of tools) expect(tool.description?.length).toBeGreaterThan(40);
    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri)).toEqual(['sous://inventory', 'sous://shopping-list']);
  });

  it("adds food through the household's commands: both household sockets see food-item:created, another household's does not", async () => {
    const ada = await signUp(server);
    const bob = await signUp(server);
    const carol = await signUp(server);
    await joinHousehold(ada, bob);
    await addStorageLocation(ada, 'Pantry');
    await addStorageLocation(carol, 'Pantry');
    const client = await connect(await token(ada));

    const sockets = await Promise.all([ada, bob, carol].map((user) => connectSocket(baseUrl, undefined, user.cookie)));
    try {
      const [adaSeen, bobSeen, carolSeen] = sockets.map((socket) => record(socket, 'food-item:created'));
      const added = await call(client, 'add_food', { name: 'Oat milk', quantity: '2', unit: 'item', location: 'pantry' });
      expect(added.isError).toBeFalsy();
      expect((added.content[0] as { text: string }).text).toMatch(/Oat milk/);
      const item = (added.structuredContent as { item: FoodRow }).item;
      expect(item).toMatchObject({ name: 'Oat milk', quantity: '2', location: 'Pantry' });
      await eventually(() => {
        expect(adaSeen.map((food) => food.id)).toEqual([item.id]);
        expect(bobSeen.map((food) => food.id)).toEqual([item.id]);
      });
      expect(carolSeen).toEqual([]);
      // the household sees it through REST: the same row the command wrote
      expect(json(await bob.agent.get(`/api/food-items/${item.id}`).expect(200)).name).toBe('Oat milk');
    } finally {
      for (const socket of sockets) socket.close();
    }
  });

  it('keeps the names an agent types and dates cooked food by the cooked rule, as the REST add does (issue 29)', async () => {
    const ada = await signUp(server);
    await addStorageLocation(ada, 'Fridge');
    const client = await connect(await token(ada));
    for (const name of ['Kerrygold butter', 'leftover lasagna', 'bone-in chicken thighs']) {
      await ok(client, 'add_food', { name, quantity: '1', unit: 'item', location: 'Fridge' });
    }
    const stored = (await ada.agent.get('/api/food-items').expect(200)).body as { name: string; foodName: string | null; expirationDate: string }[];
    const byName = new Map(stored.map((item) => [item.name.toLowerCase(), item]));
    expect([...byName.keys()].sort()).toEqual(['bone-in chicken thighs', 'kerrygold butter', 'leftover lasagna']);
    expect(byName.get('bone-in chicken thighs')?.foodName ?? '').not.toMatch(/steak/i);
    expect(byName.get('leftover lasagna')?.foodName ?? '').not.toMatch(/noodle/i);
    const inDays = (date: string) => Math.round((Date.parse(date) - Date.now()) / 86_400_000);
    expect(inDays(byName.get('leftover lasagna')!.expirationDate)).toBeLessThanOrEqual(5);
  });

  it('uses, discards, moves and lists food with the REST answers, refusing what REST refuses in its words', async () => {
    const ada = await signUp(server);
    await addStorageLocation(ada, 'Fridge');
    const freezer = await addStorageLocation(ada, 'Freezer');
    const client = await connect(await token(ada));
    const { item } = await ok<{ item: FoodRow }>(client, 'add_food', { name: 'Chicken thighs', quantity: '4', unit: 'item', location: 'Fridge' });

    const listed = await ok<{ items: FoodRow[] }>(client, 'list_inventory', { search: 'chicken', location: 'fridge' });
    expect(listed.items.map((i) => i.id)).toEqual([item.id]);
    expect((await ok<{ items: FoodRow[] }>(client, 'list_inventory', { location: 'Freezer' })).items).toEqual([]);

    expect((await ok<{ item: FoodRow }>(client, 'use_food', { id: item.id, quantity: '1' })).item.quantity).toBe('3');
    const discarded = await ok<{ item: FoodRow }>(client, 'discard_food', { id: item.id, quantity: '1', reason: 'spoiled' });
    expect(discarded.item.quantity).toBe('2');

    const moved = await ok<{ item: FoodRow }>(client, 'move_food', { id: item.id, location: freezer, version: discarded.item.version });
    expect(moved.item).toMatchObject({ location: 'Freezer' });
    // the same stale version REST would refuse with 409: the same message, as a tool error
    const stale = await refusal(client, 'move_food', { id: item.id, location: 'Fridge', version: discarded.item.version });
    const rest = await ada.agent.patch(`/api/food-items/${item.id}`).send({ version: discarded.item.version, storageLocationId: freezer }).expect(409);
    expect(stale).toBe(json(rest).message);

    expect(await refusal(client, 'use_food', { id: 'not-an-id', quantity: '1' })).toBe('Food item not found');
    expect(await refusal(client, 'add_food', { name: 'Rice', location: 'Cellar' })).toBe(mcpMessages.storageLocationNotFound);
    // a value the contract refuses is a tool error naming the field, never a 500
    expect(await refusal(client, 'use_food', { id: item.id, quantity: 'lots' })).toMatch(/quantity/);

    const used = await ok<{ item: FoodRow | null }>(client, 'use_food', { id: item.id, quantity: '2' });
    expect(used.item).toBeNull();
    await ada.agent.get(`/api/food-items/${item.id}`).expect(404);
  });

  it('limits a read token to the read tools and resources: writes are refused and store nothing', async () => {
    const ada = await signUp(server);
    await addStorageLocation(ada, 'Pantry');
    const writer = await connect(await token(ada));
    await ok(writer, 'add_food', { name: 'Lentils', quantity: '1', unit: 'lb', location: 'Pantry' });
    const reader = await connect(await token(ada, 'read'));

    expect((await ok<{ items: FoodRow[] }>(reader, 'list_inventory')).items.map((i) => i.name)).toEqual(['Lentils']);
    await ok(reader, 'list_shopping');
    await ok(reader, 'list_expiring');
    await ok(reader, 'search_recipes');
    const before = await foodCount(ada.user.householdId);
    expect(await refusal(reader, 'add_food', { name: 'Rice', location: 'Pantry' })).toBe(mcpMessages.readOnly);
    expect(await refusal(reader, 'add_shopping_item', { ingredient: 'Eggs' })).toBe(mcpMessages.readOnly);
    expect(await refusal(reader, 'generate_recipe')).toBe(mcpMessages.readOnly);
    expect(await refusal(reader, 'import_recipe', { text: 'Toast\nIngredients\n- 1 slice bread\nMethod\n1. Toast it.' })).toBe(mcpMessages.readOnly);
    expect((await ada.agent.get('/api/recipes').expect(200)).body).toEqual([]);
    expect(await foodCount(ada.user.householdId)).toBe(before);
    expect((await ada.agent.get('/api/shopping-list/items').expect(200)).body).toEqual([]);
    const inventory = await reader.readResource({ uri: 'sous://inventory' });
    expect((inventory.contents[0] as { text: string }).text).toContain('Lentils');
  });

  it("shows another household's token nothing of this household, and cannot change its food", async () => {
    const ada = await signUp(server);
    const carol = await signUp(server);
    await addStorageLocation(ada, 'Pantry');
    await addStorageLocation(carol, 'Pantry');
    const adas = await connect(await token(ada));
    const { item } = await ok<{ item: FoodRow }>(adas, 'add_food', { name: 'Saffron', quantity: '1', unit: 'g', location: 'Pantry' });
    await ok(adas, 'add_shopping_item', { ingredient: 'Vanilla pods' });
    const carols = await connect(await token(carol));

    expect((await ok<{ items: FoodRow[] }>(carols, 'list_inventory')).items).toEqual([]);
    expect(JSON.stringify(await ok(carols, 'list_shopping'))).not.toContain('Vanilla');
    for (const uri of ['sous://inventory', 'sous://shopping-list']) {
      const text = ((await carols.readResource({ uri })).contents[0] as { text: string }).text;
      expect(text).not.toContain('Saffron');
      expect(text).not.toContain('Vanilla');
      expect(text).not.toContain(ada.user.householdId);
    }
    expect(await refusal(carols, 'use_food', { id: item.id, quantity: '1' })).toBe('Food item not found');
    expect(await refusal(carols, 'discard_food', { id: item.id, quantity: '1' })).toBe('Food item not found');
    expect(await refusal(carols, 'move_food', { id: item.id, location: 'Pantry', version: item.version })).toBe('Food item not found');
    expect(json(await ada.agent.get(`/api/food-items/${item.id}`).expect(200)).quantity).toBe('1');
  });

  it('keeps the shopping list, meal plans and cookbook through the same commands, and reads them back as resources', async () => {
    const ada = await signUp(server);
    const client = await connect(await token(ada));
    const sockets = [await connectSocket(baseUrl, undefined, ada.cookie)];
    try {
      const updates = record(sockets[0], 'shopping-item:updated');
      const { item } = await ok<{ item: { id: string; isChecked: boolean } }>(client, 'add_shopping_item', { ingredient: 'Lemons', quantity: '3' });
      expect((await ok<{ item: { isChecked: boolean } }>(client, 'check_shopping_item', { id: item.id })).item.isChecked).toBe(true);
      await eventually(() => expect(updates.map((u) => [u.id, u.isChecked])).toEqual([[item.id, true]]));
      const list = JSON.parse(((await client.readResource({ uri: 'sous://shopping-list' })).contents[0] as { text: string }).text) as { items: { ingredient: string; isChecked: boolean }[] };
      expect(list.items).toEqual([expect.objectContaining({ ingredient: 'Lemons', isChecked: true })]);
      expect(await refusal(client, 'check_shopping_item', { id: '00000000-0000-4000-8000-000000000000' })).toBe('Shopping list item not found');
    } finally {
      for (const socket of sockets) socket.close();
    }

    const recipe = json(
      await ada.agent
        .post('/api/recipes')
        .send({ title: 'Lemon risotto', ingredients: ['1 cup arborio rice', '1 lemon'], instructions: ['Stir.'], mealType: 'dinner' })
        .expect(201),
    );
    const found = await ok<{ recipes: { id: string; title: string }[] }>(client, 'search_recipes', { query: 'arborio lemon' });
    expect(found.recipes.map((r) => r.id)).toEqual([recipe.id]);
    expect((await ok<{ recipes: unknown[] }>(client, 'search_recipes', { query: 'tofu' })).recipes).toEqual([]);

    const planned = await ok<{ mealPlan: { id: string } }>(client, 'add_meal_plan', { recipeId: recipe.id, date: '2031-05-04', mealType: 'dinner' });
    const plans = await ok<{ mealPlans: { id: string; recipeTitle: string }[] }>(client, 'list_meal_plans', { from: '2031-05-01', to: '2031-05-31' });
    expect(plans.mealPlans).toEqual([expect.objectContaining({ id: planned.mealPlan.id, recipeTitle: 'Lemon risotto' })]);
    expect(await refusal(client, 'add_meal_plan', { recipeId: '00000000-0000-4000-8000-000000000000', date: '2031-05-04' })).toBe('Recipe not found');
  });

  it("generates a recipe into the cookbook on the token's AI budget, shared with the REST route", async () => {
    const ada = await signUp(server);
    await addStorageLocation(ada, 'Fridge');
    const secret = await token(ada);
    const client = await connect(secret);
    await ok(client, 'add_food', { name: 'Eggs', quantity: '6', unit: 'item', location: 'Fridge' });
    await ok(client, 'add_food', { name: 'Spinach', quantity: '1', unit: 'lb', location: 'Fridge' });
    const sockets = [await connectSocket(baseUrl, undefined, ada.cookie)];
    try {
      const created = record(sockets[0], 'recipe:created');
      const { recipe } = await ok<{ recipe: { id: string; title: string; ingredients: string[] } }>(client, 'generate_recipe', { mealType: 'breakfast' });
      expect(recipe.ingredients.length).toBeGreaterThan(0);
      await eventually(() => expect(created.map((r) => r.id)).toEqual([recipe.id]));
      expect(((await ada.agent.get('/api/recipes').expect(200)).body as { id: string }[]).map((r) => r.id)).toContain(recipe.id);
    } finally {
      for (const socket of sockets) socket.close();
    }
    // the second request of the budget through REST, the third through MCP: one budget per token
    await request(server).post('/api/recipes/generate').set('Authorization', `Bearer ${secret}`).send({}).expect(201);
    expect(await refusal(client, 'generate_recipe')).toMatch(/^Too many requests to the chef\. Try again in \d+ minutes\.$/);
  });

  it('imports a recipe from text into the cookbook, live on the household\'s devices, and refuses a body with two sources', async () => {
    const ada = await signUp(server);
    const client = await connect(await token(ada));
    const socket = await connectSocket(baseUrl, undefined, ada.cookie);
    try {
      const created = record(socket, 'recipe:created');
      const text = 'Garlic toast\nIngredients\n- 2 slices bread\n- 1 clove garlic\n- 1 tbsp butter\nMethod\n1. Toast the bread.\n2. Rub with garlic and butter.';
      const { recipe } = await ok<{ recipe: { id: string; title: string; ingredients: string[]; instructions: string[] } }>(client, 'import_recipe', { text });
      expect(recipe).toMatchObject({
        title: 'Garlic toast',
        ingredients: ['2 slices bread', '1 clove garlic', '1 tbsp butter'],
        instructions: ['Toast the bread.', 'Rub with garlic and butter.'],
      });
      await eventually(() => expect(created.map((r) => r.id)).toEqual([recipe.id]));
      expect(((await ada.agent.get('/api/recipes').expect(200)).body as { id: string }[]).map((r) => r.id)).toEqual([recipe.id]);
      expect(await refusal(client, 'import_recipe', { text, url: 'https://example.test/toast' })).toMatch(/exactly one of url, html or text/);
    } finally {
      socket.close();
    }
  });

  it('answers 401 with a Bearer challenge without a token, to a session cookie and to a revoked token; GET is 405', async () => {
    const ada = await signUp(server);
    const bare = await request(server).post('/mcp').set(mcpHeaders).send(initialize).expect(401);
    expect(bare.headers['www-authenticate']).toMatch(/^Bearer /);
    const withCookie = await request(server).post('/mcp').set(mcpHeaders).set('Cookie', ada.cookie).send(initialize).expect(401);
    expect(withCookie.headers['www-authenticate']).toMatch(/^Bearer /);

    const secret = await token(ada);
    await request(server).post('/mcp').set(mcpHeaders).set('Authorization', `Bearer ${secret}`).send(initialize).expect(200);
    const id = ((await ada.agent.get('/api/tokens').expect(200)).body as { id: string }[])[0].id;
    await ada.agent.delete(`/api/tokens/${id}`).expect(204);
    const revoked = await request(server).post('/mcp').set(mcpHeaders).set('Authorization', `Bearer ${secret}`).send(initialize).expect(401);
    expect(revoked.headers['www-authenticate']).toMatch(/^Bearer .*error="invalid_token"/);
    expect(json(revoked).message).toBe(apiTokenMessages.invalid);
    await expect(connect(secret)).rejects.toThrow();

    const get = await request(server).get('/mcp').set('Authorization', `Bearer ${await token(ada)}`).expect(405);
    expect(get.headers.allow).toBe('POST');
  });

  it("answers bad JSON-RPC with the SDK's errors", async () => {
    const ada = await signUp(server);
    const secret = await token(ada);
    const post = () => request(server).post('/mcp').set(mcpHeaders).set('Authorization', `Bearer ${secret}`);
    // stateless: a request needs no earlier initialize (docs/mcp.md's curl check)
    const listed = await post().send({ jsonrpc: '2.0', id: 3, method: 'tools/list' }).expect(200);
    expect((listed.body as { result: { tools: { name: string }[] } }).result.tools.map((t) => t.name)).toEqual(allTools);
    const unknown = await post().send({ jsonrpc: '2.0', id: 7, method: 'kitchen/teleport' }).expect(200);
    expect(unknown.body).toMatchObject({ jsonrpc: '2.0', id: 7, error: { code: -32601 } });
    const notRpc = await post().send({ hello: 'world' }).expect(400);
    expect(notRpc.body).toMatchObject({ jsonrpc: '2.0', error: { code: expect.any(Number) as unknown } });
    // an empty body: the platform's parser read nothing, the SDK still answers (never waits on the spent stream)
    expect((await post().expect(400)).body).toMatchObject({ jsonrpc: '2.0', error: { code: -32700 } });
    await request(server).post('/mcp').set('Authorization', `Bearer ${secret}`).set('Content-Type', 'application/json').send(initialize).expect(406);
  });
});
