import { strToU8, zipSync, type Zippable } from 'fflate';
import { type CookbookArchiveIndex, uploadIdFromUrl } from '@sous/contracts';
import type { ExportableRecipe } from './exportable-recipe.js';
import { UniqueNames } from './file-names.js';
import { recipeJsonLd } from './recipe-json-ld.js';

export const archiveIndexName = 'index.json';
export const archiveImagesFolder = 'images/';

/** A recipe's uploaded photo, to be written into the archive. */
export interface ArchivePhoto {
  bytes: Uint8Array;
  /** Without the dot: "jpg". */
  extension: string;
}

/**
 * The cookbook as a zip: one `<slug>.json` JSON-LD Recipe per recipe (names unique within the
 * archive), its uploaded photo (from `photos`, by recipe id) as `images/<slug>.<ext>` named by a
 * relative `image`, and `index.json` listing them in the cookbook's order. A photo on this server
 * that is not written (over the export's photo budget, or gone) is left out rather than linked:
 * `/objects/uploads/…` means nothing to another server. Built in memory: text compresses well,
 * photos are stored as they are, and the caller holds the recipes and photos to the archive bounds.
 */
export function cookbookArchive(recipes: readonly ExportableRecipe[], exportedAt: Date, photos: ReadonlyMap<string, ArchivePhoto> = new Map()): Uint8Array {
  const names = new UniqueNames([archiveIndexName]);
  const imageNames = new UniqueNames();
  const files: Zippable = {};
  const index: CookbookArchiveIndex = { format: 'sous-cookbook', version: 1, exportedAt: exportedAt.toISOString(), recipes: [] };
  const mtime = exportedAt;
  for (const recipe of recipes) {
    const file = names.next(recipe.title, '.json');
    const photo = photos.get(recipe.id);
    let image = recipe.imageUrl && uploadIdFromUrl(recipe.imageUrl) !== null ? null : recipe.imageUrl;
    if (photo) {
      image = `${archiveImagesFolder}${imageNames.next(recipe.title, `.${photo.extension}`)}`;
      // photos are compressed already: stored, not deflated again
      files[image] = [photo.bytes, { mtime, level: 0 }];
    }
    files[file] = [strToU8(`${JSON.stringify(recipeJsonLd(recipe, image), null, 2)}\n`), { mtime }];
    index.recipes.push({ file, id: recipe.id, title: recipe.title });
  }
  files[archiveIndexName] = [strToU8(`${JSON.stringify(index, null, 2)}\n`), { mtime }];
  return zipSync(files, { level: 6 });
}
