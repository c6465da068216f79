import { Command } from '@nestjs/cqrs';
import type { AuthUser, emailSignupBody } from '@sous/contracts';
import type { z } from 'zod';

export class SignUpWithEmailCommand extends Command<AuthUser> {
  constructor(readonly body: z.output<typeof emailSignupBody>) {
    super();
  }
}
