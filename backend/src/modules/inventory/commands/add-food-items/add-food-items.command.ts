import { Command } from '@nestjs/cqrs';
import type { AddedFoodItem } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';

/** One item to add, every value already decided by the caller. */
export interface NewFoodItem {
  name: string;
  quantity: string;
  unit: string;
  /** A location of the actor's household; another household's id is refused as not found. */
  storageLocationId: string;
  /** yyyy-MM-dd */
  expirationDate: string | null;
  fcdId: string | null;
  usdaData: unknown;
  foodCategory: string | null;
  nutrition: string | null;
  imageUrl: string | null;
  weightInGrams: number | null;
  /** What was paid for this amount (a receipt's line): kept per unit on the lot and in the food's price history. */
  price?: number | null;
}

/**
 * Handled by inventory: adds the items to the actor's household, answered as `GET /api/food-items`
 * rows, each with what the add did to its card (`merge`, issue 16).
 */
export class AddFoodItemsCommand extends Command<AddedFoodItem[]> {
  constructor(
    readonly actor: Actor,
    readonly items: readonly NewFoodItem[],
  ) {
    super();
  }
}
