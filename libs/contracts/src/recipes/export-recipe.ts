import { z } from 'zod';
import { uploadMaxBytes } from '../uploads/uploads.js';
import { cookbookRecipeText } from './recipe.js';

/** `GET /api/recipes/:id/export?format=…`: schema.org JSON-LD, a Cooklang `.cook` text, or a page to print. */
export const recipeExportFormats = ['jsonld', 'cooklang', 'print'] as const;
export type RecipeExportFormat = (typeof recipeExportFormats)[number];

export const exportRecipeQuery = z.object({
  format: z.enum(recipeExportFormats, { error: `must be one of ${recipeExportFormats.join(', ')}` }),
});
export type ExportRecipeQuery = z.input<typeof exportRecipeQuery>;

/**
 * Bounds of the cookbook archive, both ways: what `GET /api/recipes/export` writes and what
 * `POST /api/recipes/import/archive` reads (a zip bomb is refused before it is inflated).
 */
export const archiveLimits = {
  /** Recipes in one archive (export refuses a bigger cookbook, import a bigger file). */
  recipes: 5000,
  /** The uploaded zip itself. */
  zipBytes: 25 * 1024 * 1024,
  /** Entries of any kind in the zip (the recipes, index.json, images a foreign app added). */
  entries: 6000,
  /** One entry once inflated. */
  entryBytes: 1024 * 1024,
  /** All the entries read, once inflated (nested zips' and gzip'd entries' contents included). */
  totalBytes: 100 * 1024 * 1024,
  /** One recipe photo in an archive: the largest file an upload may be. */
  imageBytes: uploadMaxBytes,
  /** One entry that bundles a recipe with its photo: a Tandoor recipe zip, a Paprika recipe. */
  bundleBytes: 12 * 1024 * 1024,
  /** Photos written into one cookbook export, so the zip stays importable (under `zipBytes`). */
  exportImageBytes: 20 * 1024 * 1024,
} as const;

/** What the archive routes read: a zip (Sous, Mealie, Tandoor, JSON-LD, Cooklang files), a Paprika export, one `.cook` or JSON-LD file. */
export const archiveFileTypes = ['.zip', '.paprikarecipes', '.paprikarecipe', '.cook', '.json', '.jsonld'] as const;

/** Multipart field names of the archive routes. */
export const archiveFileField = 'file';
export const archiveEntriesField = 'entries';

export const archiveMessages = {
  missingFile: 'Choose a file to import',
  notZip: 'The file is not a zip archive, a Paprika export, a Cooklang file or a JSON-LD recipe',
  unreadable: 'The zip archive could not be read',
  noRecipes: 'The archive holds no recipes',
  tooLarge: `The file is too large (the limit is ${archiveLimits.zipBytes / 1024 / 1024} MB)`,
  tooManyEntries: `The archive holds too many files (the limit is ${archiveLimits.entries})`,
  tooManyRecipes: `The archive holds too many recipes (the limit is ${archiveLimits.recipes})`,
  inflatesTooLarge: 'The archive expands to more than Sous reads from one file',
  cookbookTooLarge: `The cookbook has more than ${archiveLimits.recipes} recipes, more than one archive holds`,
  noneChosen: 'Choose at least one recipe to import',
} as const;

/** The entries chosen for the commit: a JSON array of entry names from the preview. */
export const archiveEntriesChoice = z
  .array(z.string().min(1).max(300), { error: 'must be a list of entry names from the preview' })
  .min(1, archiveMessages.noneChosen)
  .max(archiveLimits.recipes);

/** Why an entry of the archive is not offered. */
export const archiveSkipReasons = ['not-json', 'no-recipe', 'too-large', 'missing-title', 'missing-ingredients', 'missing-instructions', 'invalid'] as const;

/** One recipe of the archive, in the fields the cookbook stores. */
export const archivedRecipe = z.object({
  ...cookbookRecipeText,
  cuisine: z.string().nullable(),
  mealType: z.string().nullable(),
  dietTags: z.array(z.string()),
  sourceUrl: z.string().nullable(),
  sourceAuthor: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** Issue 30: as the file writes them, and the headings over the lists (each from its first line). */
  totalTime: z.string().nullable().optional(),
  yieldText: z.string().nullable().optional(),
  ingredientSections: z.array(z.object({ title: z.string(), from: z.number() })).optional(),
  instructionSections: z.array(z.object({ title: z.string(), from: z.number() })).optional(),
});
export type ArchivedRecipe = z.infer<typeof archivedRecipe>;

/** `POST /api/recipes/import/archive`: what the archive holds; nothing is stored. */
export const archivePreview = z.object({
  recipes: z.array(
    z.object({
      /** The entry's name in the zip: the commit names the chosen ones by it. */
      entry: z.string(),
      recipe: archivedRecipe,
      /** The archive holds a photo of it (stored with the recipe at commit; `recipe.imageUrl` is an external address only). */
      imageInArchive: z.boolean(),
      /**
       * Why it looks like a recipe the cookbook already has, or an earlier entry of the same
       * archive: the same title (ignoring case and spacing) or the same source URL. Null when new.
       */
      duplicate: z
        .object({
          by: z.enum(['title', 'sourceUrl']),
          in: z.enum(['cookbook', 'archive']),
          /** The title of the recipe it matches. */
          of: z.string(),
        })
        .nullable(),
    }),
  ),
  skipped: z.array(z.object({ entry: z.string(), reason: z.enum(archiveSkipReasons) })),
});
export type ArchivePreview = z.infer<typeof archivePreview>;

/** `POST /api/recipes/import/archive/commit`: the recipes stored, in the archive's order. */
export const archiveImportResult = z.object({
  imported: z.array(z.object({ id: z.string(), title: z.string() })),
});
export type ArchiveImportResult = z.infer<typeof archiveImportResult>;

/** `index.json` of an exported cookbook. */
export const cookbookArchiveIndex = z.object({
  format: z.literal('sous-cookbook'),
  version: z.literal(1),
  exportedAt: z.string(),
  recipes: z.array(z.object({ file: z.string(), id: z.string(), title: z.string() })),
});
export type CookbookArchiveIndex = z.infer<typeof cookbookArchiveIndex>;
