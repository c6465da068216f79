import { Query } from '@nestjs/cqrs';
import type { RecipeWarning } from '@sous/contracts';

/** The lines of a recipe that hold an allergen or a food a member of the household avoids (issue 30). */
export class GetRecipeWarningsQuery extends Query<RecipeWarning[]> {
  constructor(
    readonly householdId: string,
    readonly ingredients: readonly string[],
  ) {
    super();
  }
}
