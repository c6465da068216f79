import type { ArchivePreview } from '@sous/contracts';

type Duplicate = NonNullable<ArchivePreview['recipes'][number]['duplicate']>;
type SkipReason = ArchivePreview['skipped'][number]['reason'];

/** The words of the archive import dialog. */
export const archiveText = {
  title: 'Import recipes from a file',
  description: 'A zip of recipes: a Sous cookbook export, or any zip of schema.org JSON-LD recipe files. Nothing is saved until you choose.',
  fileLabel: 'Cookbook file (.zip)',
  reading: 'Reading the file...',
  readFailed: 'The file could not be read',
  importFailed: 'The recipes could not be imported',
  listLabel: 'Recipes in the file',
  selectAll: 'Select all',
  selectNone: 'Select none',
  chosen: (chosen: number, total: number) => `${chosen} of ${total} chosen`,
  importing: (count: number) => `Importing ${count} ${count === 1 ? 'recipe' : 'recipes'}...`,
  importButton: (count: number) => `Import ${count} ${count === 1 ? 'recipe' : 'recipes'}`,
  imported: (count: number) => `Imported ${count} ${count === 1 ? 'recipe' : 'recipes'}`,
  chooseAnother: 'Choose another file',
  duplicate: (duplicate: Duplicate) =>
    `${duplicate.by === 'title' ? 'Same title as' : 'Same source as'} “${duplicate.of}” ${duplicate.in === 'cookbook' ? 'in your cookbook' : 'earlier in this file'}`,
  skipped: (count: number) => `${count} ${count === 1 ? 'file was' : 'files were'} left out:`,
  skipReasons: {
    'not-json': 'not a JSON file',
    'no-recipe': 'no recipe in it',
    'too-large': 'too large',
    'missing-title': 'the recipe has no title',
    'missing-ingredients': 'the recipe has no ingredients',
    'missing-instructions': 'the recipe has no steps',
    invalid: 'the recipe does not fit the cookbook',
  } satisfies Record<SkipReason, string>,
} as const;
