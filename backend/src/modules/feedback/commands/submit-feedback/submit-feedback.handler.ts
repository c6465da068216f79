import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { type FeedbackItem, sentimentOfRating } from '@sous/contracts';
import { Feedback } from '../../domain/feedback.entity.js';
import { feedbackNotFound } from '../../domain/feedback.errors.js';
import { findFeedback } from '../../application/feedback-items.js';
import { findSimilarFeedback } from '../../database/similar-feedback.js';
import { SubmitFeedbackCommand } from './submit-feedback.command.js';

/**
 * Stores feedback; a rating without a sentiment gets the one it implies (spec 001 §4), and a board
 * entry that reads like an earlier one is linked to it (`similarTo`) so admins can merge duplicates.
 */
@CommandHandler(SubmitFeedbackCommand)
export class SubmitFeedbackHandler implements ICommandHandler<SubmitFeedbackCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ actor, body }: SubmitFeedbackCommand): Promise<FeedbackItem> {
    const rating = body.rating ?? null;
    const content = body.content || null;
    const similarTo = await findSimilarFeedback(this.em, body.type, content);
    const entry = this.em.create(Feedback, {
      userId: actor.userId,
      type: body.type,
      rating,
      sentiment: body.sentiment ?? (rating === null ? null : sentimentOfRating(rating)),
      content,
      contextId: body.contextId ?? null,
      contextType: body.contextType ?? null,
      category: body.category ?? null,
      priority: body.priority ?? null,
      metadata: body.metadata ?? null,
      similarTo,
    });
    await this.em.flush();
    const item = await findFeedback(this.em, this.queries, actor, entry.id);
    if (!item) throw feedbackNotFound();
    return item;
  }
}
