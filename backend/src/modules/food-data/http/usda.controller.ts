import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { foodIdParams, type FoodResult, type FoodSearchResponse, type UsdaSearchParams, usdaSearchQuery } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';
import { CurrentActor } from '#platform/auth/auth.decorators.js';
import { zod } from '#platform/http/zod.pipe.js';
import { GetFoodQuery } from '../queries/get-food/get-food.query.js';
import { SearchFoodsQuery } from '../queries/search-foods/search-foods.query.js';

/** The nutrition database (spec 000 §7): search, and one food for the add-food details step. */
@Controller('api/usda')
export class UsdaController {
  constructor(private readonly queries: QueryBus) {}

  @Get('search')
  search(@CurrentActor() actor: Actor, @Query(zod(usdaSearchQuery)) params: UsdaSearchParams): Promise<FoodSearchResponse> {
    return this.queries.execute(new SearchFoodsQuery(actor, params));
  }

  @Get('foods/:fdcId')
  food(@CurrentActor() actor: Actor, @Param(zod(foodIdParams)) { fdcId }: { fdcId: string }): Promise<FoodResult> {
    return this.queries.execute(new GetFoodQuery(actor, fdcId));
  }
}
