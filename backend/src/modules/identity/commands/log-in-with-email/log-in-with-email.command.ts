import { Command } from '@nestjs/cqrs';
import type { AuthUser, emailLoginBody } from '@sous/contracts';
import type { z } from 'zod';

export class LogInWithEmailCommand extends Command<AuthUser> {
  constructor(
    readonly body: z.output<typeof emailLoginBody>,
    /** The client's address (`clientAddress(request)`): wrong passwords count per account and address. */
    readonly clientAddress: string,
  ) {
    super();
  }
}
