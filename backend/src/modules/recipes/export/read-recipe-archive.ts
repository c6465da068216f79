import { strFromU8, unzipSync, type UnzipFileInfo } from 'fflate';
import { archiveLimits, archiveMessages, type ArchivedRecipe, type ArchivePreview, createRecipeBody, dietaryPreferences, recipeMealTypes } from '@sous/contracts';
import { finishDraft, type MissingPart } from '../import/finish-draft.js';
import { asArray, isObject, textList, typesOf } from '../import/schema-org-values.js';
import { draftFromSchema } from '../import/structured-data.js';
import { ArchiveTooLargeError, ArchiveUnreadableError } from './archive.errors.js';
import { archiveIndexName } from './cookbook-archive.js';

type Skipped = ArchivePreview['skipped'][number];

export interface ArchiveEntry {
  /** The zip entry's name; a file holding several recipes names the later ones `name#2`, `name#3`. */
  entry: string;
  recipe: ArchivedRecipe;
}

export interface ReadArchive {
  recipes: ArchiveEntry[];
  skipped: Skipped[];
}

const zipMagic = [0x50, 0x4b];
const recipeFile = /\.(json|jsonld)$/i;
// folders, and the resource forks macOS's archiver adds beside every file
const ignored = (name: string) => name.endsWith('/') || name.startsWith('__MACOSX/') || /(^|\/)\._/.test(name);

/** The diet words the cookbook tags recipes with, lower-case and hyphenated ("gluten-free"). */
const dietWords = new Map(dietaryPreferences.map((diet) => [diet.toLowerCase(), diet.toLowerCase()]));
const schemaDiets: Readonly<Record<string, string>> = {
  VegetarianDiet: 'vegetarian',
  VeganDiet: 'vegan',
  GlutenFreeDiet: 'gluten-free',
  HalalDiet: 'halal',
  KosherDiet: 'kosher',
};

// eslint-disable-next-line no-control-regex
const controls = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const clean = (text: string | null) => (text === null ? null : text.replace(controls, ''));

/** Schema.org Recipe objects of one JSON document: the object itself, a list, or an `@graph`. */
function recipeObjects(value: unknown, depth = 0): Record<string, unknown>[] {
  if (depth > 3) return [];
  if (Array.isArray(value)) return value.flatMap((entry) => recipeObjects(entry, depth + 1));
  if (!isObject(value)) return [];
  if (typesOf(value).includes('Recipe')) return [value];
  return '@graph' in value ? recipeObjects(value['@graph'], depth + 1) : [];
}

const skipReasons: Record<MissingPart, Skipped['reason']> = {
  title: 'missing-title',
  ingredients: 'missing-ingredients',
  instructions: 'missing-instructions',
};

/**
 * One schema.org Recipe in the fields the cookbook stores, read by the import's own JSON-LD reader
 * (`draftFromSchema`, then `finishDraft` for the cookbook's bounds). Diet tags are the keywords
 * and `suitableForDiet` values that name a diet the cookbook knows; the meal type is the first
 * category that is one.
 */
function archivedRecipe(object: Record<string, unknown>): ArchivedRecipe | Skipped['reason'] {
  const finished = finishDraft(draftFromSchema(object, null), null);
  if (typeof finished === 'string') return skipReasons[finished];
  const diets = new Set<string>();
  for (const keyword of finished.keywords) {
    const diet = dietWords.get(keyword.toLowerCase().replace(/\s+/g, '-'));
    if (diet) diets.add(diet);
  }
  for (const value of asArray(object.suitableForDiet)) {
    const diet = typeof value === 'string' ? schemaDiets[value.replace(/^.*[/#:]/, '')] : undefined;
    if (diet) diets.add(diet);
  }
  const mealType = textList(finished.category).map((category) => category.toLowerCase()).find((category) => (recipeMealTypes as readonly string[]).includes(category)) ?? null;
  const recipe: ArchivedRecipe = {
    title: clean(finished.title)!,
    description: clean(finished.description),
    prepTime: finished.prepTime,
    cookTime: finished.cookTime,
    servings: finished.servings,
    ingredients: finished.ingredients.map((line) => clean(line)!),
    instructions: finished.instructions.map((step) => clean(step)!),
    cuisine: clean(finished.cuisine),
    mealType,
    dietTags: [...diets],
    sourceUrl: finished.sourceUrl,
    sourceAuthor: clean(finished.sourceAuthor),
    imageUrl: finished.imageUrl,
  };
  // what the commit stores must be what POST /api/recipes would accept
  return createRecipeBody.safeParse(recipe).success ? recipe : 'invalid';
}

/** Opens the zip, enforcing every bound before anything is inflated beyond what it declares. */
function unzipBounded(bytes: Uint8Array): { files: Record<string, Uint8Array>; skipped: Skipped[] } {
  if (bytes.length < 4 || bytes[0] !== zipMagic[0] || bytes[1] !== zipMagic[1]) throw new ArchiveUnreadableError(archiveMessages.notZip);
  if (bytes.length > archiveLimits.zipBytes) throw new ArchiveTooLargeError(archiveMessages.tooLarge);
  const skipped: Skipped[] = [];
  let entries = 0;
  let declared = 0;
  const accept = (file: UnzipFileInfo): boolean => {
    entries += 1;
    if (entries > archiveLimits.entries) throw new ArchiveTooLargeError(archiveMessages.tooManyEntries);
    if (ignored(file.name) || !recipeFile.test(file.name)) return false;
    if (file.compression !== 0 && file.compression !== 8) {
      skipped.push({ entry: file.name, reason: 'not-json' });
      return false;
    }
    if (file.originalSize > archiveLimits.entryBytes || (file.compression === 0 && file.size > archiveLimits.entryBytes)) {
      skipped.push({ entry: file.name, reason: 'too-large' });
      return false;
    }
    declared += file.originalSize;
    if (declared > archiveLimits.totalBytes) throw new ArchiveTooLargeError(archiveMessages.inflatesTooLarge);
    return true;
  };
  try {
    // fflate inflates each entry into a buffer of its declared size, so a header that lies about
    // the size yields a damaged entry, never more memory than the bounds above allow
    return { files: unzipSync(bytes, { filter: accept }), skipped };
  } catch (error) {
    if (error instanceof ArchiveTooLargeError) throw error;
    throw new ArchiveUnreadableError();
  }
}

/** The entries in the order of the archive's own index when it has one, else by name. */
function orderedNames(files: Record<string, Uint8Array>): string[] {
  const names = Object.keys(files).filter((name) => name !== archiveIndexName);
  let order: string[] = [];
  if (files[archiveIndexName]) {
    try {
      const index = JSON.parse(strFromU8(files[archiveIndexName])) as { recipes?: { file?: unknown }[] };
      order = (index.recipes ?? []).map((entry) => entry.file).filter((file): file is string => typeof file === 'string');
    } catch {
      order = [];
    }
  }
  const position = (name: string) => {
    const at = order.indexOf(name);
    return at < 0 ? order.length : at;
  };
  return names.sort((a, b) => position(a) - position(b) || a.localeCompare(b));
}

/**
 * The recipes of an archive: Sous's own cookbook export, or any zip of schema.org JSON-LD files
 * (one recipe, a list, or an `@graph` per file). Entries that are not recipes are listed as
 * skipped, with why. Throws 413 beyond the bounds and 422 for a file that is not a readable zip
 * or holds no recipe at all.
 */
export function readRecipeArchive(bytes: Uint8Array): ReadArchive {
  const { files, skipped } = unzipBounded(bytes);
  const recipes: ArchiveEntry[] = [];
  for (const name of orderedNames(files)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(strFromU8(files[name]).replace(/^\uFEFF/, '')) as unknown;
    } catch {
      skipped.push({ entry: name, reason: 'not-json' });
      continue;
    }
    const objects = recipeObjects(parsed);
    if (objects.length === 0) skipped.push({ entry: name, reason: 'no-recipe' });
    objects.forEach((object, i) => {
      const entry = i === 0 ? name : `${name}#${i + 1}`;
      const read = archivedRecipe(object);
      if (typeof read === 'string') skipped.push({ entry, reason: read });
      else recipes.push({ entry, recipe: read });
    });
    if (recipes.length > archiveLimits.recipes) throw new ArchiveTooLargeError(archiveMessages.tooManyRecipes);
  }
  if (recipes.length === 0) throw new ArchiveUnreadableError(archiveMessages.noRecipes);
  return { recipes, skipped };
}
