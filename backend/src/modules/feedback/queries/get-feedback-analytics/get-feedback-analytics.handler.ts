import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { type FeedbackAnalytics, feedbackSentiments, feedbackStatuses, feedbackTypes, resolvedFeedbackStatuses } from '@sous/contracts';
import { ForbiddenError } from '#platform/auth/auth.errors.js';
import { GetFeedbackAnalyticsQuery } from './get-feedback-analytics.query.js';

const topUpvotedCount = 5;
const round = (value: number | string | null, digits = 2) => (value === null ? null : Number(Number(value).toFixed(digits)));

/** Zero for every key the database had no row for, in the enum's order (charts keep their bars). */
function counts<K extends string>(keys: readonly K[], rows: { key: string; count: string | number }[]): { key: K; count: number }[] {
  const found = new Map(rows.map((r) => [r.key, Number(r.count)]));
  return keys.map((key) => ({ key, count: found.get(key) ?? 0 }));
}

/** Admin figures over every member's feedback, optionally within [from, to) of `created_at`. */
@QueryHandler(GetFeedbackAnalyticsQuery)
export class GetFeedbackAnalyticsHandler implements IQueryHandler<GetFeedbackAnalyticsQuery> {
  constructor(private readonly em: SqlEntityManager) {}

  async execute({ actor, range }: GetFeedbackAnalyticsQuery): Promise<FeedbackAnalytics> {
    if (actor.role !== 'admin') throw new ForbiddenError();
    const where = ['true'];
    const params: unknown[] = [];
    if (range.from) {
      where.push('f.created_at >= ?::timestamptz');
      params.push(range.from);
    }
    if (range.to) {
      where.push('f.created_at < ?::timestamptz');
      params.push(range.to);
    }
    const w = where.join(' and ');
    const group = (column: string) =>
      this.em.execute<{ key: string; count: string | number }[]>(`select ${column} as key, count(*) as count from feedback f where ${w} group by 1`, params);
    const resolved = resolvedFeedbackStatuses.map((s) => `'${s}'`).join(', ');

    const [byType, bySentiment, byStatus, byWeek, [ratings], topUpvoted, [resolution]] = await Promise.all([
      group('f.type'),
      group(`coalesce(f.sentiment, 'none')`),
      group('f.status'),
      this.em.execute<{ week: string; count: string | number }[]>(
        `select to_char(date_trunc('week', f.created_at at time zone 'UTC'), 'YYYY-MM-DD') as week, count(*) as count
           from feedback f where ${w} group by 1 order by 1`,
        params,
      ),
      this.em.execute<{ average: string | number | null; rated: string | number; total: string | number }[]>(
        `select avg(f.rating) as average, count(f.rating) as rated, count(*) as total from feedback f where ${w}`,
        params,
      ),
      this.em.execute<{ id: string; type: FeedbackAnalytics['topUpvoted'][number]['type']; content: string | null; status: FeedbackAnalytics['topUpvoted'][number]['status']; upvote_count: number }[]>(
        `select f.id, f.type, f.content, f.status, f.upvote_count from feedback f
          where ${w} and f.upvote_count > 0 order by f.upvote_count desc, f.created_at asc limit ${topUpvotedCount}`,
        params,
      ),
      this.em.execute<{ resolved: string | number; average: string | number | null; median: string | number | null }[]>(
        `select count(*) as resolved,
                avg(extract(epoch from f.resolved_at - f.created_at)) / 3600 as average,
                percentile_cont(0.5) within group (order by extract(epoch from f.resolved_at - f.created_at)) / 3600 as median
           from feedback f where ${w} and f.status in (${resolved}) and f.resolved_at is not null`,
        params,
      ),
    ]);

    return {
      total: Number(ratings.total),
      byType: counts(feedbackTypes, byType),
      bySentiment: counts([...feedbackSentiments, 'none'] as const, bySentiment),
      byStatus: counts(feedbackStatuses, byStatus),
      byWeek: byWeek.map((r) => ({ week: r.week, count: Number(r.count) })),
      averageRating: round(ratings.average),
      ratedCount: Number(ratings.rated),
      topUpvoted: topUpvoted.map((r) => ({ id: r.id, type: r.type, content: r.content, status: r.status, upvoteCount: Number(r.upvote_count) })),
      timeToResolve: {
        resolvedCount: Number(resolution.resolved),
        averageHours: round(resolution.average, 1),
        medianHours: round(resolution.median, 1),
      },
    };
  }
}
