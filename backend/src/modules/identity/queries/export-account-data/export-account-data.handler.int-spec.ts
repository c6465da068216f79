import { randomUUID } from 'node:crypto';
import type { Query, QueryBus } from '@nestjs/cqrs';
import { insertHousehold, insertRow, insertStorageLocation, insertUser } from '../../../../../test/support/rows.js';
import { useTestDatabase } from '../../../../../test/support/test-database.js';
import { ExportAppliancesDataQuery } from '../../../appliances/queries/export-appliances-data/export-appliances-data.query.js';
import { ExportChatDataQuery } from '../../../chat/queries/export-chat-data/export-chat-data.query.js';
import { ExportDonationsDataQuery } from '../../../donations/queries/export-donations-data/export-donations-data.query.js';
import { ExportFeedbackDataQuery } from '../../../feedback/queries/export-feedback-data/export-feedback-data.query.js';
import { FindHouseholdQuery } from '../../../households/queries/find-household/find-household.query.js';
import { ExportInventoryDataQuery } from '../../../inventory/queries/export-inventory-data/export-inventory-data.query.js';
import { ExportPlanningDataQuery } from '../../../planning/queries/export-planning-data/export-planning-data.query.js';
import { ExportRecipesDataQuery } from '../../../recipes/queries/export-recipes-data/export-recipes-data.query.js';
import { ExportAccountDataHandler } from './export-account-data.handler.js';
import { ExportAccountDataQuery } from './export-account-data.query.js';

const db = useTestDatabase();

const created = new Date('2026-03-01T10:00:00Z');

/**
 * Ada (with a housemate) as identity's tables hold her: a sign-in method, a push token, an API
 * token. The other modules' parts come from their owners on the bus, faked here with answers that
 * differ from any row in the database (a storage location "Fridge" is stored, the owner answers
 * "Pantry"), so a field read past its owner would show.
 */
async function ada() {
  const { em } = db;
  const { householdId, userId } = await insertHousehold(em, { role: 'member', user: { first_name: 'Ada', created_at: created } });
  const housemate = await insertUser(em, householdId, { first_name: 'Grace', role: 'admin', created_at: new Date('2026-03-02T10:00:00Z') });
  await insertRow(em, 'identities', { user_id: userId, provider: 'email', subject: randomUUID(), created_at: created });
  const pushToken = await insertRow<{ id: string }>(em, 'push_tokens', { user_id: userId, token: 'device', platform: 'web', created_at: created });
  await insertRow(em, 'api_tokens', {
    user_id: userId, household_id: householdId, name: 'Script', scope: 'read', token_hash: 'secret-hash', prefix: 'sous_abc', created_at: created, last_used_at: new Date('2026-03-02T08:00:00Z'),
  });
  await insertStorageLocation(em, householdId, { name: 'Fridge' });

  const asked: Query<unknown>[] = [];
  const answers = new Map<unknown, unknown>([
    [FindHouseholdQuery, { id: householdId, name: "Ada's kitchen", createdAt: created }],
    [ExportInventoryDataQuery, { storageLocations: [{ name: 'Pantry' }], foodItems: [{ name: 'Rice' }], foodItemEvents: [{ kind: 'consumed' }], shelfLives: [{ status: 'accepted' }] }],
    [ExportRecipesDataQuery, { recipes: [{ title: 'Mine', userId }, { title: 'Theirs', userId: 'moved-to-another-household' }] }],
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
  const actor = { userId, householdId, role: 'member' } as const;
  return { actor, housemateId: housemate.id, pushTokenId: pushToken.id, asked, handler: new ExportAccountDataHandler(em, queries) };
}

describe('ExportAccountDataHandler on the database', () => {
  it("puts identity's rows and each owner's answer under its field, in the download's order, asking household parts by household and personal ones by user", async () => {
    const { actor, housemateId, pushTokenId, asked, handler } = await ada();
    const data = await handler.execute(new ExportAccountDataQuery(actor));

    expect(Object.keys(data)).toEqual([
      'exportedAt', 'user', 'signInMethods', 'household', 'storageLocations', 'foodItems', 'foodItemEvents', 'recipes', 'mealPlans',
      'shoppingList', 'appliances', 'chatMessages', 'feedback', 'pushTokens', 'donations', 'apiTokens', 'shelfLives',
    ]);
    expect(data).toMatchObject({
      user: { id: actor.userId, firstName: 'Ada', createdAt: '2026-03-01T10:00:00.000Z' },
      signInMethods: [{ provider: 'email', createdAt: '2026-03-01T10:00:00.000Z' }],
      household: {
        id: actor.householdId,
        name: "Ada's kitchen",
        members: [
          { id: actor.userId, firstName: 'Ada', lastName: null, role: 'member' },
          { id: housemateId, firstName: 'Grace', lastName: null, role: 'admin' },
        ],
      },
      storageLocations: [{ name: 'Pantry' }],
      foodItems: [{ name: 'Rice' }],
      foodItemEvents: [{ kind: 'consumed' }],
      // a former member's id is cleared from the household's rows
      recipes: [{ title: 'Mine', userId: actor.userId }, { title: 'Theirs', userId: null }],
      mealPlans: [{ date: '2026-03-03' }],
      shoppingList: [{ ingredient: 'Flour' }],
      appliances: [{ name: 'Oven' }],
      chatMessages: [{ content: 'hi' }],
      feedback: [{ content: 'lovely' }],
      pushTokens: [{ id: pushTokenId, userId: actor.userId, token: 'device', platform: 'web', createdAt: '2026-03-01T10:00:00.000Z' }],
      donations: [{ amount: 500 }],
      shelfLives: [{ status: 'accepted' }],
    });
    const byOwner = Object.fromEntries(asked.map((q) => [q.constructor.name, q]));
    for (const household of [FindHouseholdQuery, ExportInventoryDataQuery, ExportRecipesDataQuery, ExportPlanningDataQuery, ExportAppliancesDataQuery]) {
      expect(byOwner[household.name]).toEqual({ householdId: actor.householdId });
    }
    for (const personal of [ExportChatDataQuery, ExportFeedbackDataQuery, ExportDonationsDataQuery]) expect(byOwner[personal.name]).toEqual({ userId: actor.userId });
  });

  it("exports the user's API tokens by what they are for and when they work, never by their hash or prefix", async () => {
    const { actor, handler } = await ada();
    const data = await handler.execute(new ExportAccountDataQuery(actor));
    expect(data.apiTokens).toEqual([
      { name: 'Script', scope: 'read', createdAt: '2026-03-01T10:00:00.000Z', expiresAt: null, lastUsedAt: '2026-03-02T08:00:00.000Z' },
    ]);
  });

  it('answers not found for a user gone since the session was read, asking no owner', async () => {
    const { actor, asked, handler } = await ada();
    await db.em.execute('delete from users where id = ?', [actor.userId]);
    await expect(handler.execute(new ExportAccountDataQuery(actor))).rejects.toMatchObject({ code: 'identity.user-not-found' });
    expect(asked).toEqual([]);
  });
});
