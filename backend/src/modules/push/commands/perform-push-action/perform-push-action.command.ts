import { Command } from '@nestjs/cqrs';
import type { pushActionBody } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';

/** `POST /api/push/actions`: a notification button, pressed in the service worker with the session cookie. */
export class PerformPushActionCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly body: z.output<typeof pushActionBody>,
  ) {
    super();
  }
}
