import { Query } from '@nestjs/cqrs';

/** What a meal, a shopping entry or a cook plan needs of its recipe. */
export interface RecipeSummary {
  id: string;
  title: string;
  prepTime: string | null;
  cookTime: string | null;
  servings: number | null;
  ingredients: string[];
}

/**
 * Handled by recipes (issue 19, one owner per table): the household's recipes among `ids`, in one
 * read however many (no order; callers merge by id). Another household's ids and unknown ids read
 * as absent; an empty list answers none.
 */
export class ListRecipeSummariesQuery extends Query<RecipeSummary[]> {
  constructor(
    readonly householdId: string,
    readonly ids: readonly string[],
  ) {
    super();
  }
}
