import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { NutritionSummary } from '@sous/contracts';
import { addDays, todayIn } from '@sous/kitchen';
import { GetNutritionSummaryQuery } from './get-nutrition-summary.query.js';
import { type NutritionEventRow, type NutritionFoodRow, summarizeNutrition, WEEKS_SHOWN, weekStartOf } from './summarize-nutrition.js';

interface EventRow extends Omit<NutritionEventRow, 'day'> {
  occurred_at: Date | string;
}

/** The household's nutrition totals and this month's use and waste (read with plain SQL). */
@QueryHandler(GetNutritionSummaryQuery)
export class GetNutritionSummaryHandler implements IQueryHandler<GetNutritionSummaryQuery> {
  constructor(private readonly em: SqlEntityManager) {}

  async execute({ actor, now }: GetNutritionSummaryQuery): Promise<NutritionSummary> {
    const today = todayIn(now);
    const firstWeek = addDays(weekStartOf(today), -7 * (WEEKS_SHOWN - 1));
    const monthStart = `${today.slice(0, 7)}-01`;
    // a day of slack either side: the day an event falls on is decided below, in the server's time zone
    const since = addDays(firstWeek < monthStart ? firstWeek : monthStart, -1);
    const [items, events, users] = await Promise.all([
      this.em.execute<NutritionFoodRow[]>(
        `select id, name, quantity, unit, expiration_date, food_category, weight_in_grams, nutrition
           from food_items where household_id = ?`,
        [actor.householdId],
      ),
      this.em.execute<EventRow[]>(
        `select e.kind, e.quantity, e.unit, e.occurred_at, fi.nutrition as item_nutrition
           from food_item_events e
           left join food_items fi on fi.id = e.food_item_id and fi.household_id = e.household_id
          where e.household_id = ? and e.occurred_at >= ?`,
        [actor.householdId, `${since}T00:00:00Z`],
      ),
      this.em.execute<{ preferred_units: string }[]>('select preferred_units from users where id = ?', [actor.userId]),
    ]);
    const preferredUnits = users[0]?.preferred_units === 'metric' ? 'metric' : 'imperial';
    return summarizeNutrition(
      items,
      events.map(({ occurred_at, ...event }) => ({ ...event, day: todayIn(new Date(occurred_at)) })),
      today,
      preferredUnits,
    );
  }
}
