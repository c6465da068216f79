import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { ShoppingItem } from '@sous/contracts';
import { listShoppingItems } from '../../database/shopping-item.row.js';
import { ListShoppingItemsQuery } from './list-shopping-items.query.js';

@QueryHandler(ListShoppingItemsQuery)
export class ListShoppingItemsHandler implements IQueryHandler<ListShoppingItemsQuery> {
  constructor(private readonly em: SqlEntityManager) {}

  execute({ actor }: ListShoppingItemsQuery): Promise<ShoppingItem[]> {
    return listShoppingItems(this.em, actor.householdId);
  }
}
