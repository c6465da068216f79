import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type NutritionItem, nutritionItemsPageQuery, type NutritionItemsPageQuery, type NutritionSummary } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';
import { CurrentActor } from '#platform/auth/auth.decorators.js';
import { Listing, type ListAnswer } from '#platform/http/page-link.js';
import { zod } from '#platform/http/zod.pipe.js';
import { GetNutritionSummaryQuery } from '../queries/get-nutrition-summary/get-nutrition-summary.query.js';
import { ListNutritionItemsQuery } from '../queries/list-nutrition-items/list-nutrition-items.query.js';

@Controller('api/nutrition')
export class NutritionController {
  constructor(private readonly queries: QueryBus) {}

  /** The totals, the charts and the first page of the per-item table (`items`, of `itemCount` rows). */
  @Get('summary')
  summary(@CurrentActor() actor: Actor): Promise<NutritionSummary> {
    return this.queries.execute(new GetNutritionSummaryQuery(actor));
  }

  /** A page of the per-item table (`?limit=1..200`, 50 by default, `&after=<cursor>`) and a `Link` to the next while more follow. */
  @Get('items')
  items(@CurrentActor() actor: Actor, @Query(zod(nutritionItemsPageQuery)) { limit, after }: NutritionItemsPageQuery, @Listing() answer: ListAnswer): Promise<NutritionItem[]> {
    return answer.page(limit, (size) => this.queries.execute(new ListNutritionItemsQuery(actor, size, after)));
  }
}
