import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { ShoppingItem } from '@sous/contracts';
import { listShoppingItems } from '../../application/shopping-items.js';
import { ListShoppingItemsQuery } from './list-shopping-items.query.js';

@QueryHandler(ListShoppingItemsQuery)
export class ListShoppingItemsHandler implements IQueryHandler<ListShoppingItemsQuery> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly queries: QueryBus,
  ) {}

  execute({ actor }: ListShoppingItemsQuery): Promise<ShoppingItem[]> {
    return listShoppingItems(this.em, this.queries, actor.householdId);
  }
}
