import { Command } from '@nestjs/cqrs';
import type { AuthUser, updateProfileBody } from '@sous/contracts';
import type { z } from 'zod';

/** `PATCH /api/user/profile`: the names; a field left out is kept, an empty one is cleared. */
export class UpdateProfileCommand extends Command<AuthUser> {
  constructor(
    readonly userId: string,
    readonly body: z.output<typeof updateProfileBody>,
  ) {
    super();
  }
}
