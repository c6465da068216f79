import { request as httpRequest } from 'node:http';
import type { ChatMessage, FoodItem, MealPlan, Recipe, ShoppingItem } from '@sous/contracts';
import { addDays, todayIn } from '@sous/kitchen';
import { json, type SignedInUser, signUp } from '../support/auth.js';
import { addFood, addRecipe, addStorageLocation, household, signUpHousemate } from '../support/factories.js';
import { eventually, record } from '../support/socket-client.js';
import { liveSuite } from '../support/test-app.js';
import { idOf, tinyPng, uploadFile, uploadUrl } from '../uploads/upload-file.js';
import { ask, sendChat } from './chat-stream.js';

describe('chat with the offline chef', () => {
  const suite = liveSuite();
  const today = todayIn(new Date());

  const connect = async (user: SignedInUser) => {
    const [socket] = await suite.connect(user);
    return socket;
  };
  const messages = async (user: SignedInUser) => (await user.agent.get('/api/chat/messages').expect(200)).body as ChatMessage[];
  const foodItems = async (user: SignedInUser) => (await user.agent.get('/api/food-items').expect(200)).body as FoodItem[];
  const named = (items: FoodItem[], name: string) => items.filter((item) => item.name === name);

  /** A cook with the usual three places, and a housemate in the same household. */
  async function kitchen() {
    const { cook, locations } = await household(suite.server, ['Refrigerator', 'Freezer', 'Pantry']);
    const housemate = await signUpHousemate(suite.server, cook);
    return { cook, housemate, places: { fridge: locations.Refrigerator, freezer: locations.Freezer, pantry: locations.Pantry } };
  }

  it('streams the reply as data: {"content":…} events ending with data: [DONE], and saves both messages', async () => {
    const cook = await signUp(suite.server);
    const stream = await sendChat(cook, { message: '  hello  ' });
    expect(stream.status).toBe(200);
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    expect(stream.streamId).toMatch(/^[0-9a-f-]{36}$/);
    expect(stream.raw).toMatch(/^(data: \{"content":"(?:[^"\\]|\\.)*"\}\n\n)+data: \{"content":"","saved":\[.*\]\}\n\ndata: \[DONE\]\n\n$/);
    expect(stream.pieces.length).toBeGreaterThan(3);
    expect(stream.reply).toMatch(/^Hi! I'm your Sous chef\./);

    const saved = await messages(cook);
    expect(saved).toEqual([
      { id: expect.any(String) as unknown, userId: cook.user.id, role: 'user', content: 'hello', timestamp: expect.any(String) as unknown, metadata: null, attachments: [] },
      { id: expect.any(String) as unknown, userId: cook.user.id, role: 'assistant', content: stream.reply, timestamp: expect.any(String) as unknown, metadata: null, attachments: [] },
    ]);
    expect(Date.parse(saved[0].timestamp)).toBeLessThanOrEqual(Date.parse(saved[1].timestamp));
    // the sending device puts these in its history instead of refetching it
    expect(stream.saved).toEqual(saved);
  });

  it.each([
    ['blank text', { message: '   ' }, 'message: Type a message or attach a file'],
    ['no text and no attachment', {}, 'message: Type a message or attach a file'],
    ['text over 4000 characters', { message: 'x'.repeat(4001) }, 'message: must be at most 4000 characters'],
    ['a number', { message: 42 }, 'message: must be text'],
    ['a video', { message: 'hi', attachments: [{ type: 'video', url: '/objects/uploads/a', name: 'a', size: 1, mimeType: 'video/mp4' }] }, 'attachments.0.type: must be image, audio or file'],
    ['a script url', { message: 'hi', attachments: [{ type: 'image', url: 'javascript:alert(1)', name: 'a', size: 1, mimeType: 'image/png' }] }, /^attachments\.0\.url: /],
  ])('refuses %s with 400 and stores nothing', async (_label, body, message) => {
    const cook = await signUp(suite.server);
    const res = await cook.agent.post('/api/chat').send(body).expect(400);
    expect(json(res).message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
    expect(await messages(cook)).toEqual([]);
  });

  it('accepts a message of attachments only, saving them with the message as they were stored', async () => {
    const { cook, housemate } = await kitchen();
    const photo = await uploadFile(housemate, tinyPng, 'image/png');
    const list = await uploadFile(cook, Buffer.from('eggs\nmilk\n'), 'text/plain');
    const attachments = [
      { type: 'image', url: photo.url, name: 'fridge.png', size: tinyPng.length, mimeType: 'image/png' },
      // what the client claims about an upload is replaced by what was stored
      { type: 'image', url: list.url, name: 'list.txt', size: 999, mimeType: 'image/png' },
    ];
    const stream = await sendChat(cook, { message: '', attachments });
    expect(stream.status).toBe(200);
    expect(stream.reply).toMatch(/can't look inside attachments/);
    const [user] = await messages(cook);
    expect(user).toMatchObject({
      role: 'user',
      content: '',
      attachments: [attachments[0], { type: 'file', url: list.url, name: 'list.txt', size: 10, mimeType: 'text/plain' }],
    });
  });

  it("refuses attachments that are not the household's uploads with 400 naming attachments, saving nothing", async () => {
    const { cook } = await kitchen();
    const stranger = await signUp(suite.server);
    const theirs = await uploadFile(stranger, tinyPng, 'image/png');
    const unused = idOf(await uploadUrl(cook));
    const cases = [
      theirs.url,
      `/objects/uploads/${unused}`,
      '/objects/uploads/5d4e3f2a-1b0c-4d9e-8f7a-6b5c4d3e2f1a',
      '/objects/uploads/3f2a',
      '/objects/other/thing',
    ];
    for (const url of cases) {
      const stream = await sendChat(cook, { message: 'look', attachments: [{ type: 'image', url, name: 'photo.png', size: 1, mimeType: 'image/png' }] });
      expect(stream.status).toBe(400);
      expect(JSON.parse(stream.raw)).toMatchObject({ message: expect.stringMatching(/^attachments: /) as unknown });
    }
    expect(await messages(cook)).toEqual([]);
  });

  it('sends the reply to the user\'s other devices, batched, and nothing of it to a housemate', async () => {
    const { cook, housemate } = await kitchen();
    const [otherDevice, housemateDevice] = await Promise.all([connect(cook), connect(housemate)]);
    const tokens = record(otherDevice, 'chat:token');
    const done = record(otherDevice, 'chat:done');
    const created = record(otherDevice, 'chat-message:created');
    const housemateGot = [record(housemateDevice, 'chat:token'), record(housemateDevice, 'chat:done'), record(housemateDevice, 'chat-message:created')];

    const stream = await sendChat(cook, 'what can you do?');
    await eventually(() => expect(done).toHaveLength(1));
    const [user, assistant] = await messages(cook);
    expect(done[0]).toEqual({ streamId: stream.streamId, messageId: assistant.id, message: assistant });
    expect(tokens.every((token) => token.streamId === stream.streamId)).toBe(true);
    expect(tokens.map((token) => token.content).join('')).toBe(stream.reply);
    // batched: far fewer frames than characters, and fewer than the HTTP stream's word groups
    expect(tokens.length).toBeLessThan(stream.reply.length / 20);
    expect(created).toEqual([user, assistant]);
    expect(housemateGot.flat()).toEqual([]);
  });

  it("leaves the asking device's socket out of its own reply's stream: another device of the user gets it, the housemate and another household get nothing", async () => {
    const { cook, housemate } = await kitchen();
    const stranger = await signUp(suite.server);
    const [askingDevice, otherDevice, housemateDevice, strangerDevice] = await Promise.all([connect(cook), connect(cook), connect(housemate), connect(stranger)]);
    const asking = { tokens: record(askingDevice, 'chat:token'), done: record(askingDevice, 'chat:done'), created: record(askingDevice, 'chat-message:created') };
    const other = { tokens: record(otherDevice, 'chat:token'), done: record(otherDevice, 'chat:done') };
    const nobody = [housemateDevice, strangerDevice].flatMap((device) => [record(device, 'chat:token'), record(device, 'chat:done'), record(device, 'chat-message:created')]);

    const stream = await sendChat(cook, 'what can you do?', { socketId: askingDevice.id });
    expect(stream.status).toBe(200);
    await eventually(() => expect(other.done).toHaveLength(1));
    const [user, assistant] = await messages(cook);
    expect(other.tokens.map((token) => token.content).join('')).toBe(stream.reply);
    expect(other.done[0]).toEqual({ streamId: stream.streamId, messageId: assistant.id, message: assistant });
    // the saved messages are entity events: every device upserts them by id, the asking one too
    await eventually(() => expect(asking.created).toEqual([user, assistant]));
    // the asking device read this reply from its response only
    expect(asking.tokens).toEqual([]);
    expect(asking.done).toEqual([]);
    expect(nobody.flat()).toEqual([]);

    // its next message, asked from the other device, streams to the first one and not back to the asker
    const second = await sendChat(cook, 'hi', { socketId: otherDevice.id });
    await eventually(() => expect(asking.done).toHaveLength(1));
    expect(asking.tokens.map((token) => token.content).join('')).toBe(second.reply);
    expect(other.done).toHaveLength(1);
    expect(other.tokens.every((token) => token.streamId === stream.streamId)).toBe(true);
  });

  it.each([
    ['a value that is no socket id', 'not a socket id!'],
    ['one too long', 'x'.repeat(65)],
  ])('refuses %s in x-chat-socket-id with 400 naming the header, storing nothing', async (_label, socketId) => {
    const cook = await signUp(suite.server);
    const stream = await sendChat(cook, 'hi', { socketId });
    expect(stream.status).toBe(400);
    expect(JSON.parse(stream.raw)).toMatchObject({ message: 'x-chat-socket-id: must be a socket id' });
    expect(await messages(cook)).toEqual([]);
  });

  it('clears the chat on every device of the user and only theirs', async () => {
    const { cook, housemate } = await kitchen();
    await ask(cook, 'hi');
    await ask(housemate, 'hi');
    const [otherDevice, housemateDevice] = await Promise.all([connect(cook), connect(housemate)]);
    const cleared = record(otherDevice, 'chat:cleared');
    const housemateCleared = record(housemateDevice, 'chat:cleared');
    await cook.agent.delete('/api/chat/messages').expect(204);
    expect(await messages(cook)).toEqual([]);
    expect(await messages(housemate)).toHaveLength(2);
    await eventually(() => expect(cleared).toEqual([{ clearedAt: expect.any(String) as unknown }]));
    expect(housemateCleared).toEqual([]);
  });

  it("saves the client's note of a created recipe, and refuses user notes", async () => {
    const cook = await signUp(suite.server);
    const device = await connect(cook);
    const created = record(device, 'chat-message:created');
    const recipeId = '0d9f3c4e-8c1b-4d5e-9f6a-1b2c3d4e5f60';
    const note = json(
      await cook.agent.post('/api/chat/messages').send({ role: 'assistant', content: ' Created recipe: Shakshuka ', metadata: JSON.stringify({ recipeId }) }).expect(201),
    );
    expect(note).toMatchObject({ role: 'assistant', content: 'Created recipe: Shakshuka', metadata: `{"recipeId":"${recipeId}"}`, attachments: [] });
    const withObject = json(await cook.agent.post('/api/chat/messages').send({ role: 'system', content: 'Noted', metadata: { recipeId } }).expect(201));
    expect(withObject.metadata).toBe(`{"recipeId":"${recipeId}"}`);
    expect(json(await cook.agent.post('/api/chat/messages').send({ role: 'user', content: 'fake' }).expect(400)).message).toBe('role: must be assistant or system');
    expect(json(await cook.agent.post('/api/chat/messages').send({ role: 'assistant', content: '  ' }).expect(400)).message).toBe('content: Required');
    expect((await messages(cook)).map((m) => m.content)).toEqual(['Created recipe: Shakshuka', 'Noted']);
    await eventually(() => expect(created.map((m) => m.id)).toEqual([note.id, withObject.id]));
  });

  it('keeps what was written when the client leaves mid-reply', async () => {
    const cook = await signUp(suite.server);
    const device = await connect(cook);
    const done = record(device, 'chat:done');
    const full = await ask(cook, 'help');
    await cook.agent.delete('/api/chat/messages').expect(204);

    await new Promise<void>((resolve, reject) => {
      const req = httpRequest(`${suite.baseUrl}/api/chat`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: cook.cookie } }, (res) => {
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      });
      req.on('error', (error) => (error.message.includes('socket hang up') || error.message.includes('aborted') ? resolve() : reject(error)));
      req.end(JSON.stringify({ message: 'help' }));
    });
    await eventually(() => expect(done).toHaveLength(2));
    const [, partial] = await messages(cook);
    expect(partial.role).toBe('assistant');
    expect(partial.content.length).toBeGreaterThan(0);
    expect(partial.content.length).toBeLessThan(full.length);
    expect(full.startsWith(partial.content)).toBe(true);
    expect(done[1].messageId).toBe(partial.id);
    // the partial reply as saved: other devices replace what they streamed with it
    expect(done[1].message).toEqual(partial);
  });

  describe('acting on the kitchen through the same commands as the REST routes', () => {
    it('adds food to a storage location named loosely ("fridge" is the Refrigerator), and every household device hears of it', async () => {
      const { cook, housemate, places } = await kitchen();
      const [housemateDevice] = await Promise.all([connect(housemate)]);
      const added = record(housemateDevice, 'food-item:created');

      const reply = await ask(cook, 'add 2 pounds of chicken to my fridge');
      expect(reply).toMatch(/^Added 2 lb of Chicken to the Refrigerator\. It expires (today|tomorrow|in \d+ days) \(\d{4}-\d{2}-\d{2}\)\.$/);
      const chicken = named(await foodItems(cook), 'Chicken');
      expect(chicken).toEqual([expect.objectContaining({ quantity: '2', unit: 'lb', storageLocationId: places.fridge, userId: cook.user.id })]);
      await eventually(() => expect(added).toEqual([chicken[0]]));

      expect(await ask(cook, 'put a dozen eggs in the fridge')).toMatch(/^Added 12 Eggs to the Refrigerator\./);
      expect(named(await foodItems(cook), 'Eggs')).toEqual([expect.objectContaining({ quantity: '12', unit: 'item', storageLocationId: places.fridge })]);
    });

    it('says what the inventory did when food joins a card: the amount grew to a new total, or a new lot', async () => {
      const { cook, housemate, places } = await kitchen();
      const stranger = await signUp(suite.server);
      await addStorageLocation(stranger, 'Refrigerator');
      const [housemateDevice, strangerDevice] = await Promise.all([connect(housemate), connect(stranger)]);
      const updated = record(housemateDevice, 'food-item:updated');
      const created = record(housemateDevice, 'food-item:created');
      const leaked = [record(strangerDevice, 'food-item:created'), record(strangerDevice, 'food-item:updated')];
      const inAWeek = addDays(today, 7);

      expect(await ask(cook, 'add 1 lb of chicken to the fridge that expires in 7 days')).toMatch(/^Added 1 lb of Chicken to the Refrigerator\. It expires in 7 days/);
      // the housemate's words, the same food and day: one card whose lot grew, 16 oz counted as 1 lb
      const merged = await ask(housemate, 'put 16 oz of chicken in the fridge that expires in 7 days');
      expect(merged).toBe(`Added 16 oz to Chicken in the Refrigerator — now 2 lb. It expires in 7 days (${inAWeek}).`);
      const lots = named(await foodItems(cook), 'Chicken');
      expect(lots).toEqual([expect.objectContaining({ quantity: '2', unit: 'lb', storageLocationId: places.fridge, expirationDate: inAWeek, version: 2 })]);
      await eventually(() => expect(updated).toEqual([lots[0]]));

      // another day: a second lot of the same card, the total over both
      const later = addDays(today, 10);
      expect(await ask(cook, 'add 1 lb of chicken to the fridge that expires in 10 days')).toBe(
        `Added 1 lb to Chicken in the Refrigerator as a new lot expiring ${later} — now 3 lb in 2 lots.`,
      );
      expect(named(await foodItems(cook), 'Chicken').map((lot) => [lot.quantity, lot.expirationDate])).toEqual([
        ['2', inAWeek],
        ['1', later],
      ]);
      await eventually(() => expect(created).toHaveLength(2));
      // another household's fridge of the same name is untouched and hears nothing
      expect((await stranger.agent.get('/api/food-items').expect(200)).body).toEqual([]);
      expect(leaked.flat()).toEqual([]);
    });

    it('uses, finishes and throws away food, asking which one when a name fits two items', async () => {
      const { cook, housemate, places } = await kitchen();
      const housemateDevice = await connect(housemate);
      const updated = record(housemateDevice, 'food-item:updated');
      const deleted = record(housemateDevice, 'food-item:deleted');
      const eggs = await addFood(cook, places.fridge, { name: 'Eggs', quantity: '12' });
      // two kinds of milk the catalog keeps apart (whole milk is simply 'Milk')
      const whole = await addFood(cook, places.fridge, { name: 'Almond milk' });
      const oat = await addFood(cook, places.pantry, { name: 'Oat milk' });
      const spinach = await addFood(cook, places.fridge, { name: 'Spinach', quantity: '1', unit: 'bag' });

      expect(await ask(cook, 'I used 3 eggs')).toBe('Used 3 Eggs. 9 left in Refrigerator.');
      expect(named(await foodItems(cook), 'Eggs')[0]).toMatchObject({ id: eggs.id, quantity: '9', version: 2 });
      await eventually(() => expect(updated.map((item) => item.id)).toEqual([eggs.id]));

      const before = await foodItems(cook);
      // both expire the same day, so the list's order (then by name) decides which is named first
      expect(await ask(cook, 'we finished the milk')).toBe('Which milk: Almond milk or Oat milk?');
      expect(await foodItems(cook)).toEqual(before);
      expect(await ask(cook, 'the oat milk')).toBe('Used up 1 Oat milk, so I removed Oat milk from Pantry.');
      const after = await foodItems(cook);
      expect(after.map((item) => item.id)).toContain(whole.id);
      expect(after.map((item) => item.id)).not.toContain(oat.id);

      expect(await ask(cook, 'throw away the spinach')).toBe('Threw away 1 bag of Spinach, so I removed Spinach from Refrigerator.');
      expect((await foodItems(cook)).map((item) => item.id)).not.toContain(spinach.id);
      await eventually(() => expect(deleted).toEqual([{ id: oat.id }, { id: spinach.id }]));
    });

    it('sets a card to what is left ("we\'re down to 2 eggs"), and every household device hears of it; another household hears nothing', async () => {
      const { cook, housemate, places } = await kitchen();
      const stranger = await signUp(suite.server);
      const [housemateDevice, strangerDevice] = await Promise.all([connect(housemate), connect(stranger)]);
      const updated = record(housemateDevice, 'food-item:updated');
      const leaked = record(strangerDevice, 'food-item:updated');
      const eggs = await addFood(cook, places.fridge, { name: 'Eggs', quantity: '12' });

      expect(await ask(cook, "we're down to 2 eggs")).toBe('Updated: used 10 Eggs. 2 left in Refrigerator.');
      expect(named(await foodItems(cook), 'Eggs')[0]).toMatchObject({ id: eggs.id, quantity: '2', version: 2 });
      await eventually(() => expect(updated.map((item) => [item.id, item.quantity])).toEqual([[eggs.id, '2']]));
      expect(await ask(cook, 'there are 5 eggs left')).toBe('You have 2 Eggs, less than that, so nothing changed. To add some, say "add 3 eggs".');
      expect(named(await foodItems(cook), 'Eggs')[0]).toMatchObject({ quantity: '2', version: 2 });
      expect(leaked).toEqual([]);
    });

    it('asks how much when it was not said, and takes the answer', async () => {
      const { cook, places } = await kitchen();
      await addFood(cook, places.fridge, { name: 'Butter', quantity: '4', unit: 'stick' });
      expect(await ask(cook, 'I used the butter')).toBe('How much Butter did you use? You have 4 sticks.');
      expect(named(await foodItems(cook), 'Butter')[0].quantity).toBe('4');
      expect(await ask(cook, '1')).toBe('Used 1 stick of Butter. 3 sticks left in Refrigerator.');
      expect(named(await foodItems(cook), 'Butter')[0].quantity).toBe('3');
    });

    it('moves food between locations with the item\'s current version', async () => {
      const { cook, places } = await kitchen();
      const bread = await addFood(cook, places.pantry, { name: 'Bread' });
      await cook.agent.patch(`/api/food-items/${bread.id}`).send({ version: 1, quantity: '2' }).expect(200);
      expect(await ask(cook, 'move the bread to the freezer')).toBe('Moved 2 Bread from Pantry to Freezer.');
      expect(named(await foodItems(cook), 'Bread')[0]).toMatchObject({ storageLocationId: places.freezer, version: 3 });
      expect(await ask(cook, 'move the bread to the freezer')).toBe('The Bread is already in Freezer, so nothing changed.');
    });

    it("says what's expiring and what's in a place", async () => {
      const { cook, places } = await kitchen();
      await addFood(cook, places.fridge, { name: 'Yogurt', expirationDate: addDays(today, 1) });
      await addFood(cook, places.pantry, { name: 'Rice', quantity: '2', unit: 'lb', expirationDate: addDays(today, 300) });
      const expiring = await ask(cook, "what's expiring?");
      expect(expiring).toContain('- Yogurt (1, Refrigerator): expires tomorrow');
      expect(expiring).not.toContain('Rice');
      expect(await ask(cook, "what's in my pantry?")).toBe("Here's what's in your Pantry (1 item):\n- Rice: 2 lb, expires in 300 days");
      expect(await ask(cook, "what's in my garage?")).toBe("You don't have a storage location called \"garage\". Your storage locations are Refrigerator, Freezer and Pantry.");
    });

    it('adds to the shared shopping list', async () => {
      const { cook, housemate } = await kitchen();
      expect(await ask(cook, 'add olive oil to my shopping list')).toBe('Added Olive oil to your shopping list.');
      const list = (await housemate.agent.get('/api/shopping-list/items').expect(200)).body as ShoppingItem[];
      expect(list).toEqual([expect.objectContaining({ ingredient: 'Olive oil', quantity: null, userId: cook.user.id })]);
    });

    it('plans a cookbook recipe by name, and offers to write one when there is none', async () => {
      const { cook, places } = await kitchen();
      const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
      const friday = addDays(today, (5 - weekday + 7) % 7);

      const missing = await ask(cook, 'plan lasagna for dinner on Friday');
      expect(missing).toBe('I couldn\'t find "lasagna" in your cookbook, so nothing is planned. Want me to come up with a dinner recipe from what you have instead? Just say yes.');
      expect((await cook.agent.get('/api/meal-plans').expect(200)).body).toEqual([]);

      const recipe = await addRecipe(cook, { title: 'Classic lasagna', ingredients: ['12 lasagna noodles'], instructions: ['Layer and bake.'] });
      const reply = await ask(cook, 'plan lasagna for dinner on Friday');
      expect(reply).toMatch(new RegExp(`^Planned Classic lasagna for dinner on .*${friday}.*, 1 serving\\.$`));
      const plans = (await cook.agent.get('/api/meal-plans').expect(200)).body as MealPlan[];
      expect(plans).toEqual([expect.objectContaining({ recipeId: recipe.id, date: friday, mealType: 'dinner', servings: 1 })]);

      await addFood(cook, places.fridge, { name: 'Eggs', quantity: '6' });
      await ask(cook, 'plan moussaka for dinner tomorrow');
      const written = await ask(cook, 'yes');
      const answer = (await messages(cook)).at(-1)!;
      expect(written).toMatch(/I saved it to your cookbook/);
      expect(JSON.parse(answer.metadata!)).toEqual({ recipeId: expect.any(String) as unknown });
    });

    it('writes recipes from what is on hand, remembering the recipe in the message', async () => {
      const { cook, places } = await kitchen();
      for (const [name, quantity, unit] of [['Chicken breast', '2', 'lb'], ['Rice', '2', 'lb'], ['Eggs', '12', 'item'], ['Spinach', '1', 'bag'], ['Tomatoes', '4', 'item'], ['Onion', '2', 'item']]) {
        await addFood(cook, places.fridge, { name, quantity, unit });
      }
      const reply = await ask(cook, 'what can I make with chicken and rice?');
      const recipes = (await cook.agent.get('/api/recipes').expect(200)).body as Recipe[];
      expect(recipes).toHaveLength(1);
      expect(reply).toContain(`**${recipes[0].title}**`);
      expect(reply).toMatch(/I saved it to your cookbook/);
      const assistant = (await messages(cook)).at(-1)!;
      expect(JSON.parse(assistant.metadata!)).toEqual({ recipeId: recipes[0].id });

      const vegetarian = await ask(cook, 'give me a quick vegetarian dinner');
      const after = (await cook.agent.get('/api/recipes').expect(200)).body as Recipe[];
      expect(after).toHaveLength(2);
      const newest = after.find((r) => r.id !== recipes[0].id)!;
      expect(vegetarian).toContain(`**${newest.title}**`);
      expect(newest.ingredients.join(' ')).not.toMatch(/chicken/i);
    });

    it('explains cooking terms from the glossary, and says when it does not know one', async () => {
      const cook = await signUp(suite.server);
      expect(await ask(cook, 'what does julienne mean?')).toMatch(/^\*\*Julienne\*\*: \S.+/);
      expect(await ask(cook, 'what does flambuzzle mean?')).toBe('I don\'t know the term "flambuzzle" yet.');
    });

    it('answers what it does not understand with what it can do', async () => {
      const cook = await signUp(suite.server);
      // an off-topic question gets a plain decline (issue 31); words it cannot read at all get the menu
      const reply = await ask(cook, 'purple monkey dishwasher');
      expect(reply).toMatch(/^I'm not sure what you mean\. Here's what I can do for you:/);
      expect(reply).toContain('"add 2 pounds of chicken to my fridge"');
      expect(reply).toContain('"plan lasagna for dinner on Friday"');
    });
  });
});
