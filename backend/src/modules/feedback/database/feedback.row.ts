import type { SqlEntityManager } from '@mikro-orm/sql';
import type { FeedbackItem, FeedbackReply, FeedbackSort } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';
import { visibleTo } from '../domain/feedback-visibility.js';

export interface FeedbackRow {
  id: string;
  user_id: string;
  type: FeedbackItem['type'];
  sentiment: FeedbackItem['sentiment'];
  rating: number | null;
  content: string | null;
  context_id: string | null;
  context_type: string | null;
  category: string | null;
  priority: FeedbackItem['priority'];
  status: FeedbackItem['status'];
  estimated_turnaround: string | null;
  tags: string[] | null;
  upvote_count: number;
  upvoted: boolean;
  responses: StoredReply[] | string | null;
  is_flagged: boolean;
  flag_reason: string | null;
  similar_to: string | null;
  page: string | null;
  created_at: Date | string;
  resolved_at: Date | string | null;
}

/** A reply as stored in `feedback.responses`; the author's id stays on the server. */
export interface StoredReply {
  id: string;
  message: string;
  authorId: string;
  authorName: string;
  createdAt: string;
}

/** `?` for the caller's id comes first in the parameters. */
const select = `select f.id, f.user_id, f.type, f.sentiment, f.rating, f.content, f.context_id, f.context_type, f.category,
    f.priority, f.status, f.estimated_turnaround, f.tags, f.upvote_count, f.responses, f.is_flagged, f.flag_reason,
    f.similar_to, f.metadata->>'page' as page, f.created_at, f.resolved_at,
    exists (select 1 from feedback_upvotes v where v.feedback_id = f.id and v.user_id = ?) as upvoted
  from feedback f`;

const iso = (value: Date | string) => new Date(value).toISOString();

export function toItem(row: FeedbackRow, authorFirstName: string | null, actor: Actor): FeedbackItem {
  const stored = (typeof row.responses === 'string' ? JSON.parse(row.responses) : row.responses) as StoredReply[] | null;
  const responses: FeedbackReply[] = (stored ?? []).map((r) => ({ id: r.id, message: r.message, authorName: r.authorName, createdAt: r.createdAt }));
  return {
    id: row.id,
    type: row.type,
    sentiment: row.sentiment,
    rating: row.rating,
    content: row.content,
    contextId: row.context_id,
    contextType: row.context_type,
    category: row.category,
    priority: row.priority,
    status: row.status,
    estimatedTurnaround: row.estimated_turnaround,
    tags: row.tags ?? [],
    upvoteCount: Number(row.upvote_count),
    upvoted: Boolean(row.upvoted),
    responses,
    isFlagged: row.is_flagged,
    flagReason: actor.role === 'admin' ? row.flag_reason : null,
    similarTo: row.similar_to,
    page: row.page,
    // first names only: an email is never shown to other members
    authorName: authorFirstName?.trim() || 'A cook',
    mine: row.user_id === actor.userId,
    createdAt: iso(row.created_at),
    resolvedAt: row.resolved_at === null ? null : iso(row.resolved_at),
  };
}

export interface FeedbackFilter {
  type?: FeedbackItem['type'];
  status?: FeedbackItem['status'];
  category?: string;
}

function whereOf(actor: Actor, filter: FeedbackFilter): { sql: string; params: unknown[] } {
  const visible = visibleTo(actor);
  const where = [visible.sql];
  const params = [...visible.params];
  if (filter.type) {
    where.push('f.type = ?');
    params.push(filter.type);
  }
  if (filter.status) {
    where.push('f.status = ?');
    params.push(filter.status);
  }
  if (filter.category) {
    where.push('lower(f.category) = lower(?)');
    params.push(filter.category);
  }
  return { sql: where.join(' and '), params };
}

const orderBy = {
  newest: 'f.created_at desc, f.id desc',
  upvotes: 'f.upvote_count desc, f.created_at desc, f.id desc',
} as const;

/** One page of the entries the caller may see, and how many there are in all; their authors' names are identity's (application/feedback-items.ts). */
export async function feedbackPageRows(
  em: SqlEntityManager,
  actor: Actor,
  query: { sort: FeedbackSort; page: number; pageSize: number } & FeedbackFilter,
): Promise<{ rows: FeedbackRow[]; total: number }> {
  const where = whereOf(actor, query);
  const [{ total }] = await em.execute<{ total: string | number }[]>(`select count(*) as total from feedback f where ${where.sql}`, where.params);
  const rows = await em.execute<FeedbackRow[]>(`${select} where ${where.sql} order by ${orderBy[query.sort]} limit ? offset ?`, [
    actor.userId,
    ...where.params,
    query.pageSize,
    (query.page - 1) * query.pageSize,
  ]);
  return { rows, total: Number(total) };
}

/** One entry's row as the caller may see it; null when unknown or not visible to them. */
export async function feedbackRow(em: SqlEntityManager, actor: Actor, id: string): Promise<FeedbackRow | null> {
  const visible = visibleTo(actor);
  const [row] = await em.execute<FeedbackRow[]>(`${select} where f.id = ? and ${visible.sql}`, [actor.userId, id, ...visible.params]);
  return row ?? null;
}
