import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { type FeedbackItem, resolvedFeedbackStatuses } from '@sous/contracts';
import { ForbiddenError } from '#platform/auth/auth.errors.js';
import { setClause } from '#platform/database/set-clause.js';
import { feedbackNotFound } from '../../domain/feedback.errors.js';
import { findFeedback } from '../../application/feedback-items.js';
import { UpdateFeedbackCommand } from './update-feedback.command.js';

const columns = {
  status: 'status',
  priority: 'priority',
  category: 'category',
  estimatedTurnaround: 'estimated_turnaround',
  tags: 'tags',
  isFlagged: 'is_flagged',
  flagReason: 'flag_reason',
} as const;

const resolved = resolvedFeedbackStatuses.map((s) => `'${s}'`).join(', ');

/**
 * Admin triage. Any status may follow any other (the spec shows no transitions). Reaching completed
 * or wont_fix stamps `resolvedAt` once (moving between the two keeps the first stamp); reopening
 * clears it. Unflagging clears the reason.
 */
@CommandHandler(UpdateFeedbackCommand)
export class UpdateFeedbackHandler implements ICommandHandler<UpdateFeedbackCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ actor, id, body }: UpdateFeedbackCommand): Promise<FeedbackItem> {
    if (actor.role !== 'admin') throw new ForbiddenError();
    const changes = { ...body, flagReason: body.isFlagged === false ? null : body.flagReason };
    const { sets, params } = setClause(columns, changes);
    if (body.status !== undefined) {
      // bound, not the column: every set expression reads the old row
      sets.push(`resolved_at = case when ?::text in (${resolved}) then coalesce(resolved_at, now()) else null end`);
      params.push(body.status);
    }
    const rows = await this.em.execute<{ id: string }[]>(`update feedback set ${sets.join(', ')} where id = ? returning id`, [...params, id]);
    if (rows.length === 0) throw feedbackNotFound();
    const item = await findFeedback(this.em, this.queries, actor, id);
    if (!item) throw feedbackNotFound();
    return item;
  }
}
