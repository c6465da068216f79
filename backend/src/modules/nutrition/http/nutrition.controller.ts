import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { NutritionSummary } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';
import { CurrentActor } from '#platform/auth/auth.decorators.js';
import { GetNutritionSummaryQuery } from '../queries/get-nutrition-summary/get-nutrition-summary.query.js';

@Controller('api/nutrition')
export class NutritionController {
  constructor(private readonly queries: QueryBus) {}

  @Get('summary')
  summary(@CurrentActor() actor: Actor): Promise<NutritionSummary> {
    return this.queries.execute(new GetNutritionSummaryQuery(actor));
  }
}
