import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { type FoodRecordItem, type FoodRecords, ListFoodRecordsQuery } from './list-food-records.query.js';

interface ItemRow {
  id: string;
  name: string;
  quantity: string;
  unit: string;
  expiration_date: string | null;
  food_category: string | null;
  weight_in_grams: FoodRecordItem['weightInGrams'];
  nutrition: string | null;
  fcd_id: string | null;
}

interface EventRow {
  kind: string;
  quantity: string;
  unit: string;
  occurred_at: Date | string;
  food_name: string;
  item_nutrition: string | null;
  value: number | string | null;
  value_source: string | null;
}

@QueryHandler(ListFoodRecordsQuery)
export class ListFoodRecordsHandler implements IQueryHandler<ListFoodRecordsQuery> {
  constructor(private readonly em: SqlEntityManager) {}

  async execute({ householdId, eventsSince, purchasesSince }: ListFoodRecordsQuery): Promise<FoodRecords> {
    const items = await this.em.execute<ItemRow[]>(
      `select id, name, quantity, unit, expiration_date, food_category, weight_in_grams, nutrition, fcd_id
         from food_items where household_id = ?`,
      [householdId],
    );
    const events = await this.em.execute<EventRow[]>(
      `select e.kind, e.quantity, e.unit, e.occurred_at, e.food_name, fi.nutrition as item_nutrition, e.value, e.value_source
         from food_item_events e
         left join food_items fi on fi.id = e.food_item_id and fi.household_id = e.household_id
        where e.household_id = ? and e.occurred_at >= ?`,
      [householdId, eventsSince],
    );
    const purchases = await this.em.execute<{ paid: number | string; recorded_at: Date | string }[]>(
      'select paid, recorded_at from food_prices where household_id = ? and paid is not null and recorded_at >= ?',
      [householdId, purchasesSince],
    );
    return {
      items: items.map((row) => ({
        id: row.id,
        name: row.name,
        quantity: row.quantity,
        unit: row.unit,
        expirationDate: row.expiration_date,
        foodCategory: row.food_category,
        weightInGrams: row.weight_in_grams,
        nutrition: row.nutrition,
        fcdId: row.fcd_id,
      })),
      events: events.map((row) => ({
        kind: row.kind,
        quantity: row.quantity,
        unit: row.unit,
        occurredAt: row.occurred_at,
        foodName: row.food_name,
        itemNutrition: row.item_nutrition,
        value: row.value,
        valueSource: row.value_source,
      })),
      purchases: purchases.map((row) => ({ paid: row.paid, recordedAt: row.recorded_at })),
    };
  }
}
