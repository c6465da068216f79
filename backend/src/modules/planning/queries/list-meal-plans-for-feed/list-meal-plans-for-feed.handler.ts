import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { FeedMealPlan } from '../../domain/calendar-feed-events.js';
import { recipesById } from '../../application/recipe-lookup.js';
import { mealPlanFields } from '../../database/meal-plan.row.js';
import { ListMealPlansForFeedQuery } from './list-meal-plans-for-feed.query.js';

interface Row {
  id: string;
  recipe_id: string;
  date: string;
  meal_type: FeedMealPlan['mealType'];
  servings: number;
  notes: string | null;
  created_at: Date | string;
  cooked_at: Date | string | null;
}

@QueryHandler(ListMealPlansForFeedQuery)
export class ListMealPlansForFeedHandler implements IQueryHandler<ListMealPlansForFeedQuery> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ householdId, from, to }: ListMealPlansForFeedQuery): Promise<FeedMealPlan[]> {
    // no availability here (the list's stock index): a calendar app polls, and the feed does not show it
    const rows = await this.em.execute<Row[]>(
      `select id, recipe_id, date, meal_type, servings, notes, created_at, cooked_at
        from meal_plans
        where household_id = ? and date >= ? and date <= ?
        order by date, created_at`,
      [householdId, from, to],
    );
    if (rows.length === 0) return [];
    // one question to the cookbook for the whole range; a plan goes with its recipe (cascade), so
    // one without is skipped, as the join this replaced did
    const recipes = await recipesById(this.queries, householdId, rows.map((row) => row.recipe_id));
    return rows.flatMap((row) => {
      const recipe = recipes.get(row.recipe_id);
      if (!recipe) return [];
      return [
        {
          ...mealPlanFields(row),
          recipeTitle: recipe.title,
          recipeServings: recipe.servings,
          ingredients: recipe.ingredients ?? [],
        },
      ];
    });
  }
}
