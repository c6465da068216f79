import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { NotFoundError } from '../../../../platform/errors/domain-error.js';
import { FindHouseholdQuery } from '../../../households/queries/find-household/find-household.query.js';
import { type AccountExport, ExportAccountDataQuery } from './export-account-data.query.js';

type Row = Record<string, unknown>;

const camel = (column: string) => column.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

/** A timestamp as the database driver may hand it over as text (`2026-03-01 10:00:00.123+00`). */
const sqlTimestamp = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d+)?([+-]\d{2}(:?\d{2})?|Z)$/;

const exported = (value: unknown): unknown => {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' && sqlTimestamp.test(value)) return new Date(value.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')).toISOString();
  return value;
};

/** A database row with the field names of the API (snake_case columns to camelCase) and ISO moments. */
export function camelRow(row: Row): Row {
  const out: Row = {};
  for (const [column, value] of Object.entries(row)) out[camel(column)] = exported(value);
  return out;
}

/** The household's data, by export field, table and order. */
const householdTables = [
  ['storageLocations', 'storage_locations', 'sort_order, created_at'],
  ['foodItems', 'food_items', 'added_at, id'],
  ['foodItemEvents', 'food_item_events', 'occurred_at, id'],
  ['recipes', 'recipes', 'created_at, id'],
  ['mealPlans', 'meal_plans', 'date, created_at'],
  ['shoppingList', 'shopping_list_items', 'created_at, id'],
  ['appliances', 'appliances', 'created_at, id'],
] as const;

/** The user's own data. */
const personalTables = [
  ['chatMessages', 'chat_messages', 'timestamp, id'],
  ['feedback', 'feedback', 'created_at, id'],
  ['pushTokens', 'push_tokens', 'created_at, id'],
  ['donations', 'donations', 'created_at, id'],
] as const;

/**
 * Reads across the modules' tables by SQL (table names are a database fact): the export is a
 * snapshot of rows, not of any module's read model.
 */
@QueryHandler(ExportAccountDataQuery)
export class ExportAccountDataHandler implements IQueryHandler<ExportAccountDataQuery> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ actor }: ExportAccountDataQuery): Promise<AccountExport> {
    const [user] = await this.em.execute<Row[]>(
      `select id, email, first_name, last_name, profile_image_url, role, dietary_restrictions, allergens, favorite_categories,
         expiration_alert_days, storage_areas_enabled, household_size, cooking_skill_level, preferred_units, foods_to_avoid,
         has_completed_onboarding, storage_locations, created_at, updated_at
       from users where id = ?`,
      [actor.userId],
    );
    if (!user) throw new NotFoundError('identity.user-not-found');
    // not the invite code: a live one is a credential
    const household = await this.queries.execute(new FindHouseholdQuery(actor.householdId));
    if (!household) throw new NotFoundError('identity.household-not-found');
    const members = await this.em.execute<Row[]>(
      'select id, first_name, last_name, role from users where household_id = ? order by created_at, id',
      [actor.householdId],
    );
    const signInMethods = await this.em.execute<Row[]>('select provider, created_at from identities where user_id = ? order by created_at', [
      actor.userId,
    ]);

    const rows = {} as Record<(typeof householdTables)[number][0] | (typeof personalTables)[number][0], Row[]>;
    for (const [key, table, order] of householdTables) rows[key] = await this.rowsOf(table, 'household_id', actor.householdId, order);
    for (const [key, table, order] of personalTables) rows[key] = await this.rowsOf(table, 'user_id', actor.userId, order);

    return {
      exportedAt: new Date().toISOString(),
      user: camelRow(user),
      signInMethods: signInMethods.map(camelRow),
      household: { id: household.id, name: household.name, createdAt: household.createdAt, members: members.map(camelRow) },
      ...rows,
    };
  }

  private async rowsOf(table: string, ownerColumn: string, ownerId: string, order: string): Promise<Row[]> {
    // a table a later module has not created yet (or dropped) is exported as empty
    const [{ present }] = await this.em.execute<{ present: boolean }[]>('select to_regclass(?) is not null as present', [table]);
    if (!present) return [];
    const found = await this.em.execute<Row[]>(`select * from ${table} where ${ownerColumn} = ? order by ${order}`, [ownerId]);
    return found.map(camelRow);
  }
}
