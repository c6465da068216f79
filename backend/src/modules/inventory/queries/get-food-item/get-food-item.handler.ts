import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { FoodItem } from '@sous/contracts';
import { findFoodItem } from '../../database/food-item.row.js';
import { foodItemNotFound } from '../../domain/inventory.errors.js';
import { GetFoodItemQuery } from './get-food-item.query.js';

@QueryHandler(GetFoodItemQuery)
export class GetFoodItemHandler implements IQueryHandler<GetFoodItemQuery> {
  constructor(private readonly em: SqlEntityManager) {}

  async execute({ actor, id }: GetFoodItemQuery): Promise<FoodItem> {
    const item = await findFoodItem(this.em, actor.householdId, id);
    if (!item) throw foodItemNotFound();
    return item;
  }
}
