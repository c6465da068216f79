import type { ArchivePreview } from '@sous/contracts';

type Duplicate = NonNullable<ArchivePreview['recipes'][number]['duplicate']>;
type SkipReason = ArchivePreview['skipped'][number]['reason'];

/** The words of the archive import dialog. */
export const archiveText = {
  title: 'Import recipes from a file',
  description:
    'A Sous cookbook export, a Mealie or Tandoor export, a Paprika file (.paprikarecipes), Cooklang (.cook) or JSON-LD recipe files, alone or zipped. Nothing is saved until you choose.',
  fileLabel: 'Recipe file (.zip, .paprikarecipes, .cook, .json)',
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
  withPhoto: 'with photo',
  /** The two steps of each request: the file going up, then the server at work on it. */
  steps: {
    sending: (step: 'read' | 'import') => (step === 'read' ? 'Step 1 of 2: sending the file' : 'Step 1 of 2: sending the file again'),
    working: (step: 'read' | 'import') => (step === 'read' ? 'Step 2 of 2: reading the recipes' : 'Step 2 of 2: saving the recipes and photos'),
    sent: (sent: string, total: string) => `${sent} of ${total} sent`,
  },
  duplicate: (duplicate: Duplicate) =>
    `${duplicate.by === 'title' ? 'Same title as' : 'Same source as'} “${duplicate.of}” ${duplicate.in === 'cookbook' ? 'in your cookbook' : 'earlier in this file'}`,
  skipped: (count: number) => `${count} ${count === 1 ? 'file was' : 'files were'} left out:`,
  skipReasons: {
    'not-json': 'not a recipe file Sous can read',
    'no-recipe': 'no recipe in it',
    'too-large': 'too large',
    'missing-title': 'the recipe has no title',
    'missing-ingredients': 'the recipe has no ingredients',
    'missing-instructions': 'the recipe has no steps',
    invalid: 'the recipe does not fit the cookbook',
  } satisfies Record<SkipReason, string>,
} as const;
