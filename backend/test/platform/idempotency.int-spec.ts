import request from 'supertest';
import type { FoodItem, ShoppingItem } from '@sous/contracts';
import { idempotencyMessages } from '#platform/http/idempotency.middleware.js';
import { json, signUp } from '../support/auth.js';
import { addStorageLocation } from '../support/factories.js';
import { eventually, record } from '../support/socket-client.js';
import { liveSuite } from '../support/test-app.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Idempotency-Key on writes', () => {
  const suite = liveSuite();

  it('adds one shopping entry and sends one event for a repeated POST, replaying the first answer', async () => {
    const cook = await signUp(suite.server);
    const [socket] = await suite.connect(cook);
    const created = record(socket, 'shopping-item:created');
    const send = () => cook.agent.post('/api/shopping-list/items').set('Idempotency-Key', 'key-milk-1').send({ ingredient: 'Milk', quantity: '1', unit: 'l' });
    const first = await send().expect(201);
    const again = await send().expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    // the merge rule would have turned a second add into 2 l: the quantity proves it ran once
    const list = (await cook.agent.get('/api/shopping-list/items').expect(200)).body as ShoppingItem[];
    expect(list).toEqual([expect.objectContaining({ ingredient: 'Milk', quantity: '1', unit: 'l' })]);
    await eventually(() => expect(created).toHaveLength(1));
    await pause(100);
    expect(created).toHaveLength(1);
    socket.close();
  });

  it('creates one food item when the same POST arrives twice at once', async () => {
    const cook = await signUp(suite.server);
    const fridge = await addStorageLocation(cook, 'Fridge');
    const [socket] = await suite.connect(cook);
    const created = record(socket, 'food-item:created');
    const body = { name: 'Yogurt', quantity: '2', unit: 'item', storageLocationId: fridge };
    const [a, b] = await Promise.all(
      [1, 2].map(() => cook.agent.post('/api/food-items').set('Idempotency-Key', 'same-yogurt').send(body)),
    );
    expect([a.status, b.status]).toEqual([201, 201]);
    expect((a.body as FoodItem).id).toBe((b.body as FoodItem).id);
    const items = (await cook.agent.get('/api/food-items').expect(200)).body as FoodItem[];
    expect(items.map((item) => item.name)).toEqual(['Yogurt']);
    await eventually(() => expect(created).toHaveLength(1));
    await pause(100);
    expect(created).toHaveLength(1);
    socket.close();
  });

  it('keeps keys per user: the same key from two users makes two entries', async () => {
    const cook = await signUp(suite.server);
    const stranger = await signUp(suite.server);
    await cook.agent.post('/api/shopping-list/items').set('Idempotency-Key', 'shared-key').send({ ingredient: 'Eggs' }).expect(201);
    const theirs = await stranger.agent.post('/api/shopping-list/items').set('Idempotency-Key', 'shared-key').send({ ingredient: 'Eggs' }).expect(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect((await stranger.agent.get('/api/shopping-list/items').expect(200)).body).toHaveLength(1);
    expect((await cook.agent.get('/api/shopping-list/items').expect(200)).body).toHaveLength(1);
  });

  it('refuses a key reused for another request with 422, and a malformed key with 400', async () => {
    const cook = await signUp(suite.server);
    await cook.agent.post('/api/shopping-list/items').set('Idempotency-Key', 'reused').send({ ingredient: 'Tea' }).expect(201);
    const other = await cook.agent.post('/api/shopping-list/items').set('Idempotency-Key', 'reused').send({ ingredient: 'Coffee' }).expect(422);
    expect(json(other).message).toBe(idempotencyMessages.reused);
    const entry = ((await cook.agent.get('/api/shopping-list/items').expect(200)).body as ShoppingItem[])[0];
    await cook.agent.delete(`/api/shopping-list/items/${entry.id}`).set('Idempotency-Key', 'reused').expect(422);
    const bad = await cook.agent.post('/api/shopping-list/items').set('Idempotency-Key', 'has spaces').send({ ingredient: 'Tea' }).expect(400);
    expect(json(bad).message).toBe(idempotencyMessages.invalidKey);
  });

  it('replays a delete as its 204 and leaves writes without a key alone', async () => {
    const cook = await signUp(suite.server);
    const entry = (await cook.agent.post('/api/shopping-list/items').send({ ingredient: 'Rice' }).expect(201)).body as ShoppingItem;
    await cook.agent.delete(`/api/shopping-list/items/${entry.id}`).set('Idempotency-Key', 'del-rice').expect(204);
    const again = await cook.agent.delete(`/api/shopping-list/items/${entry.id}`).set('Idempotency-Key', 'del-rice').expect(204);
    expect(again.headers['idempotent-replayed']).toBe('true');
    // without a key the same delete reaches the handler, which finds nothing
    await cook.agent.delete(`/api/shopping-list/items/${entry.id}`).expect(404);
  });

  it('does not keep an answer for a caller without a session', async () => {
    await request(suite.server).post('/api/shopping-list/items').set('Idempotency-Key', 'anon').send({ ingredient: 'Tea' }).expect(401);
  });
});
