import { Command } from '@nestjs/cqrs';
import type { CookingTerm, updateCookingTermBody } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';

/** `PATCH /api/cooking-terms/:id` (admins). */
export class UpdateCookingTermCommand extends Command<CookingTerm> {
  constructor(
    readonly actor: Actor,
    readonly id: string,
    readonly body: z.output<typeof updateCookingTermBody>,
  ) {
    super();
  }
}
