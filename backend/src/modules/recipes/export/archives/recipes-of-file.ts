import { strFromU8 } from 'fflate';
import { archiveLimits, type ArchivePreview } from '@sous/contracts';
import { type ArchiveFile, gunzipWithin, gzipMagic } from './archive-files.js';
import { cooklangRecipe, looksLikeCooklang } from './cooklang-format.js';
import type { FoundRecipe, ReadContext } from './found-recipe.js';
import { jsonLdRecipes } from './json-ld-format.js';
import { isMealieRecipe, mealieRecipe } from './mealie-format.js';
import { isPaprikaRecipe, paprikaRecipe } from './paprika-format.js';
import { isTandoorRecipe, tandoorRecipe } from './tandoor-format.js';

type SkipReason = ArchivePreview['skipped'][number]['reason'];

/** The recipes of one JSON document, by its shape: schema.org, then each app's own JSON. */
function jsonRecipes(parsed: unknown, entry: string, context: ReadContext): FoundRecipe[] {
  const schema = jsonLdRecipes(parsed, entry, context);
  if (schema.length > 0) return schema;
  if (isTandoorRecipe(parsed)) return [tandoorRecipe(parsed, entry, context)];
  if (isPaprikaRecipe(parsed)) return [paprikaRecipe(parsed, entry, context)];
  if (isMealieRecipe(parsed)) return [mealieRecipe(parsed, entry, context)];
  return [];
}

/**
 * The recipes of one file, its format told by its content, not its name: gzip'd (a Paprika
 * recipe) is unpacked first, JSON is read by its shape, and text that reads as Cooklang as
 * Cooklang. A file that is none of these is skipped with why.
 */
export function recipesOfFile(file: ArchiveFile, context: ReadContext): FoundRecipe[] | SkipReason {
  let bytes = file.bytes;
  if (gzipMagic(bytes)) {
    const inflated = gunzipWithin(bytes, archiveLimits.bundleBytes, context.budget);
    if (inflated === null) return 'not-json';
    bytes = inflated;
  }
  const text = strFromU8(bytes).replace(/^\uFEFF/, '');
  const start = text.trimStart()[0];
  if (start === '{' || start === '[') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text) as unknown;
    } catch {
      return 'not-json';
    }
    const found = jsonRecipes(parsed, file.name, context);
    return found.length > 0 ? found : 'no-recipe';
  }
  // eslint-disable-next-line no-control-regex
  if (!/[\u0000-\u0008\u000e-\u001f]/.test(text) && looksLikeCooklang(text, file.name)) return [cooklangRecipe(text, file.name, context)];
  return 'not-json';
}
