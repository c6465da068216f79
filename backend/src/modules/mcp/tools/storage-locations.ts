import type { StorageLocation } from '@sous/contracts';
import { z } from 'zod';
import { NotFoundError } from '#platform/errors/domain-error.js';
import { ListStorageLocationsQuery } from '../../inventory/queries/list-storage-locations/list-storage-locations.query.js';
import { mcpMessages } from '../mcp-messages.js';
import type { ToolContext } from './kitchen-tool.js';

/** A model knows "the fridge", not a UUID: a location is named or given by id. */
export const locationRef = z.string().trim().min(1).max(120);

export const householdLocations = (context: ToolContext): Promise<StorageLocation[]> => context.queries.execute(new ListStorageLocationsQuery(context.actor));

/**
 * The household's location with that id or name (case-insensitive). Another household's id is
 * simply not among them: not found, as on the REST API.
 */
export function findLocation(locations: readonly StorageLocation[], ref: string): StorageLocation {
  const wanted = ref.trim().toLowerCase();
  const found = locations.find((l) => l.id.toLowerCase() === wanted) ?? locations.find((l) => l.name.trim().toLowerCase() === wanted);
  if (!found) throw new NotFoundError('mcp.storage-location-not-found', mcpMessages.storageLocationNotFound);
  return found;
}

export const resolveLocation = async (context: ToolContext, ref: string): Promise<StorageLocation> => findLocation(await householdLocations(context), ref);

export const locationNamed = (locations: readonly StorageLocation[], id: string | null): string | null => (id ? (locations.find((l) => l.id === id)?.name ?? null) : null);
