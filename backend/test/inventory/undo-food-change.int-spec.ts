import type { FoodItem } from '@sous/contracts';
import { addDays, todayIn } from '@sous/kitchen';
import { randomUUID } from 'node:crypto';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { App } from 'supertest/types.js';
import { UndoClock } from '../../src/modules/inventory/commands/undo-food-change/undo-clock.js';
import { json, type SignedInUser, signUp } from '../support/auth.js';
import { addFood, addStorageLocation, type FoodToAdd, signUpHousemate } from '../support/factories.js';
import { connectSocket, eventually, record, type TestSocket } from '../support/socket-client.js';
import { listeningTestApp, type ListeningTestApp } from '../support/test-app.js';

/** The undo window's clock, moved by the test instead of sleeping through 15 s. */
class MovableClock extends UndoClock {
  offsetMs = 0;
  override now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
}

type Used = { item: FoodItem | null; taken: string; unit: string; undo: { token: string; expiresAt: string } };

/** Issue 29: Undo after Use and Throw away restores the lots exactly, for every device of the household. */
describe('undo of Use and Throw away', () => {
  let testApp: ListeningTestApp;
  let server: App;
  let baseUrl: string;
  let cook: SignedInUser;
  let housemate: SignedInUser;
  let stranger: SignedInUser;
  let fridgeId: string;
  const clock = new MovableClock();
  const sockets: TestSocket[] = [];
  const today = todayIn(new Date());

  beforeAll(async () => {
    testApp = await listeningTestApp({ override: (builder) => builder.overrideProvider(UndoClock).useValue(clock) });
    ({ server, baseUrl } = testApp);
    cook = await signUp(server);
    housemate = await signUpHousemate(server, cook);
    stranger = await signUp(server);
    fridgeId = await addStorageLocation(cook, 'Fridge', 'refrigerator');
  });
  afterEach(() => {
    clock.offsetMs = 0;
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(() => testApp.close());

  const add = (food: FoodToAdd) => addFood(cook, fridgeId, food);
  const get = (id: string) => cook.agent.get(`/api/food-items/${id}`);
  const undo = (token: string, who = cook) => who.agent.post('/api/food-items/undo').send({ token });
  /** What the analytics and nutrition read: the household's eaten and wasted records. */
  const eventsOf = (itemIds: string[]) =>
    testApp.app
      .get(SqlEntityManager)
      .fork()
      .execute<{ food_item_id: string; kind: string }[]>('select food_item_id, kind from food_item_events where food_item_id = any(?::uuid[])', [`{${itemIds.join(',')}}`]);
  /** Every column of the lots, as stored, but their versions. */
  const stored = async (ids: string[]) =>
    (
      await testApp.app
        .get(SqlEntityManager)
        .fork()
        .execute<Record<string, unknown>[]>('select * from food_items where id = any(?::uuid[]) order by id', [`{${ids.join(',')}}`])
    ).map(({ version: _version, ...row }) => row);

  it('restores a card Throw away emptied: both lots come back exactly, with their ids, and the waste record goes', async () => {
    const soon = await add({ name: 'Milk', quantity: '2', unit: 'cup', expirationDate: addDays(today, 2), price: 3.2 });
    const later = await add({ name: 'Milk', quantity: '3', unit: 'cup', expirationDate: addDays(today, 9) });
    expect(later.id).not.toBe(soon.id);
    expect(later.foodKey).toBe(soon.foodKey);
    const before = await stored([soon.id, later.id]);
    const [deviceA, deviceB, other] = await Promise.all([
      connectSocket(baseUrl, undefined, cook.cookie),
      connectSocket(baseUrl, undefined, housemate.cookie),
      connectSocket(baseUrl, undefined, stranger.cookie),
    ]);
    sockets.push(deviceA, deviceB, other);

    const used = json(await cook.agent.post(`/api/food-items/${soon.id}/discard`).send({ quantity: '5', reason: 'spoiled' }).expect(200)) as unknown as Used;
    expect(used).toMatchObject({ item: null, taken: '5', unit: 'cup' });
    expect(Object.keys(used.undo).sort()).toEqual(['expiresAt', 'token']);
    await get(soon.id).expect(404);
    await get(later.id).expect(404);
    expect(await eventsOf([soon.id, later.id])).toHaveLength(2);

    const created = [record(deviceA, 'food-item:created'), record(deviceB, 'food-item:created'), record(other, 'food-item:created')];
    const answer = json(await undo(used.undo.token).expect(200)) as { restored: FoodItem[] };
    expect(answer.restored.map((lot) => lot.id).sort()).toEqual([soon.id, later.id].sort());
    expect(await stored([soon.id, later.id])).toEqual(before);
    expect(json(await get(soon.id).expect(200))).toMatchObject({ quantity: '2', unit: 'cup', expirationDate: addDays(today, 2), unitPrice: soon.unitPrice, version: soon.version + 1 });
    expect(await eventsOf([soon.id, later.id])).toEqual([]);

    // both devices of the household see the lots come back; the other household sees nothing
    await eventually(() => {
      for (const seen of created.slice(0, 2)) expect(seen.map((lot) => lot.id).sort()).toEqual([soon.id, later.id].sort());
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(created[2]).toEqual([]);

    // single use: a second undo restores nothing
    const again = await undo(used.undo.token).expect(409);
    expect(json(again)).toMatchObject({ code: 'inventory.undo-refused', message: 'This was already undone.' });
    expect(json(await get(soon.id).expect(200)).quantity).toBe('2');
  });

  it('restores what Use took from a lot that stays, and forgets the eaten record', async () => {
    const milk = await add({ name: 'Oat milk', quantity: '2', unit: 'pint', expirationDate: addDays(today, 5) });
    const [device] = await Promise.all([connectSocket(baseUrl, undefined, housemate.cookie)]);
    sockets.push(device);
    const updated = record(device, 'food-item:updated');
    const used = json(await housemate.agent.post(`/api/food-items/${milk.id}/consume`).send({ quantity: '0.5' }).expect(200)) as unknown as Used;
    expect(used.item).toMatchObject({ quantity: '1.5' });
    expect(await eventsOf([milk.id])).toEqual([{ food_item_id: milk.id, kind: 'consumed' }]);

    // anyone of the household may undo it
    const answer = json(await undo(used.undo.token).expect(200)) as { restored: FoodItem[] };
    expect(answer.restored).toEqual([expect.objectContaining({ id: milk.id, quantity: '2', unit: 'pint', version: milk.version + 2 })]);
    expect(await eventsOf([milk.id])).toEqual([]);
    await eventually(() => expect(updated.at(-1)).toMatchObject({ id: milk.id, quantity: '2' }));
  });

  it("answers 404 for another household's token and for an unknown one, and 400 for a malformed one", async () => {
    const eggs = await add({ name: 'Eggs', quantity: '12', unit: 'item' });
    const used = json(await cook.agent.post(`/api/food-items/${eggs.id}/consume`).send({ quantity: '2' }).expect(200)) as unknown as Used;
    expect(json(await undo(used.undo.token, stranger).expect(404))).toMatchObject({ code: 'inventory.undo-not-found' });
    await undo(randomUUID()).expect(404);
    expect(json(await undo('not-a-token').expect(400)).message).toMatch(/^token: /);
    // the stranger's try used nothing up: the household can still undo
    await undo(used.undo.token).expect(200);
    expect(json(await get(eggs.id).expect(200)).quantity).toBe('12');
  });

  it('refuses with 409, restoring nothing, once someone changed the lot again', async () => {
    const cheese = await add({ name: 'Cheddar', quantity: '400', unit: 'g', expirationDate: addDays(today, 20) });
    const used = json(await cook.agent.post(`/api/food-items/${cheese.id}/consume`).send({ quantity: '100' }).expect(200)) as unknown as Used;
    const theirs = json(await housemate.agent.patch(`/api/food-items/${cheese.id}`).send({ version: used.item!.version, quantity: '250' }).expect(200));
    const refused = await undo(used.undo.token).expect(409);
    expect(json(refused).message).toMatch(/changed again since/);
    expect(json(await get(cheese.id).expect(200))).toMatchObject({ quantity: '250', version: theirs.version });
    expect(await eventsOf([cheese.id])).toHaveLength(1);
  });

  it('refuses with 409 after the undo window, without sleeping through it', async () => {
    const bread = await add({ name: 'Sourdough', quantity: '1', unit: 'loaf' });
    const used = json(await cook.agent.post(`/api/food-items/${bread.id}/discard`).send({ quantity: '1' }).expect(200)) as unknown as Used;
    expect(Date.parse(used.undo.expiresAt) - Date.now()).toBeGreaterThan(10_000);
    clock.offsetMs = 16_000;
    expect(json(await undo(used.undo.token).expect(409)).message).toMatch(/^Too late to undo/);
    await get(bread.id).expect(404);
    expect(await eventsOf([bread.id])).toHaveLength(1);
  });
});
