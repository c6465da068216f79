import { Command } from '@nestjs/cqrs';
import type { FoodItem } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';

export interface LeftoverToStore {
  recipeId: string;
  recipeTitle: string;
  servings: number;
  storageLocationId: string;
}

/**
 * Handled by inventory (issue 21): a cooked dish put away as its own lot of servings, dated by the
 * cooked-food shelf life of that place. Runs in the caller's transaction when there is one (Cook).
 */
export class AddLeftoverCommand extends Command<FoodItem> {
  constructor(
    readonly actor: Actor,
    readonly leftover: LeftoverToStore,
  ) {
    super();
  }
}
