import type { ShoppingItem } from '@sous/contracts';

/** What changed on a household's shopping list in one command; each item becomes one socket event (published for other modules: push alerts). */
export class ShoppingListChanged {
  constructor(
    readonly householdId: string,
    readonly created: readonly ShoppingItem[],
    readonly updated: readonly ShoppingItem[] = [],
    readonly deletedIds: readonly string[] = [],
  ) {}
}
