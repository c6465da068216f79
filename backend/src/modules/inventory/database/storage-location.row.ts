import type { SqlEntityManager } from '@mikro-orm/sql';
import type { StorageLocation } from '@sous/contracts';

interface StorageLocationRow {
  id: string;
  name: string;
  icon: string;
  sort_order: number;
  item_count: string | number;
}

const select = `select sl.id, sl.name, sl.icon, sl.sort_order,
    (select count(*) from food_items fi where fi.storage_location_id = sl.id) as item_count
  from storage_locations sl`;

const toStorageLocation = (row: StorageLocationRow): StorageLocation => ({
  id: row.id,
  name: row.name,
  icon: row.icon,
  sortOrder: row.sort_order,
  itemCount: Number(row.item_count),
});

/** The household's locations in their order, each with its item count (one query). */
export async function listStorageLocations(em: SqlEntityManager, householdId: string): Promise<StorageLocation[]> {
  const rows = await em.execute<StorageLocationRow[]>(`${select} where sl.household_id = ? order by sl.sort_order, sl.created_at, sl.name`, [householdId]);
  return rows.map(toStorageLocation);
}

export async function findStorageLocation(em: SqlEntityManager, householdId: string, id: string): Promise<StorageLocation | null> {
  const rows = await em.execute<StorageLocationRow[]>(`${select} where sl.id = ? and sl.household_id = ?`, [id, householdId]);
  return rows[0] ? toStorageLocation(rows[0]) : null;
}
