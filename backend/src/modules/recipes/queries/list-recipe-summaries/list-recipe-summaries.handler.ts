import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { ListRecipeSummariesQuery, type RecipeSummary } from './list-recipe-summaries.query.js';

interface Row {
  id: string;
  title: string;
  prep_time: string | null;
  cook_time: string | null;
  servings: number | null;
  ingredients: string[];
}

@QueryHandler(ListRecipeSummariesQuery)
export class ListRecipeSummariesHandler implements IQueryHandler<ListRecipeSummariesQuery> {
  constructor(private readonly em: SqlEntityManager) {}

  async execute({ householdId, ids }: ListRecipeSummariesQuery): Promise<RecipeSummary[]> {
    const distinct = [...new Set(ids)];
    if (distinct.length === 0) return [];
    const rows = await this.em.execute<Row[]>(
      `select id, title, prep_time, cook_time, servings, ingredients from recipes
        where household_id = ? and id in (${distinct.map(() => '?').join(', ')})`,
      [householdId, ...distinct],
    );
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      prepTime: row.prep_time,
      cookTime: row.cook_time,
      servings: row.servings,
      ingredients: row.ingredients,
    }));
  }
}
