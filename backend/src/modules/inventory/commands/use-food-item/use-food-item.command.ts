import { Command } from '@nestjs/cqrs';
import type { FoodChangeUndo, FoodItem } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';

export type FoodItemEventKind = 'consumed' | 'wasted';

export interface FoodItemUsed {
  /** The item as it is now, or null once nothing is left. */
  item: FoodItem | null;
  taken: string;
  unit: string;
  /** Only when the command was `undoable`: the token that takes this change back (issue 29). */
  undo?: FoodChangeUndo;
}

/**
 * Handled by inventory: eaten (`consumed`) or thrown away (`wasted`), as `POST /api/food-items/:id/consume`
 * and `/discard` do; also how a cooked meal plan takes its ingredients.
 */
export class UseFoodItemCommand extends Command<FoodItemUsed> {
  constructor(
    readonly actor: Actor,
    readonly id: string,
    readonly kind: FoodItemEventKind,
    readonly quantity: string,
    readonly reason: string | null = null,
    /** Keep what the change did for a short while and answer an undo token (the HTTP routes; issue 29). */
    readonly undoable = false,
  ) {
    super();
  }
}
