import { randomUUID } from 'node:crypto';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { defaultStorageAreas, type StorageLocation } from '@sous/contracts';
import { inUnitOfWork, publishAfterCommit } from '#platform/events/unit-of-work.js';
import {
  type EnsuredStorageLocations,
  EnsureStorageLocationsCommand,
} from './ensure-storage-locations.command.js';
import { listStorageLocations } from '../../database/storage-location.row.js';
import { StorageLocationAdded } from '../../events/inventory.events.js';

type DefaultArea = (typeof defaultStorageAreas)[number];

/** The icons of the four default areas (spec 000 §3); any other area gets utensils-crossed. */
export const defaultAreaIcons: Readonly<Record<DefaultArea, string>> = {
  Refrigerator: 'refrigerator',
  Freezer: 'snowflake',
  Pantry: 'pizza',
  Counter: 'utensils-crossed',
};
export const customAreaIcon = 'utensils-crossed';

export function iconForArea(name: string): string {
  const area = defaultStorageAreas.find((a) => a.toLowerCase() === name.trim().toLowerCase());
  return area ? defaultAreaIcons[area] : customAreaIcon;
}

/** Trimmed, blanks dropped, duplicates (regardless of case) collapsed to their first spelling. */
export function distinctAreaNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const distinct: string[] = [];
  for (const raw of names) {
    const name = raw.trim();
    if (name === '' || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    distinct.push(name);
  }
  return distinct;
}

/**
 * Published command of inventory (onboarding): creates the locations of the household that do not
 * exist yet. `on conflict do nothing` on the (household, lower(name)) unique index makes it
 * idempotent, also when two requests race.
 */
@CommandHandler(EnsureStorageLocationsCommand)
export class EnsureStorageLocationsHandler implements ICommandHandler<EnsureStorageLocationsCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly events: EventBus,
  ) {}

  execute({ actor, names }: EnsureStorageLocationsCommand): Promise<EnsuredStorageLocations> {
    const wanted = distinctAreaNames(names);
    return inUnitOfWork(this.em, this.events, async () => {
      const [{ next }] = await this.em.execute<{ next: number | string }[]>(
        'select coalesce(max(sort_order), -1) + 1 as next from storage_locations where household_id = ?',
        [actor.householdId],
      );
      let sortOrder = Number(next);
      const createdIds: string[] = [];
      for (const name of wanted) {
        const inserted = await this.em.execute<{ id: string }[]>(
          `insert into storage_locations (id, household_id, user_id, name, icon, sort_order) values (?, ?, ?, ?, ?, ?)
             on conflict (household_id, lower(name)) do nothing returning id`,
          [randomUUID(), actor.householdId, actor.userId, name, iconForArea(name), sortOrder],
        );
        if (inserted.length > 0) {
          createdIds.push(inserted[0].id);
          sortOrder += 1;
        }
      }
      const all = await listStorageLocations(this.em, actor.householdId);
      const byName = new Map(all.map((location) => [location.name.toLowerCase(), location]));
      const byId = new Map(all.map((location) => [location.id, location]));
      const locations = wanted.map((name) => byName.get(name.toLowerCase())).filter((l): l is StorageLocation => l !== undefined);
      const created = createdIds.map((id) => byId.get(id)).filter((l): l is StorageLocation => l !== undefined);
      publishAfterCommit(this.events, ...created.map((location) => new StorageLocationAdded(actor.householdId, location)));
      return { locations, created };
    });
  }
}
