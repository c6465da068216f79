/**
 * `GET /api/account/export`: a JSON file of everything stored about the user. The browser fetches
 * it through a plain link with `download` (the session cookie goes along; nothing to cache).
 */
export const accountExportUrl = '/api/account/export';
