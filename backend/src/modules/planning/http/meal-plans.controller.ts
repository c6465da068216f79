import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { cookMealBody, type CookMealResponse, createMealPlanBody, type MealPlan, mealPlansPageQuery, updateMealPlanBody } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';
import { CurrentActor } from '#platform/auth/auth.decorators.js';
import { IdParamPipe } from '#platform/http/id-param.pipe.js';
import { Listing, type ListAnswer } from '#platform/http/page-link.js';
import { zod } from '#platform/http/zod.pipe.js';
import { CookMealPlanCommand } from '../commands/cook-meal-plan/cook-meal-plan.command.js';
import { CreateMealPlanCommand } from '../commands/create-meal-plan/create-meal-plan.command.js';
import { DeleteMealPlanCommand } from '../commands/delete-meal-plan/delete-meal-plan.command.js';
import { UpdateMealPlanCommand } from '../commands/update-meal-plan/update-meal-plan.command.js';
import { ListMealPlansQuery } from '../queries/list-meal-plans/list-meal-plans.query.js';
import { ListMealPlansPageQuery } from '../queries/list-meal-plans-page/list-meal-plans-page.query.js';
import { PreviewCookQuery } from '../queries/preview-cook/preview-cook.query.js';

const PlanId = new IdParamPipe('Meal plan not found', 'planning.meal-plan-not-found');

@Controller('api/meal-plans')
export class MealPlansController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** The plans in the range (all without one); with `?limit=N[&after=…]` one page of them and a `Link` to the next. */
  @Get()
  list(
    @CurrentActor() actor: Actor,
    @Query(zod(mealPlansPageQuery)) { limit, after, ...range }: z.output<typeof mealPlansPageQuery>,
    @Listing() answer: ListAnswer,
  ): Promise<MealPlan[]> {
    return answer.wholeOrPage(
      limit,
      () => this.queries.execute(new ListMealPlansQuery(actor, range)),
      (size) => this.queries.execute(new ListMealPlansPageQuery(actor, range, size, after)),
    );
  }

  @Post()
  create(@CurrentActor() actor: Actor, @Body(zod(createMealPlanBody)) body: z.output<typeof createMealPlanBody>): Promise<MealPlan> {
    return this.commands.execute(new CreateMealPlanCommand(actor, body));
  }

  @Patch(':id')
  update(
    @CurrentActor() actor: Actor,
    @Param('id', PlanId) id: string,
    @Body(zod(updateMealPlanBody)) body: z.output<typeof updateMealPlanBody>,
  ): Promise<MealPlan> {
    return this.commands.execute(new UpdateMealPlanCommand(actor, id, body));
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentActor() actor: Actor, @Param('id', PlanId) id: string): Promise<void> {
    await this.commands.execute(new DeleteMealPlanCommand(actor, id));
  }

  /** What Cook would take and lack right now, in Cook's answer shape: the pre-cook summary. */
  @Get(':id/cook-preview')
  cookPreview(@CurrentActor() actor: Actor, @Param('id', PlanId) id: string): Promise<CookMealResponse> {
    return this.queries.execute(new PreviewCookQuery(actor, id));
  }

  @Post(':id/cook')
  @HttpCode(200)
  cook(
    @CurrentActor() actor: Actor,
    @Param('id', PlanId) id: string,
    @Body(zod(cookMealBody)) body: z.output<typeof cookMealBody>,
  ): Promise<CookMealResponse> {
    return this.commands.execute(new CookMealPlanCommand(actor, id, body));
  }
}
