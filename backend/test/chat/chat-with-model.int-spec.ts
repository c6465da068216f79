import { request as httpRequest } from 'node:http';
import type { App } from 'supertest/types.js';
import type { ChatMessage, FoodItem } from '@sous/contracts';
import { addDays, todayIn } from '@sous/kitchen';
import { type SignedInUser, signUp } from '../support/auth.js';
import { addFood, addStorageLocation } from '../support/factories.js';
import { liveModelSuite } from '../support/model-suite.js';
import { connectSocket, eventually, record, type TestSocket } from '../support/socket-client.js';
import type { ListeningTestApp } from '../support/test-app.js';
import { tinyPng, uploadFile } from '../uploads/upload-file.js';
import { ask, sendChat } from './chat-stream.js';

interface SentMessage {
  role: string;
  content: unknown;
  tool_calls?: { id: string; function: { name: string; arguments: string } }[];
  tool_call_id?: string;
}
interface SentTool {
  type: string;
  function: { name: string; parameters: { properties: Record<string, unknown>; required?: string[] } };
}

describe('chat with a configured model', () => {
  const suite = liveModelSuite((model) => ({ env: { ...model.env('kitchen-model'), APP_URL: 'http://sous.example.test' } }));
  const { model } = suite;
  let testApp: ListeningTestApp;
  let server: App;
  let baseUrl: string;
  let cook: SignedInUser;
  let fridgeId: string;
  let eggs: FoodItem;
  const sockets: TestSocket[] = [];

  const sent = (index: number) => model.requests[index].body as { stream?: boolean; tool_choice?: string; messages: SentMessage[]; tools: SentTool[] };
  const foodItems = async () => (await cook.agent.get('/api/food-items').expect(200)).body as FoodItem[];
  const messages = async () => (await cook.agent.get('/api/chat/messages').expect(200)).body as ChatMessage[];

  beforeAll(async () => {
    ({ testApp } = suite);
    ({ server, baseUrl } = testApp);
    cook = await signUp(server, { firstName: 'Ada' });
    await cook.agent
      .put('/api/user/preferences')
      .send({ storageAreasEnabled: ['Refrigerator'], householdSize: 3, cookingSkillLevel: 'beginner', preferredUnits: 'metric', expirationAlertDays: 3, allergens: ['Peanuts'], dietaryRestrictions: ['Vegetarian'] })
      .expect(200);
    fridgeId = (await foodItemsLocation()).id;
    eggs = await addFood(cook, fridgeId, { name: 'Eggs', quantity: '12' });
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });

  async function foodItemsLocation(): Promise<{ id: string; name: string }> {
    const locations = (await cook.agent.get('/api/storage-locations').expect(200)).body as { id: string; name: string }[];
    return locations.find((l) => l.name === 'Refrigerator') ?? { id: await addStorageLocation(cook, 'Refrigerator'), name: 'Refrigerator' };
  }

  it("runs the model's tool calls as the real commands, feeds the results back and streams its answer", async () => {
    const device = await connectSocket(baseUrl, undefined, cook.cookie);
    sockets.push(device);
    const added = record(device, 'food-item:created');
    const tokens = record(device, 'chat:token');
    const done = record(device, 'chat:done');
    const first = model.requests.length;
    model.reply(
      { toolCalls: [{ name: 'add_food', arguments: { name: 'Chicken', quantity: '2', unit: 'lb', location: fridgeId } }] },
      { content: 'Done! I added 2 lb of chicken to your Refrigerator.' },
    );
    const stream = await sendChat(cook, 'add 2 pounds of chicken to my fridge');
    expect(stream.status).toBe(200);
    expect(stream.reply).toBe('Done! I added 2 lb of chicken to your Refrigerator.');
    expect(stream.pieces.length).toBeGreaterThan(3);

    const chicken = (await foodItems()).find((item) => item.name === 'Chicken');
    expect(chicken).toMatchObject({ quantity: '2', unit: 'lb', storageLocationId: fridgeId, userId: cook.user.id });
    await eventually(() => expect(added).toEqual([chicken]));
    await eventually(() => expect(done).toHaveLength(1));
    expect(tokens.map((t) => t.content).join('')).toBe(stream.reply);

    expect(model.requests.length - first).toBe(2);
    const request = sent(first);
    expect(request.stream).toBe(true);
    expect(model.requests[first].path).toBe('/v1/chat/completions');
    const system = String(request.messages[0].content);
    expect(request.messages[0].role).toBe('system');
    expect(system).toContain(`Eggs: 12 item in Refrigerator`);
    expect(system).toContain(`[id ${eggs.id}, version 1]`);
    expect(system).toContain(`Refrigerator [id ${fridgeId}]`);
    expect(system).toMatch(/allergens Peanuts/);
    expect(system).toMatch(/diet Vegetarian/);
    expect(request.messages.at(-1)).toEqual({ role: 'user', content: 'add 2 pounds of chicken to my fridge' });
    // the capability catalog's chat tools: the MCP tools' names and schemas, plus the chat's own (docs/decisions.md)
    const addTool = request.tools.find((tool) => tool.function.name === 'add_food')!;
    expect(addTool.type).toBe('function');
    expect(addTool.function.parameters.properties).toHaveProperty('location');
    expect(addTool.function.parameters.required).toEqual(expect.arrayContaining(['name', 'location']));
    expect(request.tools.map((tool) => tool.function.name).sort()).toEqual([
      'add_food', 'add_meal_plan', 'add_shopping_item', 'check_shopping_item', 'convert_measure', 'convert_temperature', 'discard_food', 'food_pairings',
      'freezing_advice', 'generate_recipe', 'import_recipe', 'ingredient_substitutes', 'list_expiring', 'list_inventory', 'list_meal_plans', 'list_shopping',
      'list_storage_locations', 'look_up_cooking_term', 'move_food', 'safe_temperature', 'search_recipes', 'storage_life', 'update_food', 'use_food',
    ]);

    const followUp = sent(first + 1).messages;
    const call = followUp.at(-2)!;
    expect(call.role).toBe('assistant');
    expect(call.tool_calls?.[0].function).toEqual({ name: 'add_food', arguments: JSON.stringify({ name: 'Chicken', quantity: '2', unit: 'lb', location: fridgeId }) });
    const result = followUp.at(-1)!;
    expect(result).toMatchObject({ role: 'tool', tool_call_id: call.tool_calls?.[0].id });
    expect(JSON.parse(String(result.content))).toMatchObject({ item: { id: chicken!.id, name: 'Chicken', quantity: '2', unit: 'lb', location: 'Refrigerator' } });

    const saved = await messages();
    expect(saved.at(-1)).toMatchObject({ role: 'assistant', content: stream.reply });
  });

  it("gives the model the inventory's account of each add, and says it when the model says nothing", async () => {
    const device = await connectSocket(baseUrl, undefined, cook.cookie);
    sockets.push(device);
    const created = record(device, 'food-item:created');
    const updated = record(device, 'food-item:updated');
    const stranger = await signUp(server);
    const strangerFridge = await addStorageLocation(stranger, 'Refrigerator');
    const strangerDevice = await connectSocket(baseUrl, undefined, stranger.cookie);
    sockets.push(strangerDevice);
    const leaked = [record(strangerDevice, 'food-item:created'), record(strangerDevice, 'food-item:updated')];
    const expirationDate = addDays(todayIn(new Date()), 20);
    const butter = { name: 'Butter', unit: 'lb', location: fridgeId, expirationDate };
    const first = model.requests.length;
    model.reply(
      { toolCalls: [{ name: 'add_food', arguments: { ...butter, quantity: '1' } }] },
      { toolCalls: [{ name: 'add_food', arguments: { ...butter, quantity: '1/2' } }, { name: 'add_food', arguments: { ...butter, quantity: '1', location: strangerFridge } }] },
      {},
    );
    const reply = await ask(cook, 'add a pound of butter to the fridge, and then half a pound more');
    expect(reply).toBe('Added 1 lb of Butter to the Refrigerator.\nAdded 1/2 lb to Butter in the Refrigerator — now 1.5 lb.');

    const lots = (await foodItems()).filter((food) => food.name === 'Butter');
    expect(lots).toEqual([expect.objectContaining({ quantity: '1.5', unit: 'lb', expirationDate, version: 2 })]);
    const results = [sent(first + 1), sent(first + 2)].map((request) => request.messages.filter((message) => message.role === 'tool').map((message) => JSON.parse(String(message.content)) as unknown));
    expect(results[0]).toEqual([
      expect.objectContaining({ item: expect.objectContaining({ id: lots[0].id }) as unknown, merge: { outcome: 'created', message: 'Added 1 lb of Butter to the Refrigerator', total: { quantity: '1', unit: 'lb' }, lots: 1 } }),
    ]);
    expect(results[1].slice(-2)).toEqual([
      expect.objectContaining({ item: expect.objectContaining({ id: lots[0].id, quantity: '1.5' }) as unknown, merge: { outcome: 'merged', message: 'Added 1/2 lb to Butter in the Refrigerator — now 1.5 lb', total: { quantity: '1.5', unit: 'lb' }, lots: 1 } }),
      // another household's storage location is not found, and nothing of it changes
      { error: 'Storage location not found' },
    ]);
    await eventually(() => {
      expect(created.filter((food) => food.name === 'Butter')).toHaveLength(1);
      expect(updated).toEqual([lots[0]]);
    });
    expect((await stranger.agent.get('/api/food-items').expect(200)).body).toEqual([]);
    expect(leaked.flat()).toEqual([]);
  });

  it('gives the model kitchen knowledge as tool results', async () => {
    const first = model.requests.length;
    model.reply(
      { toolCalls: [
        { name: 'storage_life', arguments: { food: 'cooked rice', place: 'fridge' } },
        { name: 'ingredient_substitutes', arguments: { ingredient: 'buttermilk' } },
        { name: 'convert_measure', arguments: { quantity: 1, from: 'cup', to: 'g', ingredient: 'flour' } },
      ] },
      { content: 'Cooked rice keeps 3 to 4 days in the fridge.' },
    );
    expect(await ask(cook, 'how long does cooked rice keep, and what replaces buttermilk?')).toBe('Cooked rice keeps 3 to 4 days in the fridge.');
    const results = sent(first + 1).messages.filter((message) => message.role === 'tool').map((message) => (JSON.parse(String(message.content)) as { answer: string }).answer);
    expect(results).toEqual([
      expect.stringContaining('keeps 3 to 4 days in the fridge') as unknown,
      expect.stringContaining('1 cup milk + 1 tbsp lemon juice') as unknown,
      expect.stringContaining('about 125 g') as unknown,
    ]);
    expect(String(sent(first).messages[0].content)).toContain('call the knowledge tools');
  });

  it('sends a refused tool input back to the model instead of changing anything', async () => {
    const before = await foodItems();
    model.reply(
      { content: 'Let me update that.', toolCalls: [{ name: 'use_food', arguments: { id: eggs.id, quantity: '-3' } }] },
      { content: 'Sorry, that amount did not work.' },
    );
    const first = model.requests.length;
    const reply = await ask(cook, 'I used minus three eggs');
    expect(reply).toBe('Let me update that.\n\nSorry, that amount did not work.');
    expect(await foodItems()).toEqual(before);
    const result = sent(first + 1).messages.at(-1)!;
    expect(result.role).toBe('tool');
    expect(JSON.parse(String(result.content))).toEqual({ error: expect.stringMatching(/quantity/) as unknown });
  });

  it('stops calling tools after five rounds and makes the model answer', async () => {
    const first = model.requests.length;
    for (let i = 0; i < 5; i += 1) model.reply({ toolCalls: [{ name: 'list_storage_locations', arguments: {} }] });
    const reply = await ask(cook, 'where is everything?');
    expect(model.requests.length - first).toBe(5);
    expect(sent(first + 3).tool_choice).toBe('auto');
    expect(sent(first + 4).tool_choice).toBe('none');
    expect(reply).toMatch(/not sure how to help/);
  });

  it('passes uploaded images to the model as data URLs (it cannot fetch our private address)', async () => {
    const photo = await uploadFile(cook, tinyPng, 'image/png');
    const list = await uploadFile(cook, Buffer.from('eggs'), 'text/plain');
    model.reply({ content: 'That looks like a ripe avocado.' });
    const first = model.requests.length;
    const stream = await sendChat(cook, {
      message: 'What is this?',
      attachments: [
        { type: 'image', url: photo.url, name: 'avocado.png', size: tinyPng.length, mimeType: 'image/png' },
        { type: 'file', url: list.url, name: 'list.txt', size: 4, mimeType: 'text/plain' },
        { type: 'image', url: 'https://images.example.test/lemon.jpg', name: 'lemon.jpg', size: 10, mimeType: 'image/jpeg' },
      ],
    });
    expect(stream.reply).toBe('That looks like a ripe avocado.');
    expect(sent(first).messages.at(-1)).toEqual({
      role: 'user',
      content: [
        { type: 'text', text: 'What is this?\n[attached file: list.txt, text/plain]' },
        { type: 'image_url', image_url: { url: `data:image/png;base64,${tinyPng.toString('base64')}` } },
        { type: 'image_url', image_url: { url: 'https://images.example.test/lemon.jpg' } },
      ],
    });
  });

  it('saves nothing and sends no chat:done when the client leaves before any text', async () => {
    await cook.agent.delete('/api/chat/messages').expect(204);
    const device = await connectSocket(baseUrl, undefined, cook.cookie);
    sockets.push(device);
    const done = record(device, 'chat:done');
    const tokens = record(device, 'chat:token');
    const created = record(device, 'chat-message:created');
    // the fake waits before its first token; the client hangs up while the model is still waiting
    model.reply({ content: 'This reply is never read by anyone.', delayMs: 500 });
    const served = model.requests.length;
    await new Promise<void>((resolve, reject) => {
      const req = httpRequest(`${baseUrl}/api/chat`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: cook.cookie } }, (res) => {
        expect(res.statusCode).toBe(200);
        res.on('data', () => reject(new Error('no text was expected before hanging up')));
        void eventually(() => expect(model.requests.length).toBe(served + 1)).then(() => {
          req.destroy();
          resolve();
        }, reject);
      });
      req.on('error', (error) => (error.message.includes('socket hang up') || error.message.includes('aborted') ? resolve() : reject(error)));
      req.end(JSON.stringify({ message: 'tell me something long' }));
    });
    // a later exchange completes; by then the abandoned one has long ended
    model.reply({ content: 'Here I am.' });
    const next = await sendChat(cook, 'are you there?');
    await eventually(() => expect(done).toHaveLength(1));
    const saved = await messages();
    expect(saved.map((m) => [m.role, m.content])).toEqual([
      ['user', 'tell me something long'],
      ['user', 'are you there?'],
      ['assistant', 'Here I am.'],
    ]);
    expect(done).toEqual([{ streamId: next.streamId, messageId: saved[2].id, message: saved[2] }]);
    expect(tokens.every((token) => token.streamId === next.streamId)).toBe(true);
    // each saved message is announced once; the abandoned exchange saves its message as it ends,
    // which may be after the next exchange's (the client orders the chat by time sent)
    expect(created.map((m) => m.id).sort()).toEqual(saved.map((m) => m.id).sort());
  });

  it('lets the offline chef answer, and says so, when the model fails before answering', async () => {
    model.reply({ status: 500, error: 'overloaded' }, { status: 500, error: 'overloaded' });
    const reply = await ask(cook, "what's in my fridge?");
    expect(reply).toMatch(/^The AI chef is unavailable right now, so the offline chef is answering\.\n\nHere's what's in your Refrigerator \(\d+ items?\):\n/);
    expect(reply).toContain('- Eggs: 12');
  });
});
