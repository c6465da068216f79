import { strFromU8 } from 'fflate';
import { archiveLimits, archiveMessages, type ArchivedRecipe, type ArchivePreview } from '@sous/contracts';
import { ArchiveTooLargeError, ArchiveUnreadableError } from './archive.errors.js';
import { type ArchiveFile, openUpload } from './archives/archive-files.js';
import { archivedRecipe } from './archives/archived-recipe.js';
import type { ReadContext } from './archives/found-recipe.js';
import { recipesOfFile } from './archives/recipes-of-file.js';
import { archiveIndexName } from './cookbook-archive.js';

type Skipped = ArchivePreview['skipped'][number];

export interface ArchiveEntry {
  /** The file's name in the upload; a file holding several recipes names the later ones `name#2`, `name#3`. */
  entry: string;
  recipe: ArchivedRecipe;
  /** The recipe's photo in the upload (a file's name, or `<entry>#photo` for one embedded in it), null without one. */
  image: string | null;
}

export interface ReadArchive {
  recipes: ArchiveEntry[];
  skipped: Skipped[];
  /** The bytes of the photos asked for, by their name. */
  images: Map<string, Uint8Array>;
}

/** The files in the order of the archive's own index when it has one, else by name. */
function ordered(files: readonly ArchiveFile[]): ArchiveFile[] {
  const index = files.find((file) => file.name === archiveIndexName);
  let order: string[] = [];
  if (index) {
    try {
      const parsed = JSON.parse(strFromU8(index.bytes)) as { recipes?: { file?: unknown }[] };
      order = (parsed.recipes ?? []).map((entry) => entry.file).filter((file): file is string => typeof file === 'string');
    } catch {
      order = [];
    }
  }
  const position = (name: string) => {
    const at = order.indexOf(name);
    return at < 0 ? order.length : at;
  };
  return files.filter((file) => file !== index).sort((a, b) => position(a.name) - position(b.name) || a.name.localeCompare(b.name));
}

/**
 * The recipes of an upload: a zip of recipe files (Sous's own cookbook export, Mealie's and
 * Tandoor's exports, a Paprika `.paprikarecipes`, any zip of JSON-LD or Cooklang files, or a mix),
 * or one such file alone; each file's format is told by its content. Files that are not recipes
 * are listed as skipped, with why. Photos are found for each recipe; only those `wantImage` names
 * are read into `images` (the preview reads none). Throws 413 beyond the bounds and 422 for an
 * upload that is not readable or holds no recipe at all.
 */
export function readRecipeArchive(bytes: Uint8Array, uploadName = 'recipe', wantImage: (name: string) => boolean = () => false): ReadArchive {
  const opened = openUpload(bytes, uploadName, wantImage);
  const context: ReadContext = { images: opened.images, wantImage, embedded: new Map(), budget: opened.budget };
  const single = opened.files.length === 1 && opened.files[0].bytes === bytes;
  const recipes: ArchiveEntry[] = [];
  const skipped = opened.skipped;
  for (const file of ordered(opened.files)) {
    const found = recipesOfFile(file, context);
    if (typeof found === 'string') {
      if (single && found === 'not-json') throw new ArchiveUnreadableError(archiveMessages.notZip);
      skipped.push({ entry: file.name, reason: found });
      continue;
    }
    found.forEach(({ object, image, ingredientSections }, i) => {
      const entry = i === 0 ? file.name : `${file.name}#${i + 1}`;
      const read = archivedRecipe(object, ingredientSections);
      if (typeof read === 'string') skipped.push({ entry, reason: read });
      else recipes.push({ entry, recipe: read, image });
    });
    if (recipes.length > archiveLimits.recipes) throw new ArchiveTooLargeError(archiveMessages.tooManyRecipes);
  }
  if (recipes.length === 0) throw new ArchiveUnreadableError(archiveMessages.noRecipes);
  return { recipes, skipped, images: new Map([...opened.imageBytes, ...context.embedded]) };
}
