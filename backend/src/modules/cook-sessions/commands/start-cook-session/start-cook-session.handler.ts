import { CommandHandler, EventBus, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { CookSession, Recipe } from '@sous/contracts';
import { cookSteps } from '@sous/kitchen';
import type { Actor } from '#platform/auth/actor.js';
import { inUnitOfWork, publishWritten } from '#platform/events/unit-of-work.js';
import { GetMealPlanQuery } from '../../../planning/queries/get-meal-plan/get-meal-plan.query.js';
import { GetRecipeQuery } from '../../../recipes/queries/get-recipe/get-recipe.query.js';
import { findActiveCookSession, findCookSession } from '../../database/cook-session.row.js';
import { CookSession as CookSessionEntity } from '../../domain/cook-session.entity.js';
import { alreadyCooking, mealPlanNotFound, mealPlanOfAnotherRecipe, recipeHasNoSteps } from '../../domain/cook-sessions.errors.js';
import { timersOfSteps } from '../../domain/session-timers.js';
import { CookSessionChanged } from '../../events/cook-session-changed.event.js';
import { StartCookSessionCommand } from './start-cook-session.command.js';

/**
 * Starts the household's cook session: the recipe's steps at the chosen servings with their timers.
 * While one runs, a second start is refused with the running one (docs/decisions.md): a cook on
 * another device joins it rather than silently replacing someone else's cooking.
 */
@CommandHandler(StartCookSessionCommand)
export class StartCookSessionHandler implements ICommandHandler<StartCookSessionCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly events: EventBus,
    private readonly queries: QueryBus,
  ) {}

  execute(command: StartCookSessionCommand): Promise<CookSession> {
    return inUnitOfWork(this.em, this.events, () => this.start(command));
  }

  private async start({ actor, body }: StartCookSessionCommand): Promise<CookSession> {
    const recipe: Recipe = await this.queries.execute(new GetRecipeQuery(actor, body.recipeId));
    if (body.mealPlanId) await this.checkMealPlan(actor, body.mealPlanId, recipe.id);
    const running = await findActiveCookSession(this.em, actor.householdId);
    if (running) throw alreadyCooking(running);
    const steps = cookSteps(recipe, body.servings);
    if (steps.length === 0) throw recipeHasNoSteps();
    const entity = this.em.create(CookSessionEntity, {
      householdId: actor.householdId,
      recipeId: recipe.id,
      mealPlanId: body.mealPlanId ?? null,
      userId: actor.userId,
      recipeTitle: recipe.title,
      servings: body.servings,
      recipeServings: recipe.servings,
      steps,
      timers: timersOfSteps(steps),
    });
    await this.em.flush();
    return publishWritten(
      this.events,
      findCookSession(this.em, actor.householdId, entity.id),
      (session) => new CookSessionChanged(actor.householdId, session),
      `Cook session ${entity.id}`,
    );
  }

  private async checkMealPlan(actor: Actor, mealPlanId: string, recipeId: string): Promise<void> {
    const plan = await this.queries.execute(new GetMealPlanQuery(actor, mealPlanId));
    if (!plan) throw mealPlanNotFound();
    if (plan.recipeId !== recipeId) throw mealPlanOfAnotherRecipe();
  }
}
