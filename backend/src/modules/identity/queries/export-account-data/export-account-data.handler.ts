import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { exportRow, type ExportRow, exportRows } from '#platform/database/export-row.js';
import { NotFoundError } from '#platform/errors/domain-error.js';
import { ExportAppliancesDataQuery } from '../../../appliances/queries/export-appliances-data/export-appliances-data.query.js';
import { ExportChatDataQuery } from '../../../chat/queries/export-chat-data/export-chat-data.query.js';
import { ExportDonationsDataQuery } from '../../../donations/queries/export-donations-data/export-donations-data.query.js';
import { ExportFeedbackDataQuery } from '../../../feedback/queries/export-feedback-data/export-feedback-data.query.js';
import { FindHouseholdQuery } from '../../../households/queries/find-household/find-household.query.js';
import { ExportInventoryDataQuery } from '../../../inventory/queries/export-inventory-data/export-inventory-data.query.js';
import { ExportPlanningDataQuery } from '../../../planning/queries/export-planning-data/export-planning-data.query.js';
import { ExportRecipesDataQuery } from '../../../recipes/queries/export-recipes-data/export-recipes-data.query.js';
import { type AccountExport, ExportAccountDataQuery } from './export-account-data.query.js';

/**
 * The household's rows keep who added them (`userId`) only while that person is still a member:
 * someone who left (or was never one) is another household's person, and the export names only the
 * user and their household's people (issue 32), like a deleted member's rows, which say null.
 */
export function onlyMembersNamed(rows: ExportRow[], memberIds: ReadonlySet<unknown>): ExportRow[] {
  return rows.map((row) => (row.userId == null || memberIds.has(row.userId) ? row : { ...row, userId: null }));
}

/**
 * Identity reads its own tables (users, identities, push and API tokens); every other part of the
 * download is asked of the module that owns it (issue 19), each answering its rows in the one
 * export shape (`platform/database/export-row.ts`).
 */
@QueryHandler(ExportAccountDataQuery)
export class ExportAccountDataHandler implements IQueryHandler<ExportAccountDataQuery> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ actor }: ExportAccountDataQuery): Promise<AccountExport> {
    const { userId, householdId } = actor;
    const [user] = await this.em.execute<Record<string, unknown>[]>(
      `select id, email, first_name, last_name, profile_image_url, role, dietary_restrictions, allergens, favorite_categories,
         expiration_alert_days, storage_areas_enabled, household_size, cooking_skill_level, preferred_units, foods_to_avoid,
         has_completed_onboarding, storage_locations, created_at, updated_at
       from users where id = ?`,
      [userId],
    );
    if (!user) throw new NotFoundError('identity.user-not-found');
    // not the invite code: a live one is a credential
    const household = await this.queries.execute(new FindHouseholdQuery(householdId));
    if (!household) throw new NotFoundError('identity.household-not-found');
    const members = await exportRows(this.em, 'select id, first_name, last_name, role from users where household_id = ? order by created_at, id', [householdId]);
    const memberIds = new Set(members.map((member) => member.id));
    const named = (rows: ExportRow[]) => onlyMembersNamed(rows, memberIds);
    const signInMethods = await exportRows(this.em, 'select provider, created_at from identities where user_id = ? order by created_at', [userId]);

    // in turn, as the export always read: a rare download, not worth a burst on the pool
    const inventory = await this.queries.execute(new ExportInventoryDataQuery(householdId));
    const { recipes } = await this.queries.execute(new ExportRecipesDataQuery(householdId));
    const planning = await this.queries.execute(new ExportPlanningDataQuery(householdId));
    const { appliances } = await this.queries.execute(new ExportAppliancesDataQuery(householdId));
    const { chatMessages } = await this.queries.execute(new ExportChatDataQuery(userId));
    const { feedback } = await this.queries.execute(new ExportFeedbackDataQuery(userId));
    const pushTokens = await exportRows(this.em, 'select * from push_tokens where user_id = ? order by created_at, id', [userId]);
    const { donations } = await this.queries.execute(new ExportDonationsDataQuery(userId));
    // what each token is for and when it works; never the hash
    const apiTokens = await exportRows(this.em, 'select name, scope, created_at, expires_at, last_used_at from api_tokens where user_id = ? order by created_at, id', [
      userId,
    ]);

    // the field order is the download's: the old export's, the API tokens and learned shelf lives appended
    return {
      exportedAt: new Date().toISOString(),
      user: exportRow(user),
      signInMethods,
      household: { id: household.id, name: household.name, createdAt: household.createdAt, members },
      storageLocations: named(inventory.storageLocations),
      foodItems: named(inventory.foodItems),
      foodItemEvents: named(inventory.foodItemEvents),
      recipes: named(recipes),
      mealPlans: named(planning.mealPlans),
      shoppingList: named(planning.shoppingList),
      appliances: named(appliances),
      chatMessages,
      feedback,
      pushTokens,
      donations,
      apiTokens,
      // appended with issue 35
      shelfLives: named(inventory.shelfLives),
    };
  }
}
