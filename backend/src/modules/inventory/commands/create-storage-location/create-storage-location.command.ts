import { Command } from '@nestjs/cqrs';
import type { createStorageLocationBody, StorageLocation } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';

export class CreateStorageLocationCommand extends Command<StorageLocation> {
  constructor(
    readonly actor: Actor,
    readonly body: z.output<typeof createStorageLocationBody>,
  ) {
    super();
  }
}
