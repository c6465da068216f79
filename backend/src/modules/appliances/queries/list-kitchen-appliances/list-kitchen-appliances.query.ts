import { Query } from '@nestjs/cqrs';
import type { EquipmentKind } from '@sous/kitchen';

/** A household's kitchen as recipe writing needs it. */
export interface KitchenAppliances {
  /** One line per active appliance for the model's prompt ('Air Fryer (Ninja AF101)'). */
  descriptions: string[];
  /** The specialty equipment those appliances provide; the offline chef needs nothing beyond it. */
  equipment: EquipmentKind[];
}

/**
 * Handled by appliances: the household's active appliances (inactive ones are stored away or
 * broken, so recipes do not count on them). Executed by recipes before writing a recipe.
 */
export class ListKitchenAppliancesQuery extends Query<KitchenAppliances> {
  constructor(readonly householdId: string) {
    super();
  }
}
