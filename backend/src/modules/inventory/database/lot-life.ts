import type { SqlEntityManager } from '@mikro-orm/sql';
import { storagePlaceOf, type StoragePlace } from '../domain/place-shelf-life.js';

/** Where a lot is, as a kind of place, and since when it has been there in its state (issue 35). */
export interface LotLifeSoFar {
  place: StoragePlace | null;
  placedAt: Date;
}

/** The lot's place and `placed_at`, read as it leaves so its event can say how long it kept; null when it is gone. */
export async function lotLifeOf(em: SqlEntityManager, lotId: string): Promise<LotLifeSoFar | null> {
  const [row] = await em.execute<{ placed_at: Date | string; name: string | null; icon: string | null }[]>(
    `select fi.placed_at, sl.name, sl.icon from food_items fi left join storage_locations sl on sl.id = fi.storage_location_id where fi.id = ?`,
    [lotId],
  );
  if (!row) return null;
  return { place: row.name === null ? null : storagePlaceOf({ name: row.name, icon: row.icon }), placedAt: new Date(row.placed_at) };
}
