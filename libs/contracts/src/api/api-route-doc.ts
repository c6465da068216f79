import type { z } from 'zod';

/** Who may call a route: anyone, any signed-in member, or only an admin (DESIGN §4). */
export type ApiAuth = 'public' | 'member' | 'admin';

/** What a path id names, so the isolation matrix can put the owner's row there. */
export type ApiResource =
  | 'foodItem'
  | 'storageLocation'
  | 'mealPlan'
  | 'shoppingItem'
  | 'recipe'
  | 'notification'
  | 'pushToken'
  | 'appliance'
  | 'upload'
  | 'feedback'
  | 'cookingTerm';

/** A success answer that is not a JSON body: a redirect, a stream, a file. */
export interface ApiMedia {
  contentType: string;
  description: string;
  schema?: z.ZodType;
}

/**
 * A success answer: a zod schema for a JSON body, an `ApiMedia` for anything else, `null` for no
 * body (204, redirects).
 */
export type ApiSuccess = z.ZodType | ApiMedia | null;

/**
 * The documentation half of a route. The request half (params, query, body schemas and auth) is
 * read at boot from the controller itself — the `zod(schema)` / `IdParam` pipes and `@Public()` /
 * `@Roles()` — so it cannot drift from what the route really parses.
 */
export interface ApiRouteDoc {
  summary: string;
  tag: string;
  /** Success answers by status. */
  responses: Readonly<Record<number, ApiSuccess>>;
  /**
   * Error statuses beyond the derived ones (401 unless public, 403 for admin routes, 400 when the
   * route parses input, 404 when it takes an id, 413 when it takes a body).
   */
  errors?: readonly number[];
  /** What the route's `:id`-like path parameter names (isolation matrix). */
  resource?: ApiResource;
  /** A valid request (OpenAPI example, isolation matrix); `:id` params come from `resource`. */
  example?: { body?: unknown; query?: Readonly<Record<string, string>> };
  /** The body as something other than JSON: a multipart form with one file, or the raw bytes of a file. */
  upload?: ApiUpload;
  /** What a 409 carries beside `message` and `code`: `current`, the stored state the write lost to. */
  conflict?: z.ZodType;
}

/** A file in the request: `field` of a multipart/form-data form (with its other text fields), or the raw body. */
export type ApiUpload =
  | {
      kind: 'multipart';
      field: string;
      accept: string;
      maxBytes: number;
      fields?: Readonly<Record<string, string>>;
      /** The route's JSON alternative, when it reads that body itself rather than through a pipe. */
      orJson?: z.ZodType;
    }
  | { kind: 'raw'; accept: string; maxBytes: number };

export const isApiMedia = (value: ApiSuccess): value is ApiMedia =>
  value !== null && typeof value === 'object' && 'contentType' in value && 'description' in value;
