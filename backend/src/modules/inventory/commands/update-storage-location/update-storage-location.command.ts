import { Command } from '@nestjs/cqrs';
import type { StorageLocation, updateStorageLocationBody } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';

export class UpdateStorageLocationCommand extends Command<StorageLocation> {
  constructor(
    readonly actor: Actor,
    readonly id: string,
    readonly body: z.output<typeof updateStorageLocationBody>,
  ) {
    super();
  }
}
