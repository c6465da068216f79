import type { SqlEntityManager } from '@mikro-orm/sql';
import type { EventBus, IEvent, QueryBus } from '@nestjs/cqrs';
import { addDays, shelfLifeDaysFor, todayIn } from '@sous/kitchen';
import { addFoodItemBody, type AddFoodItemBody } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';
import { DomainError, NotFoundError } from '#platform/errors/domain-error.js';
import { insertHousehold, insertRow, insertStorageLocation } from '../../../../../test/support/rows.js';
import { useTestDatabase } from '../../../../../test/support/test-database.js';
import { FoodItemAdded, FoodItemChanged } from '../../events/inventory.events.js';
import { AddFoodItemCommand } from './add-food-item.command.js';
import { AddFoodItemHandler } from './add-food-item.handler.js';

const db = useTestDatabase();

const inDays = (days: number) => addDays(todayIn(new Date()), days);

interface LotRow {
  id: string;
  name: string;
  food_key: string;
  quantity: string;
  unit: string;
  expiration_date: string | null;
  unit_price: number | null;
  version: number;
  user_id: string | null;
  storage_location_id: string;
}

/**
 * A household with its fridge, another household with theirs, and the handler on the test's
 * transaction. food-data's side of the bus answers no embedded food (its matching is tested there).
 * `race(change)` runs `change` once, just before the handler's next write of a lot, as another
 * device's write landing between the handler's read and its write would.
 */
async function kitchen() {
  const { em } = db;
  const { householdId, userId } = await insertHousehold(em);
  const fridge = await insertStorageLocation(em, householdId, { name: 'Refrigerator', icon: 'refrigerator' });
  const other = await insertHousehold(em);
  const theirFridge = await insertStorageLocation(em, other.householdId, { name: 'Their fridge', icon: 'refrigerator' });

  let racing: ((target: SqlEntityManager) => Promise<void>) | null = null;
  const racy = new Proxy(em, {
    get(target, property) {
      const value = Reflect.get(target, property) as unknown;
      if (typeof value !== 'function') return value;
      const bound = (value as (...args: unknown[]) => unknown).bind(target);
      if (property !== 'execute') return bound;
      return async (...args: Parameters<SqlEntityManager['execute']>) => {
        // the lock and the read come first: the race lands on the third statement, the write
        if (racing && (statements += 1) === 3) {
          const change = racing;
          racing = null;
          await change(target);
        }
        return target.execute(...args);
      };
    },
  });
  let statements = 0;
  const race = (change: (target: SqlEntityManager) => Promise<void>) => {
    statements = 0;
    racing = change;
  };

  const published: IEvent[] = [];
  const bus = { publish: (event: IEvent) => published.push(event) } as unknown as EventBus;
  const queries = { execute: () => Promise.resolve(null) } as unknown as QueryBus;
  const handler = new AddFoodItemHandler(racy, bus, queries);
  const cook: Actor = { userId, householdId, role: 'member' };
  const add = (body: Partial<AddFoodItemBody>) => handler.execute(new AddFoodItemCommand(cook, addFoodItemBody.parse({ storageLocationId: fridge.id, name: 'Milk', ...body })));
  const lots = () => em.execute<LotRow[]>('select * from food_items where household_id = ? order by added_at, expiration_date, id', [householdId]);
  const prices = () => em.execute<Record<string, unknown>[]>('select * from food_prices where household_id = ?', [householdId]);
  return { householdId, cook, fridge, theirFridge, published, add, lots, prices, race };
}

describe('AddFoodItemHandler on the database', () => {
  it('writes a new lot with the name as typed, its linked food and the shelf life of the place, and publishes food-item:created', async () => {
    const k = await kitchen();
    const added = await k.add({ name: 'chicken breasts', quantity: '2', unit: 'lb' });

    const [row, ...more] = await k.lots();
    expect(more).toEqual([]);
    expect(row).toMatchObject({ id: added.id, user_id: k.cook.userId, storage_location_id: k.fridge.id, name: 'Chicken breasts', food_key: 'chicken-breast', quantity: '2', unit: 'lb', unit_price: null });
    // no date given: the fridge's shelf life of chicken from today, in the future
    expect(row.expiration_date! > todayIn(new Date())).toBe(true);
    expect(added).toMatchObject({ name: 'Chicken breasts', foodName: 'Chicken breast', expirationDate: row.expiration_date, merge: { outcome: 'created', lots: 1 } });
    expect(added.merge.message).toBe('Added 2 lb of Chicken breasts to the Refrigerator');
    expect(k.published).toHaveLength(1);
    expect(k.published[0]).toBeInstanceOf(FoodItemAdded);
    expect((k.published[0] as FoodItemAdded).item).toEqual(Object.fromEntries(Object.entries(added).filter(([key]) => key !== 'merge')));
  });

  it("dates an add without a date by the household's accepted shelf life of the food there, and a given date still wins (issue 35)", async () => {
    const k = await kitchen();
    await insertRow(db.em, 'household_shelf_lives', { household_id: k.householdId, food_key: 'spinach', place: 'fridge', days: 4, status: 'accepted', lots: 3, since: inDays(-30) });
    expect((await k.add({ name: 'Spinach', quantity: '1', unit: 'bag' })).expirationDate).toBe(inDays(4));
    expect((await k.add({ name: 'Spinach', quantity: '1', unit: 'bag', expirationDate: inDays(2) })).expirationDate).toBe(inDays(2));
    // another food keeps the table's figure
    expect((await k.add({ name: 'Milk' })).expirationDate).toBe(inDays(shelfLifeDaysFor('Milk', 'Refrigerator')));
  });

  it('grows the lot of the same food and expiry (units converted) instead of writing a row, and publishes food-item:updated', async () => {
    const k = await kitchen();
    const first = await k.add({ name: 'Ground beef', quantity: '1', unit: 'lb', expirationDate: inDays(3) });
    const grown = await k.add({ name: 'ground beef', quantity: '8', unit: 'oz', expirationDate: inDays(3) });

    expect(await k.lots()).toEqual([expect.objectContaining({ id: first.id, quantity: '1.5', unit: 'lb', version: 2 })]);
    expect(grown).toMatchObject({ id: first.id, quantity: '1.5', unit: 'lb', version: 2, merge: { outcome: 'merged', total: { quantity: '1.5', unit: 'lb' }, lots: 1 } });
    expect(grown.merge.message).toBe('Added 8 oz to Ground beef in the Refrigerator — now 1.5 lb');
    expect(k.published.map((event) => event.constructor)).toEqual([FoodItemAdded, FoodItemChanged]);
    expect((k.published[1] as FoodItemChanged).item).toMatchObject({ id: first.id, quantity: '1.5', version: 2 });
  });

  it('starts a new lot on the same card for another expiry, and says so', async () => {
    const k = await kitchen();
    await k.add({ name: 'Milk', quantity: '1', unit: 'gallon', expirationDate: inDays(5) });
    const second = await k.add({ name: 'milk', quantity: '1', unit: 'gallon', expirationDate: inDays(9) });

    expect((await k.lots()).map((r) => [r.name, r.expiration_date])).toEqual([
      ['Milk', inDays(5)],
      ['Milk', inDays(9)],
    ]);
    expect(second.merge).toMatchObject({ outcome: 'new-lot', total: { quantity: '2', unit: 'gallon' }, lots: 2 });
    expect(k.published.map((event) => event.constructor)).toEqual([FoodItemAdded, FoodItemAdded]);
  });

  it('keeps a price per unit on the lot and in the food price history', async () => {
    const k = await kitchen();
    const added = await k.add({ name: 'Butter', quantity: '4', unit: 'stick', price: 6 });

    expect((await k.lots())[0].unit_price).toBe(1.5);
    expect(added.unitPrice).toBe(1.5);
    expect(await k.prices()).toEqual([
      expect.objectContaining({ user_id: k.cook.userId, food_key: added.foodKey, unit_price: 1.5, unit: 'stick', paid: 6, food_item_id: added.id }),
    ]);
  });

  it('reads the lots again, locked, when the lot it grows was used between its read and its write', async () => {
    const k = await kitchen();
    const first = await k.add({ name: 'Ground beef', quantity: '2', unit: 'lb', expirationDate: inDays(3) });
    // another device takes 1 lb after this add read the lot at version 1
    k.race(async (em) => {
      await em.execute("update food_items set quantity = '1', version = version + 1 where id = ?", [first.id]);
    });
    const grown = await k.add({ name: 'ground beef', quantity: '1', unit: 'lb', expirationDate: inDays(3) });

    expect(grown).toMatchObject({ id: first.id, quantity: '2', unit: 'lb', version: 3, merge: { outcome: 'merged' } });
    expect(await k.lots()).toEqual([expect.objectContaining({ id: first.id, quantity: '2', version: 3 })]);
  });

  it("refuses another household's storage location as not found: nothing written, nothing published", async () => {
    const k = await kitchen();
    const error = await k.add({ storageLocationId: k.theirFridge.id }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ code: 'inventory.storage-location-not-found', message: 'Storage location not found' });
    const theirs = await db.em.execute('select id from food_items where storage_location_id = ?', [k.theirFridge.id]);
    expect(theirs).toEqual([]);
    expect(await k.lots()).toEqual([]);
    expect(k.published).toEqual([]);
  });

  it('refuses an expiry before yesterday as a validation error, writing nothing', async () => {
    const k = await kitchen();
    const error = await k.add({ expirationDate: inDays(-2) }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'inventory.expiry-in-past', message: 'expirationDate: must be today or later' });
    expect(await k.lots()).toEqual([]);
    expect(k.published).toEqual([]);
    // yesterday is still allowed: a browser a timezone ahead may already be on tomorrow
    await expect(k.add({ expirationDate: inDays(-1) })).resolves.toMatchObject({ expirationDate: inDays(-1) });
  });
});
