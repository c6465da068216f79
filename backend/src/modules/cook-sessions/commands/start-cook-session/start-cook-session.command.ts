import { Command } from '@nestjs/cqrs';
import type { CookSession, startCookSessionBody } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';

export class StartCookSessionCommand extends Command<CookSession> {
  constructor(
    readonly actor: Actor,
    readonly body: z.output<typeof startCookSessionBody>,
  ) {
    super();
  }
}
