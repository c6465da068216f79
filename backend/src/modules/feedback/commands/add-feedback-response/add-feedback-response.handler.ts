import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { FeedbackItem } from '@sous/contracts';
import { ForbiddenError } from '#platform/auth/auth.errors.js';
import { feedbackNotFound } from '../../domain/feedback.errors.js';
import { findFeedback } from '../../application/feedback-items.js';
import type { StoredReply } from '../../database/feedback.row.js';
import { FindUserNamesQuery } from '../../../identity/queries/find-user-names/find-user-names.query.js';
import { AddFeedbackResponseCommand } from './add-feedback-response.command.js';

/** An admin's reply, appended to the entry's responses in one statement (replies never overwrite each other). */
@CommandHandler(AddFeedbackResponseCommand)
export class AddFeedbackResponseHandler implements ICommandHandler<AddFeedbackResponseCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ actor, id, body }: AddFeedbackResponseCommand): Promise<FeedbackItem> {
    if (actor.role !== 'admin') throw new ForbiddenError();
    const [author] = await this.queries.execute(new FindUserNamesQuery([actor.userId]));
    const reply: StoredReply = {
      id: randomUUID(),
      message: body.message,
      authorId: actor.userId,
      authorName: author?.firstName?.trim() || 'Admin',
      createdAt: new Date().toISOString(),
    };
    const updated = await this.em.execute<{ id: string }[]>(
      `update feedback set responses = coalesce(responses, '[]'::jsonb) || ?::jsonb where id = ? returning id`,
      [JSON.stringify([reply]), id],
    );
    if (updated.length === 0) throw feedbackNotFound();
    const item = await findFeedback(this.em, this.queries, actor, id);
    if (!item) throw feedbackNotFound();
    return item;
  }
}
