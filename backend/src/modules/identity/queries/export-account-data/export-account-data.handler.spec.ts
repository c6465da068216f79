import type { SqlEntityManager } from '@mikro-orm/sql';
import type { Query, QueryBus } from '@nestjs/cqrs';
import { ExportAppliancesDataQuery } from '../../../appliances/queries/export-appliances-data/export-appliances-data.query.js';
import { ExportChatDataQuery } from '../../../chat/queries/export-chat-data/export-chat-data.query.js';
import { ExportDonationsDataQuery } from '../../../donations/queries/export-donations-data/export-donations-data.query.js';
import { ExportFeedbackDataQuery } from '../../../feedback/queries/export-feedback-data/export-feedback-data.query.js';
import { FindHouseholdQuery } from '../../../households/queries/find-household/find-household.query.js';
import { ExportInventoryDataQuery } from '../../../inventory/queries/export-inventory-data/export-inventory-data.query.js';
import { ExportPlanningDataQuery } from '../../../planning/queries/export-planning-data/export-planning-data.query.js';
import { ExportRecipesDataQuery } from '../../../recipes/queries/export-recipes-data/export-recipes-data.query.js';
import { ExportAccountDataHandler, onlyMembersNamed } from './export-account-data.handler.js';
import { ExportAccountDataQuery } from './export-account-data.query.js';

const actor = { userId: 'u1', householdId: 'h1', role: 'member' } as const;
const created = new Date('2026-03-01T10:00:00Z');

/** identity's own tables, answered by table name; `users` empty stands for a deleted user */
function fakeEm({ userGone = false } = {}) {
  const statements: { sql: string; params: unknown[] }[] = [];
  const rows: Record<string, Record<string, unknown>[]> = {
    users: userGone ? [] : [{ id: 'u1', first_name: 'Ada', created_at: created }],
    identities: [{ provider: 'email', created_at: created }],
    push_tokens: [{ id: 'p1', user_id: 'u1', token: 'device', created_at: created }],
    api_tokens: [{ name: 'Script', scope: 'read', created_at: created, expires_at: null, last_used_at: '2026-03-02 08:00:00+00' }],
  };
  const em = {
    execute: (sql: string, params: unknown[]) => {
      statements.push({ sql, params });
      const table = /\bfrom (\w+)/.exec(sql)![1];
      // the members read is the second users statement: by household, not by id
      if (table === 'users' && sql.includes('household_id')) return Promise.resolve([{ id: 'u1', first_name: 'Ada', last_name: null, role: 'member' }]);
      return Promise.resolve(rows[table] ?? []);
    },
  } as unknown as SqlEntityManager;
  return { em, statements };
}

/** The owners' side of the bus: each answers its part, the asked query kept to check its id. */
function fakeBus() {
  const asked: Query<unknown>[] = [];
  const answers = new Map<unknown, unknown>([
    [FindHouseholdQuery, { id: 'h1', name: "Ada's kitchen", createdAt: created }],
    [ExportInventoryDataQuery, { storageLocations: [{ name: 'Pantry' }], foodItems: [{ name: 'Rice' }], foodItemEvents: [{ kind: 'consumed' }], shelfLives: [{ status: 'accepted' }] }],
    [ExportRecipesDataQuery, { recipes: [{ title: 'Omelette' }] }],
    [ExportPlanningDataQuery, { mealPlans: [{ date: '2026-03-03' }], shoppingList: [{ ingredient: 'Flour' }] }],
    [ExportAppliancesDataQuery, { appliances: [{ name: 'Oven' }] }],
    [ExportChatDataQuery, { chatMessages: [{ content: 'hi' }] }],
    [ExportFeedbackDataQuery, { feedback: [{ content: 'lovely' }] }],
    [ExportDonationsDataQuery, { donations: [{ amount: 500 }] }],
  ]);
  const queries = {
    execute: (query: Query<unknown>) => {
      asked.push(query);
      if (!answers.has(query.constructor)) return Promise.reject(new Error(`no owner answers ${query.constructor.name}`));
      return Promise.resolve(answers.get(query.constructor));
    },
  } as unknown as QueryBus;
  return { queries, asked };
}

describe('ExportAccountDataHandler', () => {
  it("puts each owner's answer under its field, in the download's order, asking household parts by household and personal ones by user", async () => {
    const { em } = fakeEm();
    const { queries, asked } = fakeBus();
    const data = await new ExportAccountDataHandler(em, queries).execute(new ExportAccountDataQuery(actor));

    expect(Object.keys(data)).toEqual([
      'exportedAt',
      'user',
      'signInMethods',
      'household',
      'storageLocations',
      'foodItems',
      'foodItemEvents',
      'recipes',
      'mealPlans',
      'shoppingList',
      'appliances',
      'chatMessages',
      'feedback',
      'pushTokens',
      'donations',
      'apiTokens',
      'shelfLives',
    ]);
    expect(data).toMatchObject({
      user: { id: 'u1', firstName: 'Ada', createdAt: '2026-03-01T10:00:00.000Z' },
      signInMethods: [{ provider: 'email', createdAt: '2026-03-01T10:00:00.000Z' }],
      household: { id: 'h1', name: "Ada's kitchen", members: [{ id: 'u1', firstName: 'Ada', lastName: null, role: 'member' }] },
      storageLocations: [{ name: 'Pantry' }],
      foodItems: [{ name: 'Rice' }],
      foodItemEvents: [{ kind: 'consumed' }],
      recipes: [{ title: 'Omelette' }],
      mealPlans: [{ date: '2026-03-03' }],
      shoppingList: [{ ingredient: 'Flour' }],
      appliances: [{ name: 'Oven' }],
      chatMessages: [{ content: 'hi' }],
      feedback: [{ content: 'lovely' }],
      pushTokens: [{ id: 'p1', userId: 'u1', token: 'device', createdAt: '2026-03-01T10:00:00.000Z' }],
      donations: [{ amount: 500 }],
      shelfLives: [{ status: 'accepted' }],
    });
    const byOwner = Object.fromEntries(asked.map((q) => [q.constructor.name, q]));
    for (const household of [FindHouseholdQuery, ExportInventoryDataQuery, ExportRecipesDataQuery, ExportPlanningDataQuery, ExportAppliancesDataQuery]) {
      expect(byOwner[household.name]).toEqual({ householdId: 'h1' });
    }
    for (const personal of [ExportChatDataQuery, ExportFeedbackDataQuery, ExportDonationsDataQuery]) expect(byOwner[personal.name]).toEqual({ userId: 'u1' });
  });

  it("reads by SQL only identity's own tables: every other row comes from its owner on the bus", async () => {
    const { em, statements } = fakeEm();
    await new ExportAccountDataHandler(em, fakeBus().queries).execute(new ExportAccountDataQuery(actor));
    const tables = new Set(statements.map(({ sql }) => /\bfrom (\w+)/.exec(sql)![1]));
    expect([...tables].sort()).toEqual(['api_tokens', 'identities', 'push_tokens', 'users']);
  });

  it("exports the user's API tokens by what they are for and when they work, never by their hash or prefix", async () => {
    const { em, statements } = fakeEm();
    const data = await new ExportAccountDataHandler(em, fakeBus().queries).execute(new ExportAccountDataQuery(actor));
    const read = statements.find(({ sql }) => sql.includes('from api_tokens'))!;
    expect(read.sql).not.toMatch(/\*|token_hash|prefix/);
    expect(read.params).toEqual(['u1']);
    expect(data.apiTokens).toEqual([
      { name: 'Script', scope: 'read', createdAt: '2026-03-01T10:00:00.000Z', expiresAt: null, lastUsedAt: '2026-03-02T08:00:00.000Z' },
    ]);
  });

  it("names in the household's rows only its current members: a former member's id reads null, a deleted one's stays null", () => {
    const rows = [
      { id: 'r1', userId: 'u1' },
      { id: 'r2', userId: 'gone-to-another-household' },
      { id: 'r3', userId: null },
      { id: 'r4', name: 'no user column' },
    ];
    expect(onlyMembersNamed(rows, new Set(['u1', 'u2']))).toEqual([
      { id: 'r1', userId: 'u1' },
      { id: 'r2', userId: null },
      { id: 'r3', userId: null },
      { id: 'r4', name: 'no user column' },
    ]);
  });

  it("exports the household's rows with a former member's id cleared", async () => {
    const { em } = fakeEm();
    const { queries } = fakeBus();
    const execute = queries.execute.bind(queries);
    (queries as { execute: unknown }).execute = async (query: Query<unknown>) =>
      query instanceof ExportRecipesDataQuery ? { recipes: [{ title: 'Mine', userId: 'u1' }, { title: 'Theirs', userId: 'left' }] } : execute(query);
    const data = await new ExportAccountDataHandler(em, queries).execute(new ExportAccountDataQuery(actor));
    expect(data.recipes).toEqual([
      { title: 'Mine', userId: 'u1' },
      { title: 'Theirs', userId: null },
    ]);
  });

  it('answers not found for a user gone since the session was read, asking no owner', async () => {
    const { em } = fakeEm({ userGone: true });
    const { queries, asked } = fakeBus();
    await expect(new ExportAccountDataHandler(em, queries).execute(new ExportAccountDataQuery(actor))).rejects.toMatchObject({ code: 'identity.user-not-found' });
    expect(asked).toEqual([]);
  });
});
