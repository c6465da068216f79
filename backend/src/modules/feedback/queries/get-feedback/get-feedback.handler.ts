import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { FeedbackItem } from '@sous/contracts';
import { feedbackNotFound } from '../../domain/feedback.errors.js';
import { findFeedback } from '../../application/feedback-items.js';
import { GetFeedbackQuery } from './get-feedback.query.js';

@QueryHandler(GetFeedbackQuery)
export class GetFeedbackHandler implements IQueryHandler<GetFeedbackQuery> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ actor, id }: GetFeedbackQuery): Promise<FeedbackItem> {
    const item = await findFeedback(this.em, this.queries, actor, id);
    if (!item) throw feedbackNotFound();
    return item;
  }
}
