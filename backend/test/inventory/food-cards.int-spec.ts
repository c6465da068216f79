import { randomUUID } from 'node:crypto';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { FoodItem, UpdatedFoodCard } from '@sous/contracts';
import { addDays, shelfLifeDaysFor, todayIn } from '@sous/kitchen';
import { backfillFoodKeys } from '../../src/modules/inventory/jobs/food-key-backfill.js';
import { json, type SignedInUser, signUp } from '../support/auth.js';
import { addStorageLocation, household } from '../support/factories.js';
import { eventually, record } from '../support/socket-client.js';
import { liveSuite } from '../support/test-app.js';

/** Issue 16: edits that make two lots identical merge them; a card's name, category and place change in one request; old rows get canonical keys. */
describe('food cards: merging edits, card-wide edits, canonical keys of old rows', () => {
  const suite = liveSuite();
  const today = todayIn(new Date());

  async function kitchen() {
    const { cook, locations } = await household(suite.server, ['Refrigerator', 'Freezer']);
    return { cook, fridgeId: locations.Refrigerator, freezerId: locations.Freezer };
  }

  const rows = async (cook: SignedInUser) => json(await cook.agent.get('/api/food-items').expect(200)) as unknown as FoodItem[];
  const add = async (cook: SignedInUser, body: Record<string, unknown>) => json(await cook.agent.post('/api/food-items').send(body).expect(201)) as unknown as FoodItem;

  /** A second device of the household, and one of another household that must hear nothing. */
  async function devices(cook: SignedInUser) {
    const stranger = await signUp(suite.server);
    const [deviceB, other] = await suite.connect(cook, stranger);
    const otherGot = [record(other, 'food-item:created'), record(other, 'food-item:updated'), record(other, 'food-item:deleted')];
    return {
      stranger,
      updated: record(deviceB, 'food-item:updated'),
      deleted: record(deviceB, 'food-item:deleted'),
      otherHeardNothing: async () => {
        const marker = record(other, 'storage-location:created');
        await addStorageLocation(stranger, 'Cellar');
        await eventually(() => expect(marker).toHaveLength(1));
        expect(otherGot.flat()).toEqual([]);
      },
    };
  }

  it('merges a lot renamed into a food the place already holds at that date, like an add would', async () => {
    const { cook, fridgeId } = await kitchen();
    const { updated, deleted, otherHeardNothing } = await devices(cook);
    const date = addDays(today, 4);
    const breast = await add(cook, { name: 'Chicken breast', quantity: '1', unit: 'lb', storageLocationId: fridgeId, expirationDate: date });
    const typo = await add(cook, { name: 'Chikn thing', quantity: '8', unit: 'oz', storageLocationId: fridgeId, expirationDate: date });
    expect(typo.foodKey).not.toBe('chicken-breast');

    // "chicken" means the household's chicken breast, like every add resolves it
    const answer = json(await cook.agent.patch(`/api/food-items/${typo.id}`).send({ version: typo.version, name: 'chicken' }).expect(200));
    expect(answer).toMatchObject({ id: breast.id, foodKey: 'chicken-breast', name: 'Chicken breast', quantity: '1.5', unit: 'lb', version: 2 });
    expect(answer.merge).toEqual({
      outcome: 'merged',
      message: 'Merged 8 oz into Chicken breast in the Refrigerator — now 1.5 lb',
      total: { quantity: '1.5', unit: 'lb' },
      lots: 1,
    });
    expect(await rows(cook)).toEqual([expect.objectContaining({ id: breast.id, quantity: '1.5' })]);
    await cook.agent.get(`/api/food-items/${typo.id}`).expect(404);
    await eventually(() => {
      expect(deleted).toEqual([{ id: typo.id }]);
      expect(updated).toEqual([expect.objectContaining({ id: breast.id, quantity: '1.5', version: 2 })]);
    });
    await otherHeardNothing();
  });

  it('merges a lot moved beside an identical one, and keeps lots of other dates or units apart', async () => {
    const { cook, fridgeId, freezerId } = await kitchen();
    const date = addDays(today, 30);
    const frozen = await add(cook, { name: 'Butter', quantity: '2', unit: 'stick', storageLocationId: freezerId, expirationDate: date });
    const cold = await add(cook, { name: 'Butter', quantity: '1', unit: 'stick', storageLocationId: fridgeId, expirationDate: addDays(today, 10) });
    const moved = json(
      await cook.agent.patch(`/api/food-items/${cold.id}`).send({ version: 1, storageLocationId: freezerId, expirationDate: date }).expect(200),
    );
    expect(moved).toMatchObject({ id: frozen.id, quantity: '3', unit: 'stick', storageLocationId: freezerId });
    expect((moved.merge as { message: string }).message).toBe('Merged 1 stick into Butter in the Freezer — now 3 sticks');

    // another date: a lot of its own, no merge
    const later = await add(cook, { name: 'Butter', quantity: '1', unit: 'stick', storageLocationId: fridgeId, expirationDate: addDays(today, 12) });
    const apart = json(await cook.agent.patch(`/api/food-items/${later.id}`).send({ version: 1, storageLocationId: freezerId, keepExpirationDate: true }).expect(200));
    expect(apart).toMatchObject({ id: later.id, storageLocationId: freezerId, expirationDate: addDays(today, 12) });
    expect(apart.merge).toBeUndefined();
    expect((await rows(cook)).map((row) => [row.quantity, row.expirationDate]).sort()).toEqual([
      ['1', addDays(today, 12)],
      ['3', date],
    ]);
  });

  it('renames and moves a whole card in one request, merging into the lots already there, one event per row', async () => {
    const { cook, fridgeId, freezerId } = await kitchen();
    const { updated, deleted, otherHeardNothing } = await devices(cook);
    const soon = addDays(today, 3);
    const later = addDays(today, 8);
    const a = await add(cook, { name: 'Ground beef', quantity: '1', unit: 'lb', storageLocationId: fridgeId, expirationDate: soon });
    const b = await add(cook, { name: 'Ground beef', quantity: '2', unit: 'lb', storageLocationId: fridgeId, expirationDate: later });
    // the freezer already holds beef with the later date
    const there = await add(cook, { name: 'Ground beef', quantity: '16', unit: 'oz', storageLocationId: freezerId, expirationDate: later });

    const card = json(
      await cook.agent
        .patch(`/api/food-items/${a.id}/card`)
        .send({ lots: [{ id: a.id, version: 1 }, { id: b.id, version: 1 }], storageLocationId: freezerId, foodCategory: 'Beef Products', keepExpirationDate: true })
        .expect(200),
    ) as unknown as UpdatedFoodCard;
    expect(card.removedIds).toEqual([b.id]);
    expect(card.merges).toEqual([expect.objectContaining({ outcome: 'merged', message: 'Merged 2 lb into Ground beef in the Freezer — now 64 oz' })]);
    expect(card.lots).toEqual([
      expect.objectContaining({ id: a.id, storageLocationId: freezerId, expirationDate: soon, foodCategory: 'Beef Products', version: 2 }),
      expect.objectContaining({ id: there.id, quantity: '48', unit: 'oz', expirationDate: later, version: 2 }),
    ]);
    expect(await rows(cook)).toHaveLength(2);
    await eventually(() => {
      expect(deleted).toEqual([{ id: b.id }]);
      expect(updated.map((row) => row.id).sort()).toEqual([a.id, there.id].sort());
    });
    await otherHeardNothing();
  });

  it('re-dates every lot moved to another kind of place, and renames with the canonical key', async () => {
    const { cook, fridgeId, freezerId } = await kitchen();
    const one = await add(cook, { name: 'Strawberries', quantity: '1', unit: 'lb', storageLocationId: fridgeId, expirationDate: addDays(today, 2) });
    const two = await add(cook, { name: 'Strawberries', quantity: '1', unit: 'lb', storageLocationId: fridgeId, expirationDate: addDays(today, 4) });
    const card = json(
      await cook.agent
        .patch(`/api/food-items/${two.id}/card`)
        .send({ lots: [{ id: one.id, version: 1 }, { id: two.id, version: 1 }], storageLocationId: freezerId, name: 'Strawberry' })
        .expect(200),
    ) as unknown as UpdatedFoodCard;
    // both lots now have the freezer's date, so they are one lot
    const frozen = addDays(today, shelfLifeDaysFor('Strawberry', 'Freezer', one.foodCategory));
    expect(card.lots).toEqual([expect.objectContaining({ name: 'Strawberry', foodKey: one.foodKey, quantity: '2', expirationDate: frozen, storageLocationId: freezerId })]);
    expect(card.removedIds).toHaveLength(1);
  });

  it('refuses a card edit over a stale or incomplete view with 409 and the card as it is, changing nothing', async () => {
    const { cook, fridgeId, freezerId } = await kitchen();
    const { updated, otherHeardNothing } = await devices(cook);
    const a = await add(cook, { name: 'Milk', quantity: '1', unit: 'l', storageLocationId: fridgeId, expirationDate: addDays(today, 3) });
    const b = await add(cook, { name: 'Milk', quantity: '1', unit: 'l', storageLocationId: fridgeId, expirationDate: addDays(today, 5) });
    // another device used some of lot b
    await cook.agent.patch(`/api/food-items/${b.id}`).send({ version: 1, quantity: '0.5' }).expect(200);
    const path = `/api/food-items/${a.id}/card`;
    const stale = json(await cook.agent.patch(path).send({ lots: [{ id: a.id, version: 1 }, { id: b.id, version: 1 }], name: 'Whole milk' }).expect(409));
    expect(stale).toMatchObject({ code: 'inventory.stale-card', message: expect.stringMatching(/changed on another device/) as unknown });
    expect(stale.current).toEqual([expect.objectContaining({ id: a.id, version: 1 }), expect.objectContaining({ id: b.id, version: 2, quantity: '0.5' })]);
    // a lot left out (here: added since) is a stale view too
    await cook.agent.patch(path).send({ lots: [{ id: a.id, version: 1 }], storageLocationId: freezerId }).expect(409);
    expect((await rows(cook)).map((row) => [row.name, row.storageLocationId, row.version])).toEqual([
      ['Milk', fridgeId, 1],
      ['Milk', fridgeId, 2],
    ]);
    // the retry over the versions the conflict showed goes through
    const retried = json(await cook.agent.patch(path).send({ lots: [{ id: a.id, version: 1 }, { id: b.id, version: 2 }], name: 'Whole milk' }).expect(200)) as unknown as UpdatedFoodCard;
    expect(retried.lots.map((lot) => [lot.name, lot.version])).toEqual([
      ['Whole milk', 2],
      ['Whole milk', 3],
    ]);
    await eventually(() => expect(updated.map((row) => row.id)).toEqual([b.id, a.id, b.id]));
    await otherHeardNothing();
  });

  it('answers bad input with 400 naming the field, and another household with 404', async () => {
    const { cook, fridgeId } = await kitchen();
    const item = await add(cook, { name: 'Eggs', quantity: '6', storageLocationId: fridgeId, expirationDate: addDays(today, 9) });
    const path = `/api/food-items/${item.id}/card`;
    const lots = [{ id: item.id, version: 1 }];
    const message = async (body: unknown) => json(await cook.agent.patch(path).send(body as object).expect(400)).message as string;
    expect(await message({ lots: [], name: 'Eggs' })).toMatch(/^lots/);
    expect(await message({ lots: [{ id: 'nope', version: 1 }], name: 'Eggs' })).toMatch(/^lots\.0\.id/);
    expect(await message({ lots, name: '' })).toMatch(/^name/);
    expect(await message({ lots })).toMatch(/^name/);
    expect(await message({ lots, storageLocationId: 'fridge' })).toMatch(/^storageLocationId/);
    expect(await message({ lots, foodCategory: 'x'.repeat(121) })).toMatch(/^foodCategory/);
    const { cook: stranger, fridgeId: theirFridge } = await kitchen();
    await stranger.agent.patch(path).send({ lots, name: 'Stolen' }).expect(404);
    // our card into their place: unknown place
    await cook.agent.patch(path).send({ lots, storageLocationId: theirFridge }).expect(404);
    await cook.agent.patch(`/api/food-items/${randomUUID()}/card`).send({ lots, name: 'Eggs' }).expect(404);
    expect(await rows(cook)).toEqual([expect.objectContaining({ id: item.id, name: 'Eggs', storageLocationId: fridgeId, version: 1 })]);
  });

  it('gives rows stored before food identity their canonical key, once', async () => {
    const { cook, fridgeId } = await kitchen();
    const em = suite.testApp.app.get(SqlEntityManager).fork();
    const date = addDays(today, 5);
    const fresh = await add(cook, { name: 'Chicken breast', quantity: '1', unit: 'lb', storageLocationId: fridgeId, expirationDate: date });
    const legacy = async (name: string, key: string | null) => {
      const [row] = await em.execute<{ id: string }[]>(
        `insert into food_items (household_id, name, food_key, quantity, unit, storage_location_id, expiration_date) values (?, ?, ?, '1', 'lb', ?, ?) returning id`,
        [cook.user.householdId, name, key, fridgeId, addDays(today, 2)],
      );
      return row.id;
    };
    // as the food-identity migration keyed them: the lowercased name, or none at all
    const oldBreast = await legacy('Chicken Breast', 'chicken breast');
    const oldEggs = await legacy('Large Eggs', null);
    const renamed = await legacy('Kombucha', 'kombucha');
    await backfillFoodKeys(em);
    const keys = new Map((await rows(cook)).map((row) => [row.id, row.foodKey]));
    expect(keys.get(oldBreast)).toBe('chicken-breast');
    expect(keys.get(oldEggs)).toBe('egg');
    expect(keys.get(renamed)).toBe('kombucha');
    expect(keys.get(fresh.id)).toBe('chicken-breast');
    // names stay as they were; the old and the new chicken are one card now
    expect((await rows(cook)).filter((row) => row.foodKey === 'chicken-breast').map((row) => row.name).sort()).toEqual(['Chicken Breast', 'Chicken breast']);
    expect(await backfillFoodKeys(em)).toBe(0);
  });
});
