import { Command } from '@nestjs/cqrs';
import type { ShoppingItem } from '@sous/contracts';

/** Items were put on a household's list: members in store mode hear of them. Answers how many pushes went out. */
export class NotifyShoppingAdditionsCommand extends Command<number> {
  constructor(
    readonly householdId: string,
    readonly items: readonly ShoppingItem[],
  ) {
    super();
  }
}
