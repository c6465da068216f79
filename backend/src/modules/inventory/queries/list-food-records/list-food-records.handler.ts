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

interface EventGroupRow {
  kind: string;
  quantity: string;
  unit: string;
  quarter_hour: Date | string;
  food_name: string;
  nutrition_hash: string | null;
  value: number | string | null;
  value_source: string | null;
  count: number;
  priced: number;
}

// Every time zone's offset is a whole number of quarter hours, so the events of one quarter hour
// fall on one local day wherever the reader decides the day: grouping by it loses nothing the
// day needs (issue 18: 50,000 events were read one row each, with their lot's nutrition text).
const QUARTER_HOUR = `date_bin('15 minutes', e.occurred_at, timestamptz '2000-01-01 00:00:00+00')`;

@QueryHandler(ListFoodRecordsQuery)
export class ListFoodRecordsHandler implements IQueryHandler<ListFoodRecordsQuery> {
  constructor(private readonly em: SqlEntityManager) {}

  async execute({ householdId, eventsSince, purchasesSince }: ListFoodRecordsQuery): Promise<FoodRecords> {
    // a lot's stored nutrition is the same text for every lot of a food: sent once by its hash
    const items = await this.em.execute<(Omit<ItemRow, 'nutrition'> & { nutrition_hash: string | null })[]>(
      `select id, name, quantity, unit, expiration_date, food_category, weight_in_grams, md5(nutrition) as nutrition_hash, fcd_id
         from food_items where household_id = ?`,
      [householdId],
    );
    const events = eventsSince === null ? [] : await this.eventGroups(householdId, eventsSince);
    const nutritions = await this.em.execute<{ nutrition_hash: string; nutrition: string }[]>(
      `select md5(nutrition) as nutrition_hash, nutrition from food_items where household_id = ? and nutrition is not null group by nutrition`,
      [householdId],
    );
    const nutritionOf = new Map(nutritions.map((row) => [row.nutrition_hash, row.nutrition]));
    const textOf = (hash: string | null): string | null => (hash === null ? null : (nutritionOf.get(hash) ?? null));
    const purchases = purchasesSince === null ? [] : await this.purchases(householdId, purchasesSince);
    return {
      items: items.map((row) => ({
        id: row.id,
        name: row.name,
        quantity: row.quantity,
        unit: row.unit,
        expirationDate: row.expiration_date,
        foodCategory: row.food_category,
        weightInGrams: row.weight_in_grams,
        nutrition: textOf(row.nutrition_hash),
        fcdId: row.fcd_id,
      })),
      events: events.map((row) => ({
        kind: row.kind,
        quantity: row.quantity,
        unit: row.unit,
        occurredAt: row.quarter_hour,
        foodName: row.food_name,
        itemNutrition: textOf(row.nutrition_hash),
        value: row.value,
        valueSource: row.value_source,
        count: row.count,
        priced: row.priced,
      })),
      purchases: purchases.map((row) => ({ paid: row.paid, recordedAt: row.recorded_at })),
    };
  }

  private eventGroups(householdId: string, since: string): Promise<EventGroupRow[]> {
    return this.em.execute<EventGroupRow[]>(
      `select e.kind, e.quantity, e.unit, ${QUARTER_HOUR} as quarter_hour, e.food_name, md5(fi.nutrition) as nutrition_hash, e.value_source,
              count(*)::int as count, count(e.value)::int as priced, sum(e.value) as value
         from food_item_events e
         left join food_items fi on fi.id = e.food_item_id and fi.household_id = e.household_id
        where e.household_id = ? and e.occurred_at >= ?
        group by e.kind, e.quantity, e.unit, quarter_hour, e.food_name, nutrition_hash, e.value_source`,
      [householdId, since],
    );
  }

  private purchases(householdId: string, since: string): Promise<{ paid: number | string; recorded_at: Date | string }[]> {
    return this.em.execute('select paid, recorded_at from food_prices where household_id = ? and paid is not null and recorded_at >= ?', [householdId, since]);
  }
}
