import { Query } from '@nestjs/cqrs';
import type { ShoppingItem } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';

export class ListShoppingItemsQuery extends Query<ShoppingItem[]> {
  constructor(readonly actor: Actor) {
    super();
  }
}
