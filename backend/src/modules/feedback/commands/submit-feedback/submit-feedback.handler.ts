import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { type FeedbackEntry, sentimentOfRating } from '@sous/contracts';
import { Feedback } from '../../domain/feedback.entity.js';
import { SubmitFeedbackCommand } from './submit-feedback.command.js';

/** Stores feedback; a rating without a sentiment gets the one it implies (spec 001 §4). */
@CommandHandler(SubmitFeedbackCommand)
export class SubmitFeedbackHandler implements ICommandHandler<SubmitFeedbackCommand> {
  constructor(private readonly em: SqlEntityManager) {}

  async execute({ actor, body }: SubmitFeedbackCommand): Promise<FeedbackEntry> {
    const rating = body.rating ?? null;
    const entry = this.em.create(Feedback, {
      userId: actor.userId,
      type: body.type,
      rating,
      sentiment: body.sentiment ?? (rating === null ? null : sentimentOfRating(rating)),
      content: body.content || null,
      contextId: body.contextId ?? null,
      contextType: body.contextType ?? null,
      category: body.category ?? null,
      priority: body.priority ?? null,
      metadata: body.metadata ?? null,
    });
    await this.em.flush();
    return {
      id: entry.id,
      userId: entry.userId,
      type: entry.type,
      sentiment: entry.sentiment,
      rating: entry.rating,
      content: entry.content,
      contextId: entry.contextId,
      contextType: entry.contextType,
      category: entry.category,
      priority: entry.priority,
      status: entry.status,
      upvoteCount: entry.upvoteCount,
      createdAt: entry.createdAt.toISOString(),
    };
  }
}
