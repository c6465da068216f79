import { Command } from '@nestjs/cqrs';
import type { CookSession, updateCookSessionBody } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';

export class UpdateCookSessionCommand extends Command<CookSession> {
  constructor(
    readonly actor: Actor,
    readonly id: string,
    readonly body: z.output<typeof updateCookSessionBody>,
    /** Server time of the change (ms since the epoch); tests pass their own. */
    readonly now: number = Date.now(),
  ) {
    super();
  }
}
