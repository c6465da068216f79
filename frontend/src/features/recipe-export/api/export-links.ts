import type { RecipeExportFormat } from '@sous/contracts';

/**
 * `GET /api/recipes/:id/export?format=…` and `GET /api/recipes/export` are files, not data: the
 * browser fetches them itself through a link (the session cookie goes with it), so there is no
 * fetcher or query here, only the addresses.
 */
export const recipeExportUrl = (id: string, format: RecipeExportFormat) => `/api/recipes/${encodeURIComponent(id)}/export?format=${format}`;

export const cookbookExportUrl = '/api/recipes/export';
