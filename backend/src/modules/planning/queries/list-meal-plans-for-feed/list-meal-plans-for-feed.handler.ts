import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { FeedMealPlan } from '../../domain/calendar-feed-events.js';
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
  title: string;
  recipe_servings: number | null;
  ingredients: string[];
}

@QueryHandler(ListMealPlansForFeedQuery)
export class ListMealPlansForFeedHandler implements IQueryHandler<ListMealPlansForFeedQuery> {
  constructor(private readonly em: SqlEntityManager) {}

  async execute({ householdId, from, to }: ListMealPlansForFeedQuery): Promise<FeedMealPlan[]> {
    // no availability here (the list's stock index): a calendar app polls, and the feed does not show it
    const rows = await this.em.execute<Row[]>(
      `select m.id, m.recipe_id, m.date, m.meal_type, m.servings, m.notes, m.created_at, m.cooked_at,
          r.title, r.servings as recipe_servings, r.ingredients
        from meal_plans m join recipes r on r.id = m.recipe_id
        where m.household_id = ? and m.date >= ? and m.date <= ?
        order by m.date, m.created_at`,
      [householdId, from, to],
    );
    return rows.map((row) => ({
      id: row.id,
      recipeId: row.recipe_id,
      date: row.date,
      mealType: row.meal_type,
      servings: row.servings,
      notes: row.notes,
      createdAt: new Date(row.created_at).toISOString(),
      cookedAt: row.cooked_at === null ? null : new Date(row.cooked_at).toISOString(),
      recipeTitle: row.title,
      recipeServings: row.recipe_servings,
      ingredients: row.ingredients ?? [],
    }));
  }
}
