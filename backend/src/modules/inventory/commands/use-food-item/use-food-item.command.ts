import { Command } from '@nestjs/cqrs';
import type { FoodItem } from '@sous/contracts';
import type { Actor } from '../../../../platform/auth/actor.js';
import type { FoodItemEventKind } from '../../domain/food-item-event.entity.js';

export interface FoodItemUsed {
  /** The item as it is now, or null once nothing is left. */
  item: FoodItem | null;
  taken: string;
  unit: string;
}

/** Eaten (`consumed`) or thrown away (`wasted`): `POST /api/food-items/:id/consume` and `/discard`. */
export class UseFoodItemCommand extends Command<FoodItemUsed> {
  constructor(
    readonly actor: Actor,
    readonly id: string,
    readonly kind: FoodItemEventKind,
    readonly quantity: string,
    readonly reason: string | null = null,
  ) {
    super();
  }
}
