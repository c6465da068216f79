import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { NutritionSummary } from '@sous/contracts';
import { todayIn } from '@sous/kitchen';
import { ListFoodRecordsQuery } from '../../../inventory/queries/list-food-records/list-food-records.query.js';
import { GetUserSettingsQuery } from '../../../identity/queries/get-user-settings/get-user-settings.query.js';
import { GetNutritionSummaryQuery } from './get-nutrition-summary.query.js';
import { linkFoods, nutritionFoodRows } from './nutrition-inputs.js';
import { type FoodNames, foodLookupsFor, groupEvents, type NutritionEventRow, summarizeNutrition, summaryPeriod } from './summarize-nutrition.js';

/**
 * The household's nutrition totals and this month's use and waste. Items, events and purchases
 * are the inventory's, asked of it in one question (issue 19); the nutrients and household
 * measures of their canonical foods come from food-data's published query in one round trip, so
 * items without stored nutrition count too (issue 16). Money comes from the values the events
 * recorded and the purchases in the price history (issue 21).
 */
@QueryHandler(GetNutritionSummaryQuery)
export class GetNutritionSummaryHandler implements IQueryHandler<GetNutritionSummaryQuery> {
  constructor(private readonly queries: QueryBus) {}

  async execute({ actor, now }: GetNutritionSummaryQuery): Promise<NutritionSummary> {
    const today = todayIn(now);
    // the day an event falls on is decided below, in the server's time zone
    const { eventsSince, purchasesSince } = summaryPeriod(today);
    const records = await this.queries.execute(new ListFoodRecordsQuery(actor.householdId, `${eventsSince}T00:00:00Z`, `${purchasesSince}T00:00:00Z`));
    const user = await this.queries.execute(new GetUserSettingsQuery(actor.userId));
    const items = nutritionFoodRows(records.items);
    // the inventory groups events by quarter hour; grouped again by day, tens of thousands of events
    // at scale are a few hundred amounts of foods on days, which the summary weighs and prices once each
    const events = groupEvents(
      records.events.map(
        (event): NutritionEventRow => ({
          kind: event.kind,
          quantity: event.quantity,
          unit: event.unit,
          day: todayIn(new Date(event.occurredAt)),
          food_name: event.foodName,
          item_nutrition: event.itemNutrition,
          value: event.value,
          value_source: event.valueSource,
          count: event.count,
          priced: event.priced,
        }),
      ),
    );
    const purchases = records.purchases.map(({ recordedAt, paid }) => ({ paid, day: todayIn(new Date(recordedAt)) }));

    const names: FoodNames = new Map();
    const lookups = foodLookupsFor(items, events, names);
    const linkedFoods = await linkFoods(this.queries, lookups);
    return summarizeNutrition({
      items,
      events,
      linkedFoods,
      today,
      preferredUnits: user?.preferredUnits === 'metric' ? 'metric' : 'imperial',
      purchases,
      currency: user?.currency ?? undefined,
      names,
    });
  }
}
