import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { WasteSuggestionsResponse } from '@sous/contracts';
import { findExpiringItems } from '../../application/expiring-items.js';
import { wasteTips } from '../../domain/waste-tips.js';
import { GetWasteSuggestionsQuery } from './get-waste-suggestions.query.js';

/** Tips for what is expiring, from the offline rules; a refresh (a new call) rotates them. */
@QueryHandler(GetWasteSuggestionsQuery)
export class GetWasteSuggestionsHandler implements IQueryHandler<GetWasteSuggestionsQuery> {
  private calls = 0;

  constructor(
    private readonly em: SqlEntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ actor }: GetWasteSuggestionsQuery): Promise<WasteSuggestionsResponse> {
    const items = await findExpiringItems(this.em, this.queries, actor.userId, actor.householdId);
    this.calls += 1;
    return { suggestions: wasteTips(items, this.calls) };
  }
}
