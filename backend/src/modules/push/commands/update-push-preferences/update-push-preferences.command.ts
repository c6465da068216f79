import { Command } from '@nestjs/cqrs';
import type { PushPreferences, updatePushPreferencesBody } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';

/** `PUT /api/push/preferences`: only the fields sent change, so two tabs never undo each other. */
export class UpdatePushPreferencesCommand extends Command<PushPreferences> {
  constructor(
    readonly actor: Actor,
    readonly body: z.output<typeof updatePushPreferencesBody>,
    readonly now = new Date(),
  ) {
    super();
  }
}
