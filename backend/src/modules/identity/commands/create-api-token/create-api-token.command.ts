import { Command } from '@nestjs/cqrs';
import type { CreatedApiToken, createApiTokenBody } from '@sous/contracts';
import type { z } from 'zod';

/** `POST /api/tokens`: a new personal access token; the answer is the only time its secret is seen. */
export class CreateApiTokenCommand extends Command<CreatedApiToken> {
  constructor(
    readonly userId: string,
    readonly body: z.output<typeof createApiTokenBody>,
  ) {
    super();
  }
}
