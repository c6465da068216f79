import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { FeedbackPage } from '@sous/contracts';
import { listFeedback } from '../../application/feedback-items.js';
import { ListFeedbackQuery } from './list-feedback.query.js';

@QueryHandler(ListFeedbackQuery)
export class ListFeedbackHandler implements IQueryHandler<ListFeedbackQuery> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ actor, filter }: ListFeedbackQuery): Promise<FeedbackPage> {
    const { items, total } = await listFeedback(this.em, this.queries, actor, filter);
    return { items, total, page: filter.page, pageSize: filter.pageSize };
  }
}
