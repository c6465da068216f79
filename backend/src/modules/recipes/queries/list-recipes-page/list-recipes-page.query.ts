import { Query } from '@nestjs/cqrs';
import type { Page, Recipe, TimeCursor } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';

/** `GET /api/recipes?limit=N[&after=<cursor>]`: one page of the cookbook, newest first. */
export class ListRecipesPageQuery extends Query<Page<Recipe>> {
  constructor(
    readonly actor: Actor,
    readonly limit: number,
    readonly after: TimeCursor | undefined,
  ) {
    super();
  }
}
