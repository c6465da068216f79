import type { App } from 'supertest/types.js';
import { json, type SignedInUser, signUp } from '../support/auth.js';
import { addStorageLocation } from '../support/factories.js';
import { statementsOf } from '../support/statements.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * The add path's SQL (issue 33): the card's lock, one read (the place, its cards and the card's
 * lots), one insert or update that answers the written row, and the price history row only when a
 * price was given; the embedded food data is asked once per name. Before: 7 (location, embedded
 * food, lock, cards, lots for update, the flush's insert, the row read back).
 */
describe('POST /api/food-items statements (issue 33)', () => {
  let testApp: TestApp;
  let server: App;
  let cook: SignedInUser;
  let fridge: string;

  /** What the add itself sends: not the session and idempotency reads every request makes. */
  const ofTheAdd = (statements: string[]) => statements.filter((sql) => /food_items|storage_locations|embedded_foods|food_prices|pg_advisory/.test(sql));
  // names already matched to the embedded food data are not asked again: 'Carrots' below

  beforeAll(async () => {
    testApp = await startTestApp();
    server = testApp.app.getHttpServer();
    cook = await signUp(server);
    fridge = await addStorageLocation(cook, 'Refrigerator', 'refrigerator');
  });
  afterAll(() => testApp.close());

  const add = (body: Record<string, unknown>) => cook.agent.post('/api/food-items').send({ storageLocationId: fridge, ...body }).expect(201);

  /** Each statement of the add by what it does. */
  const kinds = (statements: string[]) =>
    ofTheAdd(statements).map((sql) => {
      if (sql.startsWith('select pg_advisory_xact_lock')) return 'lock';
      if (sql.includes('from storage_locations sl')) return 'lookup';
      if (sql.includes('from embedded_foods')) return 'embedded food';
      if (sql.startsWith('insert into food_items')) return 'insert';
      if (sql.startsWith('update food_items')) return 'update';
      if (sql.startsWith('insert into food_prices')) return 'price';
      return sql;
    });

  it.each([
    ['a new card of a linked food', { name: 'Carrots', quantity: '3', unit: 'item', expirationDate: '2030-01-10' }, 'created', ['embedded food', 'lock', 'lookup', 'insert']],
    ['the same expiry again (merge)', { name: 'Carrots', quantity: '2', unit: 'item', expirationDate: '2030-01-10' }, 'merged', ['lock', 'lookup', 'update']],
    ['another expiry (new lot)', { name: 'carrots', quantity: '1', unit: 'item', expirationDate: '2030-01-12' }, 'new-lot', ['lock', 'lookup', 'insert']],
    ['a name that links no food', { name: 'Mystery jar', expirationDate: '2030-01-10' }, 'created', ['lock', 'lookup', 'insert']],
    ['a price', { name: 'Carrots', quantity: '1', unit: 'item', expirationDate: '2030-01-12', price: 2 }, 'merged', ['lock', 'lookup', 'update', 'price']],
    ['a plain name joining a specific card', { name: 'butter', expirationDate: '2030-01-10' }, 'merged', ['lock', 'lookup', 'lots', 'update']],
  ])('%s: %j', async (_, body, outcome, expected) => {
    if (outcome === 'merged' && body.name === 'butter') await add({ name: 'Kerrygold butter', expirationDate: '2030-01-10' });
    let answer: Record<string, unknown> = {};
    const statements = await statementsOf(testApp, async () => {
      answer = json(await add(body));
    });
    expect((answer.merge as { outcome: string }).outcome).toBe(outcome);
    const sent = kinds(statements).map((kind) => (kind.startsWith('select fi.id') && kind.endsWith('for update') ? 'lots' : kind));
    expect(sent).toEqual(expected);
    // the session read and the transaction around the add; nothing else
    expect(statements.filter((sql) => !ofTheAdd([sql]).length)).toEqual([expect.stringMatching(/from sessions s/), 'begin', 'commit']);
  });
});
