import { Command } from '@nestjs/cqrs';
import type { StorageLocation } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';

export interface EnsuredStorageLocations {
  /** One location per distinct requested name, in the order asked; an existing one matches regardless of case. */
  locations: StorageLocation[];
  /** The ones this command created, in the same order. */
  created: StorageLocation[];
}

/**
 * Handled by inventory: the actor's household gets a storage location of each name it does not
 * have yet (the four defaults with their icons, any other name with utensils-crossed). Idempotent.
 */
export class EnsureStorageLocationsCommand extends Command<EnsuredStorageLocations> {
  constructor(
    readonly actor: Actor,
    readonly names: readonly string[],
  ) {
    super();
  }
}
