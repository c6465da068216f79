import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { NutritionSummary } from '@sous/contracts';
import { addDays, todayIn } from '@sous/kitchen';
import { FindFoodNutrientsQuery } from '../../../food-data/queries/find-food-nutrients/find-food-nutrients.query.js';
import { GetNutritionSummaryQuery } from './get-nutrition-summary.query.js';
import {
  foodLookupsFor,
  type LinkedFood,
  type NutritionEventRow,
  type NutritionFoodRow,
  summarizeNutrition,
  WEEKS_SHOWN,
  weekStartOf,
} from './summarize-nutrition.js';

interface EventRow extends Omit<NutritionEventRow, 'day'> {
  occurred_at: Date | string;
}

/**
 * The household's nutrition totals and this month's use and waste. Items and events are read with
 * plain SQL; the nutrients and household measures of their canonical foods come from food-data's
 * published query in one round trip, so items without stored nutrition count too (issue 16). Money
 * comes from the values the events recorded and the purchases in the price history (issue 21).
 */
@QueryHandler(GetNutritionSummaryQuery)
export class GetNutritionSummaryHandler implements IQueryHandler<GetNutritionSummaryQuery> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ actor, now }: GetNutritionSummaryQuery): Promise<NutritionSummary> {
    const today = todayIn(now);
    const firstWeek = addDays(weekStartOf(today), -7 * (WEEKS_SHOWN - 1));
    const monthStart = `${today.slice(0, 7)}-01`;
    // a day of slack either side: the day an event falls on is decided below, in the server's time zone
    const since = addDays(firstWeek < monthStart ? firstWeek : monthStart, -1);
    const items = await this.em.execute<NutritionFoodRow[]>(
      `select id, name, quantity, unit, expiration_date, food_category, weight_in_grams, nutrition, fcd_id
         from food_items where household_id = ?`,
      [actor.householdId],
    );
    const eventRows = await this.em.execute<EventRow[]>(
      `select e.kind, e.quantity, e.unit, e.occurred_at, e.food_name, fi.nutrition as item_nutrition, e.value, e.value_source
         from food_item_events e
         left join food_items fi on fi.id = e.food_item_id and fi.household_id = e.household_id
        where e.household_id = ? and e.occurred_at >= ?`,
      [actor.householdId, `${since}T00:00:00Z`],
    );
    const purchaseRows = await this.em.execute<{ paid: number | string; recorded_at: Date | string }[]>(
      'select paid, recorded_at from food_prices where household_id = ? and paid is not null and recorded_at >= ?',
      [actor.householdId, `${addDays(monthStart, -1)}T00:00:00Z`],
    );
    const users = await this.em.execute<{ preferred_units: string; currency: string | null }[]>(
      'select preferred_units, currency from users where id = ?',
      [actor.userId],
    );
    const events = eventRows.map(({ occurred_at, ...event }) => ({ ...event, day: todayIn(new Date(occurred_at)) }));
    const purchases = purchaseRows.map(({ recorded_at, paid }) => ({ paid, day: todayIn(new Date(recorded_at)) }));

    const lookups = foodLookupsFor(items, events);
    const foods = lookups.length === 0 ? [] : await this.queries.execute(new FindFoodNutrientsQuery(lookups));
    const linkedFoods = new Map<string, LinkedFood | null>(
      lookups.map((lookup, i) => {
        const food = foods[i];
        return [lookup.key, food ? { nutrients: food.nutrients ?? {}, householdWeights: food.householdWeights ?? [], foodCategory: food.foodCategory } : null];
      }),
    );
    return summarizeNutrition({
      items,
      events,
      linkedFoods,
      today,
      preferredUnits: users[0]?.preferred_units === 'metric' ? 'metric' : 'imperial',
      purchases,
      currency: users[0]?.currency ?? undefined,
    });
  }
}
