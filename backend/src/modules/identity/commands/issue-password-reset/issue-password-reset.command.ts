import { Command } from '@nestjs/cqrs';
import type { adminPasswordResetBody, PasswordResetLink } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';

/** `POST /api/admin/password-resets`: an admin makes a one-time reset link for an account. */
export class IssuePasswordResetCommand extends Command<PasswordResetLink> {
  constructor(
    readonly actor: Actor,
    readonly body: z.output<typeof adminPasswordResetBody>,
  ) {
    super();
  }
}
