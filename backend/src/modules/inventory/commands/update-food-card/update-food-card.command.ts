import { Command } from '@nestjs/cqrs';
import type { UpdatedFoodCard, updateFoodCardBody } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';

/** Name, category or place of every lot of the card of `id`, at once. */
export class UpdateFoodCardCommand extends Command<UpdatedFoodCard> {
  constructor(
    readonly actor: Actor,
    readonly id: string,
    readonly body: z.output<typeof updateFoodCardBody>,
  ) {
    super();
  }
}
