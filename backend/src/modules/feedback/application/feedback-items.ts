import type { SqlEntityManager } from '@mikro-orm/sql';
import type { QueryBus } from '@nestjs/cqrs';
import type { FeedbackItem, FeedbackSort } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';
import { FindUserNamesQuery } from '../../identity/queries/find-user-names/find-user-names.query.js';
import { type FeedbackFilter, feedbackPageRows, feedbackRow, type FeedbackRow, toItem } from '../database/feedback.row.js';

// Feedback as the API shows it: database/ reads the entries, identity is asked on the bus here for
// their authors' names (issue 34: database/ never calls the buses).

/** The entries with their authors' first names, asked of identity once for the whole page. */
async function toItems(queries: QueryBus, rows: readonly FeedbackRow[], actor: Actor): Promise<FeedbackItem[]> {
  if (rows.length === 0) return [];
  const names = await queries.execute(new FindUserNamesQuery(rows.map((row) => row.user_id)));
  const firstNames = new Map(names.map((n) => [n.id, n.firstName]));
  return rows.map((row) => toItem(row, firstNames.get(row.user_id) ?? null, actor));
}

export async function listFeedback(
  em: SqlEntityManager,
  queries: QueryBus,
  actor: Actor,
  query: { sort: FeedbackSort; page: number; pageSize: number } & FeedbackFilter,
): Promise<{ items: FeedbackItem[]; total: number }> {
  const { rows, total } = await feedbackPageRows(em, actor, query);
  return { items: await toItems(queries, rows, actor), total };
}

/** One entry as the caller may see it; null when unknown or not visible to them. */
export async function findFeedback(em: SqlEntityManager, queries: QueryBus, actor: Actor, id: string): Promise<FeedbackItem | null> {
  const row = await feedbackRow(em, actor, id);
  return row ? ((await toItems(queries, [row], actor))[0] ?? null) : null;
}
