import type { SqlEntityManager } from '@mikro-orm/sql';
import type { UploadInfo } from '../queries/find-uploads/find-uploads.query.js';

interface UploadRow {
  id: string;
  content_type: string;
  name: string;
  size: number | string;
}

const toInfo = (row: UploadRow): UploadInfo => ({ id: row.id, contentType: row.content_type, name: row.name, size: Number(row.size) });

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUploadId = (id: string) => uuidPattern.test(id);

/** The household's uploaded (not merely requested) objects among `ids`. */
export async function findHouseholdUploads(em: SqlEntityManager, householdId: string, ids: readonly string[]): Promise<UploadInfo[]> {
  const valid = [...new Set(ids.filter(isUploadId))];
  if (valid.length === 0) return [];
  const rows = await em.execute<UploadRow[]>(
    `select id, content_type, name, size from uploaded_objects
      where household_id = ? and uploaded_at is not null and id in (${valid.map(() => '?').join(', ')})`,
    [householdId, ...valid],
  );
  return rows.map(toInfo);
}
