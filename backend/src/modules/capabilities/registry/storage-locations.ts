import type { CapabilityFoodRow, FoodItem, StorageLocation } from '@sous/contracts';
import { NotFoundError } from '#platform/errors/domain-error.js';
import { ListStorageLocationsQuery } from '../../inventory/queries/list-storage-locations/list-storage-locations.query.js';
import type { CapabilityContext } from './capability-handler.js';

export const storageLocationNotFound = 'Storage location not found';

export const householdLocations = (context: CapabilityContext): Promise<StorageLocation[]> => context.queries.execute(new ListStorageLocationsQuery(context.caller.actor));

/**
 * The household's location with that id or name (case-insensitive). Another household's id is
 * simply not among them: not found, as on the REST API.
 */
export function findLocation(locations: readonly StorageLocation[], ref: string): StorageLocation {
  const wanted = ref.trim().toLowerCase();
  const found = locations.find((l) => l.id.toLowerCase() === wanted) ?? locations.find((l) => l.name.trim().toLowerCase() === wanted);
  if (!found) throw new NotFoundError('inventory.storage-location-not-found', storageLocationNotFound);
  return found;
}

const locationNamed = (locations: readonly StorageLocation[], id: string | null): string | null => (id ? (locations.find((l) => l.id === id)?.name ?? null) : null);

/** What a model needs of a lot: enough to name it, find it and change it (`version`). */
export const foodRow = (food: FoodItem, locations: readonly StorageLocation[]): CapabilityFoodRow => ({
  id: food.id,
  name: food.name,
  quantity: food.quantity,
  unit: food.unit,
  location: locationNamed(locations, food.storageLocationId),
  storageLocationId: food.storageLocationId,
  expirationDate: food.expirationDate,
  category: food.foodCategory,
  version: food.version,
});

export const locationRow = ({ id, name, itemCount }: StorageLocation) => ({ id, name, itemCount });
