import type { ArchivePreview } from '@sous/contracts';
import type { ArchiveEntry } from '../../export/read-recipe-archive.js';

export interface KnownRecipe {
  title: string;
  sourceUrl: string | null;
}

type Duplicate = ArchivePreview['recipes'][number]['duplicate'];

/** Titles compare ignoring case, accents' composition and runs of spaces. */
const titleKey = (title: string) => title.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
/** Addresses compare without their fragment and a trailing slash. */
const urlKey = (url: string) => url.trim().replace(/#.*$/, '').replace(/\/+$/, '').toLowerCase();

/**
 * Each entry flagged when the cookbook already has a recipe of the same title or source URL, or
 * when an earlier entry of the archive does (an archive can hold the same recipe twice).
 */
export function flagDuplicates(entries: readonly ArchiveEntry[], cookbook: readonly KnownRecipe[]): ArchivePreview['recipes'] {
  const titles = new Map<string, { of: string; in: 'cookbook' | 'archive' }>();
  const urls = new Map<string, { of: string; in: 'cookbook' | 'archive' }>();
  for (const known of cookbook) {
    if (!titles.has(titleKey(known.title))) titles.set(titleKey(known.title), { of: known.title, in: 'cookbook' });
    if (known.sourceUrl && !urls.has(urlKey(known.sourceUrl))) urls.set(urlKey(known.sourceUrl), { of: known.title, in: 'cookbook' });
  }
  return entries.map(({ entry, recipe, image }) => {
    const byTitle = titles.get(titleKey(recipe.title));
    const byUrl = recipe.sourceUrl ? urls.get(urlKey(recipe.sourceUrl)) : undefined;
    const duplicate: Duplicate = byTitle ? { by: 'title', ...byTitle } : byUrl ? { by: 'sourceUrl', ...byUrl } : null;
    if (!titles.has(titleKey(recipe.title))) titles.set(titleKey(recipe.title), { of: recipe.title, in: 'archive' });
    if (recipe.sourceUrl && !urls.has(urlKey(recipe.sourceUrl))) urls.set(urlKey(recipe.sourceUrl), { of: recipe.title, in: 'archive' });
    return { entry, recipe, imageInArchive: image !== null, duplicate };
  });
}
