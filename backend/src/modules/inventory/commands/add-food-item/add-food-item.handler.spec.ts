import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { EventBus, IEvent, QueryBus } from '@nestjs/cqrs';
import { addDays, shelfLifeDaysFor, todayIn } from '@sous/kitchen';
import { addFoodItemBody, type AddFoodItemBody } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';
import { DomainError, NotFoundError } from '#platform/errors/domain-error.js';
import type { FoodItemRow } from '../../database/food-item.row.js';
import { FoodItemAdded, FoodItemChanged } from '../../events/inventory.events.js';
import { AddFoodItemCommand } from './add-food-item.command.js';
import { AddFoodItemHandler } from './add-food-item.handler.js';

interface Location {
  id: string;
  household_id: string;
  name: string;
  icon: string;
}

/**
 * The handler's ports faked (DESIGN §8): the entity manager is a small in-memory kitchen that
 * answers the statements an add makes (the card's lock, one read of the place with its cards and
 * the card's lots, the insert or a merge's update, a price; the locked lots when a merge lost its
 * version) and refuses any other,
 * so a new statement shows up here instead of passing unseen. Everything it does, and the bus's
 * publishes, go to one `log`, so "published after commit" is an order in that log.
 */
/** A household's accepted shelf life of a food in a place (issue 35). */
interface AcceptedLife {
  household: string;
  foodKey: string;
  place: string;
  state: string | null;
  days: number;
}

function fakeKitchen(locations: Location[], accepted: AcceptedLife[] = []) {
  const log: string[] = [];
  const rows: FoodItemRow[] = [];
  const prices: unknown[][] = [];
  const published: IEvent[] = [];
  let inTransaction = false;

  /** Set by a test: runs once just before the next update, as another device's write would. */
  let beforeUpdate: (() => void) | null = null;
  const lotsOf = (household: unknown, location: unknown, cardKey: unknown) =>
    rows.filter((r) => r.household_id === household && r.storage_location_id === location && r.card_key === cardKey && r.kind === 'food').map((r) => ({ ...r }));

  const execute = (sql: string, params: unknown[] = []): Promise<unknown[]> => {
    const text = sql.replace(/\s+/g, ' ').trim();
    if (text.startsWith('select pg_advisory_xact_lock(hashtext(?))')) {
      log.push(`lock ${String(params[0])}`);
      return Promise.resolve([]);
    }
    if (text.includes('from storage_locations sl where sl.id = ? and sl.household_id = ?')) {
      log.push('look up the place, its cards and lots');
      const [household, location, , , cardKey, foodKey] = params;
      const found = locations.find((l) => l.id === params[6] && l.household_id === params[7]);
      if (!found) return Promise.resolve([]);
      const first = new Map<string, FoodItemRow>();
      for (const r of rows) if (r.household_id === household && r.storage_location_id === location && r.card_key && r.food_key && r.kind === 'food' && !first.has(r.card_key)) first.set(r.card_key, r);
      const cards = [...first.values()].map((r) => ({ card_key: r.card_key, food_key: r.food_key, name: r.name }));
      // as PostgreSQL's json_agg sends them: the lots as JSON text of their rows
      // the household's accepted shelf lives of the food (issue 35)
      const shelfLives = accepted.filter((life) => life.household === household && life.foodKey === foodKey).map(({ place, state, days }) => ({ place, state, days, status: 'accepted' }));
      return Promise.resolve([{ id: found.id, name: found.name, icon: found.icon, cards, lots: JSON.stringify(lotsOf(household, location, cardKey)), shelf_lives: shelfLives }]);
    }
    if (text.includes('from food_items fi where fi.household_id = ? and fi.storage_location_id = ? and fi.card_key = ?') && text.endsWith('for update')) {
      log.push('select lots for update');
      return Promise.resolve(lotsOf(params[0], params[1], params[2]));
    }
    if (text.startsWith('insert into food_items as fi')) {
      expect(inTransaction).toBe(true);
      const [id, household_id, user_id, name, food_key, card_key, state, quantity, unit, storage_location_id, expiration_date, fcd_id, usda_data, food_category, nutrition, weight_in_grams, image_url, unit_price, added_at] =
        params as [string, string, string | null, string, string, string, string | null, string, string, string, string | null, string | null, string | null, string | null, string | null, number | null, string | null, number | null, string];
      const row: FoodItemRow = {
        id, household_id, user_id, name, quantity, unit, storage_location_id, expiration_date, fcd_id, usda_data: usda_data === null ? null : (JSON.parse(usda_data) as unknown),
        food_category, added_at, weight_in_grams, last_notified_at: null, notification_dismissed: false, days_until_expiry_when_notified: null, image_url, nutrition,
        version: 1, food_key, unit_price, kind: 'food', recipe_id: null, card_key, state,
      };
      rows.push(row);
      log.push(`insert ${id}`);
      return Promise.resolve([{ ...row }]);
    }
    if (text.startsWith('update food_items fi set quantity = ?')) {
      beforeUpdate?.();
      beforeUpdate = null;
      const [quantity, weight, fcdId, usdaData, nutrition, foodCategory, unitPrice, id, version] = params as [string, number | null, string | null, string | null, string | null, string | null, number | null, string, number];
      const row = rows.find((r) => r.id === id && r.version === version);
      log.push(row ? `update ${id}` : `update ${id} (changed meanwhile)`);
      if (!row) return Promise.resolve([]);
      Object.assign(row, {
        quantity, weight_in_grams: weight, version: row.version + 1, unit_price: unitPrice,
        fcd_id: row.fcd_id ?? fcdId, usda_data: row.usda_data ?? usdaData, nutrition: row.nutrition ?? nutrition, food_category: row.food_category ?? foodCategory,
      });
      return Promise.resolve([{ ...row }]);
    }
    if (text.startsWith('insert into food_prices')) {
      log.push('insert price');
      prices.push(params);
      return Promise.resolve([]);
    }
    return Promise.reject(new Error(`the fake kitchen does not know: ${text}`));
  };

  const em = {
    execute,
    transactional: async <T>(work: () => Promise<T>): Promise<T> => {
      log.push('begin');
      inTransaction = true;
      try {
        const result = await work();
        log.push('commit');
        return result;
      } catch (error) {
        log.push('rollback');
        throw error;
      } finally {
        inTransaction = false;
      }
    },
  } as unknown as SqlEntityManager;

  const bus = {
    publish: (event: IEvent) => {
      log.push(`publish ${event.constructor.name}`);
      published.push(event);
    },
  } as unknown as EventBus;

  // food-data's side of the bus: no embedded food matches
  const queries = { execute: () => Promise.resolve(null) } as unknown as QueryBus;

  const interfere = (change: () => void) => {
    beforeUpdate = change;
  };
  return { em, bus, log, rows, prices, published, interfere, handler: new AddFoodItemHandler(em, bus, queries) };
}

const householdId = randomUUID();
const cook: Actor = { userId: randomUUID(), householdId, role: 'member' };
const fridge: Location = { id: randomUUID(), household_id: householdId, name: 'Refrigerator', icon: 'refrigerator' };
const theirs: Location = { id: randomUUID(), household_id: randomUUID(), name: 'Their fridge', icon: 'refrigerator' };
const inDays = (days: number) => addDays(todayIn(new Date()), days);

const add = (kitchen: ReturnType<typeof fakeKitchen>, body: Partial<AddFoodItemBody>, actor = cook) =>
  kitchen.handler.execute(new AddFoodItemCommand(actor, addFoodItemBody.parse({ storageLocationId: fridge.id, name: 'Milk', ...body })));

describe('AddFoodItemHandler with its ports faked', () => {
  it('writes a new lot with the name as typed, its linked food and the shelf life of the place, and publishes food-item:created only after commit', async () => {
    const kitchen = fakeKitchen([fridge]);
    const added = await add(kitchen, { name: 'chicken breasts', quantity: '2', unit: 'lb' });

    expect(kitchen.rows).toHaveLength(1);
    const [row] = kitchen.rows;
    expect(row).toMatchObject({
      household_id: householdId, user_id: cook.userId, storage_location_id: fridge.id,
      name: 'Chicken breasts', food_key: 'chicken-breast', quantity: '2', unit: 'lb', unit_price: null,
    });
    // no date given: the fridge's shelf life of chicken from today, in the future
    expect(row.expiration_date! > todayIn(new Date())).toBe(true);
    expect(added).toMatchObject({ id: row.id, name: 'Chicken breasts', foodName: 'Chicken breast', expirationDate: row.expiration_date, merge: { outcome: 'created', lots: 1 } });
    expect(added.merge.message).toBe('Added 2 lb of Chicken breasts to the Refrigerator');

    expect(kitchen.published).toHaveLength(1);
    expect(kitchen.published[0]).toBeInstanceOf(FoodItemAdded);
    expect((kitchen.published[0] as FoodItemAdded).item).toEqual(Object.fromEntries(Object.entries(added).filter(([key]) => key !== 'merge')));
    // the food's cards are locked before they are read, three statements in all (issue 33), and the event waits for the commit
    expect(kitchen.log).toEqual([
      'begin', `lock food-card:${householdId}:${fridge.id}:${row.food_key}`, 'look up the place, its cards and lots', `insert ${row.id}`, 'commit', 'publish FoodItemAdded',
    ]);
  });

  it("dates an add without a date by the household's accepted shelf life of the food there, and a given date still wins (issue 35)", async () => {
    const kitchen = fakeKitchen([fridge], [{ household: householdId, foodKey: 'spinach', place: 'fridge', state: null, days: 4 }]);
    const learned = await add(kitchen, { name: 'Spinach', quantity: '1', unit: 'bag' });
    expect(learned.expirationDate).toBe(inDays(4));
    const given = await add(kitchen, { name: 'Spinach', quantity: '1', unit: 'bag', expirationDate: inDays(2) });
    expect(given.expirationDate).toBe(inDays(2));
    // another food keeps the table's figure
    const milk = await add(kitchen, { name: 'Milk' });
    expect(milk.expirationDate).toBe(inDays(shelfLifeDaysFor('Milk', 'Refrigerator')));
  });

  it('grows the lot of the same food and expiry (units converted) instead of writing a row, and publishes food-item:updated', async () => {
    const kitchen = fakeKitchen([fridge]);
    const first = await add(kitchen, { name: 'Ground beef', quantity: '1', unit: 'lb', expirationDate: inDays(3) });
    const grown = await add(kitchen, { name: 'ground beef', quantity: '8', unit: 'oz', expirationDate: inDays(3) });

    expect(kitchen.rows).toHaveLength(1);
    expect(kitchen.rows[0]).toMatchObject({ id: first.id, quantity: '1.5', unit: 'lb', version: 2 });
    expect(grown).toMatchObject({ id: first.id, quantity: '1.5', unit: 'lb', version: 2, merge: { outcome: 'merged', total: { quantity: '1.5', unit: 'lb' }, lots: 1 } });
    expect(grown.merge.message).toBe('Added 8 oz to Ground beef in the Refrigerator — now 1.5 lb');
    expect(kitchen.published.map((event) => event.constructor)).toEqual([FoodItemAdded, FoodItemChanged]);
    expect((kitchen.published[1] as FoodItemChanged).item).toMatchObject({ id: first.id, quantity: '1.5', version: 2 });
    expect(kitchen.log.slice(kitchen.log.lastIndexOf('begin'))).toEqual([
      'begin', `lock food-card:${householdId}:${fridge.id}:${first.foodKey}`, 'look up the place, its cards and lots', `update ${first.id}`, 'commit', 'publish FoodItemChanged',
    ]);
  });

  it('starts a new lot on the same card for another expiry, and says so', async () => {
    const kitchen = fakeKitchen([fridge]);
    await add(kitchen, { name: 'Milk', quantity: '1', unit: 'gallon', expirationDate: inDays(5) });
    const second = await add(kitchen, { name: 'milk', quantity: '1', unit: 'gallon', expirationDate: inDays(9) });

    expect(kitchen.rows.map((r) => [r.name, r.expiration_date])).toEqual([
      ['Milk', inDays(5)],
      ['Milk', inDays(9)],
    ]);
    expect(second.merge).toMatchObject({ outcome: 'new-lot', total: { quantity: '2', unit: 'gallon' }, lots: 2 });
    expect(kitchen.published.map((event) => event.constructor)).toEqual([FoodItemAdded, FoodItemAdded]);
  });

  it('keeps a price per unit on the lot and in the food price history', async () => {
    const kitchen = fakeKitchen([fridge]);
    const added = await add(kitchen, { name: 'Butter', quantity: '4', unit: 'stick', price: 6 });

    expect(kitchen.rows[0].unit_price).toBe(1.5);
    expect(added.unitPrice).toBe(1.5);
    expect(kitchen.prices).toEqual([[householdId, cook.userId, added.foodKey, 1.5, 'stick', 6, added.id]]);
    expect(kitchen.log.indexOf('insert price')).toBeLessThan(kitchen.log.indexOf('commit'));
  });

  it('reads the lots again, locked, when the lot it grows was used between its read and its write', async () => {
    const kitchen = fakeKitchen([fridge]);
    const first = await add(kitchen, { name: 'Ground beef', quantity: '2', unit: 'lb', expirationDate: inDays(3) });
    // another device takes 1 lb after this add read the lot at version 1
    kitchen.interfere(() => Object.assign(kitchen.rows[0], { quantity: '1', version: 2 }));
    const grown = await add(kitchen, { name: 'ground beef', quantity: '1', unit: 'lb', expirationDate: inDays(3) });

    expect(grown).toMatchObject({ id: first.id, quantity: '2', unit: 'lb', version: 3, merge: { outcome: 'merged' } });
    expect(kitchen.rows).toHaveLength(1);
    expect(kitchen.log.slice(kitchen.log.lastIndexOf('begin'))).toEqual([
      'begin', `lock food-card:${householdId}:${fridge.id}:${first.foodKey}`, 'look up the place, its cards and lots',
      `update ${first.id} (changed meanwhile)`, 'select lots for update', `update ${first.id}`, 'commit', 'publish FoodItemChanged',
    ]);
  });

  it("refuses another household's storage location as not found: nothing written, nothing published", async () => {
    const kitchen = fakeKitchen([fridge, theirs]);
    const error = await add(kitchen, { storageLocationId: theirs.id }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ code: 'inventory.storage-location-not-found', message: 'Storage location not found' });
    expect(kitchen.rows).toEqual([]);
    expect(kitchen.published).toEqual([]);
    expect(kitchen.log).toEqual(['begin', `lock food-card:${householdId}:${theirs.id}:milk`, 'look up the place, its cards and lots', 'rollback']);
  });

  it('refuses an expiry before yesterday as a validation error, before any lot is touched', async () => {
    const kitchen = fakeKitchen([fridge]);
    const error = await add(kitchen, { expirationDate: inDays(-2) }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'inventory.expiry-in-past', message: 'expirationDate: must be today or later' });
    expect(kitchen.rows).toEqual([]);
    expect(kitchen.published).toEqual([]);
    expect(kitchen.log.filter((entry) => /^(insert|update)/.test(entry))).toEqual([]);
    expect(kitchen.log.at(-1)).toBe('rollback');
    // yesterday is still allowed: a browser a timezone ahead may already be on tomorrow
    await expect(add(kitchen, { expirationDate: inDays(-1) })).resolves.toMatchObject({ expirationDate: inDays(-1) });
  });
});
