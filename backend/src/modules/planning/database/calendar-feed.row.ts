import type { SqlEntityManager } from '@mikro-orm/sql';
import { type CalendarFeedSettings, calendarFeedDefaults } from '@sous/contracts';

export interface CalendarFeedRow {
  household_id: string;
  secret_hash: string | null;
  secret_created_at: Date | string | null;
  secret_user_id: string | null;
  breakfast: string;
  lunch: string;
  dinner: string;
  snack: string;
  duration_minutes: number;
  time_zone: string;
}

const columns = 'household_id, secret_hash, secret_created_at, secret_user_id, breakfast, lunch, dinner, snack, duration_minutes, time_zone';

export function toCalendarFeedSettings(row: CalendarFeedRow | undefined): CalendarFeedSettings {
  if (!row) return { active: false, createdAt: null, ...calendarFeedDefaults };
  return {
    active: row.secret_hash !== null,
    createdAt: row.secret_hash !== null && row.secret_created_at !== null ? new Date(row.secret_created_at).toISOString() : null,
    breakfast: row.breakfast,
    lunch: row.lunch,
    dinner: row.dinner,
    snack: row.snack,
    durationMinutes: row.duration_minutes,
    timeZone: row.time_zone,
  };
}

export async function calendarFeedOf(em: SqlEntityManager, householdId: string): Promise<CalendarFeedRow | undefined> {
  const rows = await em.execute<CalendarFeedRow[]>(`select ${columns} from calendar_feeds where household_id = ?`, [householdId]);
  return rows[0];
}

export async function calendarFeedBySecretHash(em: SqlEntityManager, secretHash: string): Promise<CalendarFeedRow | undefined> {
  const rows = await em.execute<CalendarFeedRow[]>(`select ${columns} from calendar_feeds where secret_hash = ?`, [secretHash]);
  return rows[0];
}

/** Writes `sets` on the household's row, making the row (with the defaults) first if there is none. */
export async function upsertCalendarFeed(
  em: SqlEntityManager,
  householdId: string,
  values: Partial<Record<'secret_hash' | 'secret_created_at' | 'secret_user_id' | 'breakfast' | 'lunch' | 'dinner' | 'snack' | 'duration_minutes' | 'time_zone', unknown>>,
): Promise<CalendarFeedRow> {
  const names = Object.keys(values);
  const params = Object.values(values);
  const insertColumns = ['household_id', ...names].join(', ');
  const placeholders = ['?', ...names.map(() => '?')].join(', ');
  const updates = [...names.map((name) => `${name} = excluded.${name}`), 'updated_at = now()'].join(', ');
  const rows = await em.execute<CalendarFeedRow[]>(
    `insert into calendar_feeds (${insertColumns}) values (${placeholders}) on conflict (household_id) do update set ${updates} returning ${columns}`,
    [householdId, ...params],
  );
  return rows[0];
}
