import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { exportRow } from '#platform/database/export-row.js';
import type { StoredReply } from '../../database/feedback.row.js';
import { ExportFeedbackDataQuery, type FeedbackDataExport } from './export-feedback-data.query.js';

/**
 * The user's feedback as they can see it, not every column (issue 32): no upvoters' ids (`upvotes`:
 * people of other households), no `flag_reason` (an admin's note) and replies without their author's
 * id — the count, the flag and the replies' names stay, as the board shows them.
 */
const columns = `id, user_id, type, sentiment, rating, content, metadata, context_id, context_type, category, priority, status,
  estimated_turnaround, tags, upvote_count, responses, is_flagged, similar_to, created_at, resolved_at`;

const ownReplies = (responses: unknown) => {
  const stored = (typeof responses === 'string' ? JSON.parse(responses) : responses) as StoredReply[] | null;
  return stored?.map(({ id, message, authorName, createdAt }) => ({ id, message, authorName, createdAt })) ?? null;
};

@QueryHandler(ExportFeedbackDataQuery)
export class ExportFeedbackDataHandler implements IQueryHandler<ExportFeedbackDataQuery> {
  constructor(private readonly em: SqlEntityManager) {}

  async execute({ userId }: ExportFeedbackDataQuery): Promise<FeedbackDataExport> {
    const rows = await this.em.execute<Record<string, unknown>[]>(`select ${columns} from feedback where user_id = ? order by created_at, id`, [userId]);
    return { feedback: rows.map((row) => exportRow({ ...row, responses: ownReplies(row.responses) })) };
  }
}
