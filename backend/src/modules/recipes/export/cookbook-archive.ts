import { strToU8, zipSync, type Zippable } from 'fflate';
import type { CookbookArchiveIndex } from '@sous/contracts';
import type { ExportableRecipe } from './exportable-recipe.js';
import { UniqueNames } from './file-names.js';
import { recipeJsonLd } from './recipe-json-ld.js';

export const archiveIndexName = 'index.json';

/**
 * The cookbook as a zip: one `<slug>.json` JSON-LD Recipe per recipe (names unique within the
 * archive) and `index.json` listing them in the cookbook's order. Built in memory: text compresses
 * well and the caller holds the count to `archiveLimits.recipes`, so the whole stays a few MB.
 */
export function cookbookArchive(recipes: readonly ExportableRecipe[], exportedAt: Date): Uint8Array {
  const names = new UniqueNames([archiveIndexName]);
  const files: Zippable = {};
  const index: CookbookArchiveIndex = { format: 'sous-cookbook', version: 1, exportedAt: exportedAt.toISOString(), recipes: [] };
  const mtime = exportedAt;
  for (const recipe of recipes) {
    const file = names.next(recipe.title, '.json');
    files[file] = [strToU8(`${JSON.stringify(recipeJsonLd(recipe), null, 2)}\n`), { mtime }];
    index.recipes.push({ file, id: recipe.id, title: recipe.title });
  }
  files[archiveIndexName] = [strToU8(`${JSON.stringify(index, null, 2)}\n`), { mtime }];
  return zipSync(files, { level: 6 });
}
