import type { ImportRecipeBody } from '@sous/contracts';

export type ImportSource = 'url' | 'html' | 'text';

export const importText = {
  title: 'Import recipe',
  description: 'Bring in a recipe from a web page, a page’s source or text you paste. You can review it before it is saved.',
  sourceLabel: 'Import from',
  tabs: { url: 'Web address', html: 'Page source', text: 'Recipe text' },
  fields: { url: 'Recipe page address', html: 'Page source (HTML)', pageUrl: 'Page address (optional)', text: 'Pasted recipe' },
  hints: {
    url: 'The address of a recipe page, starting with https://',
    html: 'Paste the page’s source when the site cannot be reached from here.',
    pageUrl: 'Where the page came from, kept as the recipe’s source.',
    text: 'A title on the first line, then the ingredients and the steps.',
  },
  read: 'Read recipe',
  reading: 'Reading...',
  back: 'Back',
  save: 'Save recipe',
  saving: 'Saving...',
  saved: 'Recipe saved',
  readFailed: 'Could not read a recipe',
  saveFailed: 'Failed to save recipe',
  reviewLabel: 'Recipe to import',
  editBeforeSaving: 'Edit before saving',
  ingredients: 'Ingredients',
  steps: 'Steps',
  source: 'Source:',
  missing: { url: 'Enter the recipe page address', html: 'Paste the page source', text: 'Paste the recipe text' },
} as const;

/** The request body for the chosen source, or what the cook still has to fill in. */
export function requestFor(source: ImportSource, values: { url: string; html: string; pageUrl: string; text: string }): ImportRecipeBody | string {
  if (source === 'url') {
    const url = values.url.trim();
    return url ? { url } : importText.missing.url;
  }
  if (source === 'html') {
    if (values.html.trim() === '') return importText.missing.html;
    const pageUrl = values.pageUrl.trim();
    return pageUrl ? { html: values.html, url: pageUrl } : { html: values.html };
  }
  return values.text.trim() ? { text: values.text } : importText.missing.text;
}
