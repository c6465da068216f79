import { Module } from '@nestjs/common';
import { NutritionController } from './http/nutrition.controller.js';
import { GetNutritionSummaryHandler } from './queries/get-nutrition-summary/get-nutrition-summary.handler.js';
import { ListNutritionItemsHandler } from './queries/list-nutrition-items/list-nutrition-items.handler.js';

/** The nutrition page: what the household's food holds and how much of it is used or wasted (read only). */
@Module({
  controllers: [NutritionController],
  providers: [GetNutritionSummaryHandler, ListNutritionItemsHandler],
})
export class NutritionModule {}
