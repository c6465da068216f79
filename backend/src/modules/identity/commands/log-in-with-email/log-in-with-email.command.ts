import { Command } from '@nestjs/cqrs';
import type { AuthUser, emailLoginBody } from '@sous/contracts';
import type { z } from 'zod';

export class LogInWithEmailCommand extends Command<AuthUser> {
  constructor(readonly body: z.output<typeof emailLoginBody>) {
    super();
  }
}
