import { Command } from '@nestjs/cqrs';
import type { CookingTerm, createCookingTermBody } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';

/** `POST /api/cooking-terms` (admins). */
export class CreateCookingTermCommand extends Command<CookingTerm> {
  constructor(
    readonly actor: Actor,
    readonly body: z.output<typeof createCookingTermBody>,
  ) {
    super();
  }
}
