import { Query } from '@nestjs/cqrs';
import type { Recipe } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';

export class GetRecipeQuery extends Query<Recipe> {
  constructor(
    readonly actor: Actor,
    readonly id: string,
  ) {
    super();
  }
}
