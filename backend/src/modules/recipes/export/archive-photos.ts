import type { QueryBus } from '@nestjs/cqrs';
import { archiveLimits, mediaTypeOf, uploadIdFromUrl } from '@sous/contracts';
import { FindUploadsQuery } from '../../uploads/queries/find-uploads/find-uploads.query.js';
import { ReadUploadQuery } from '../../uploads/queries/read-upload/read-upload.query.js';
import type { ArchivePhoto } from './cookbook-archive.js';
import type { ExportableRecipe } from './exportable-recipe.js';

const extensions: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
  'image/heic': 'heic',
  'image/heif': 'heif',
  'image/bmp': 'bmp',
};

/**
 * The uploaded photos of the recipes (`imageUrl` `/objects/uploads/{id}` of this household), by
 * recipe id, read through the uploads module. In the cookbook's order until they reach
 * `archiveLimits.exportImageBytes`, so the archive stays one Sous can import back; the recipes
 * after that are written without their photo. External image addresses are not fetched.
 */
export async function archivePhotos(queries: QueryBus, householdId: string, recipes: readonly ExportableRecipe[]): Promise<Map<string, ArchivePhoto>> {
  const wanted = recipes.flatMap((recipe) => {
    const id = recipe.imageUrl ? uploadIdFromUrl(recipe.imageUrl) : null;
    return id ? [{ recipe: recipe.id, upload: id }] : [];
  });
  if (wanted.length === 0) return new Map();
  const known = new Map((await queries.execute(new FindUploadsQuery(householdId, wanted.map((w) => w.upload)))).map((info) => [info.id, info]));
  const photos = new Map<string, ArchivePhoto>();
  let total = 0;
  for (const { recipe, upload } of wanted) {
    const info = known.get(upload);
    const extension = info ? extensions[mediaTypeOf(info.contentType)] : undefined;
    if (!info || !extension || total + info.size > archiveLimits.exportImageBytes) continue;
    const stored = await queries.execute(new ReadUploadQuery(householdId, upload));
    if (!stored) continue;
    total += stored.bytes.length;
    photos.set(recipe, { bytes: new Uint8Array(stored.bytes.buffer, stored.bytes.byteOffset, stored.bytes.byteLength), extension });
  }
  return photos;
}
