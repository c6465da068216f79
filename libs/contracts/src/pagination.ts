import { z } from 'zod';

/**
 * Keyset pages of a long list route (issue 18). `?limit=N` answers the first N rows in the list's
 * own order and, while more follow, a `Link: <…?limit=N&after=<cursor>>; rel="next"` header whose
 * URL answers the next N. The cursor names the last row sent (where it sorts, and its id), so rows
 * written or deleted meanwhile never shift a page. Without `limit` the route answers the whole list,
 * as the spec has it.
 */
export const pageLimits = { max: 200, default: 50 } as const;

/** `<microseconds since 1970>.<uuid>`: the sort time at full database precision, then the id. */
const cursorPattern = /^(\d{1,17})\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export interface PageCursor {
  /** The row's sort time in microseconds since 1970, as text (beyond 2^53 as a number). */
  micros: string;
  id: string;
}

export const pageQuery = z
  .object({
    limit: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(pageLimits.max, `must be at most ${pageLimits.max}`)
      .optional(),
    after: z
      .string()
      .regex(cursorPattern, 'must be the cursor of a Link header')
      .transform((cursor): PageCursor => {
        const [, micros, id] = cursorPattern.exec(cursor)!;
        return { micros, id };
      })
      .optional(),
  })
  // `after` alone continues with the default page size
  .transform(({ limit, after }) => ({ limit: limit ?? (after ? pageLimits.default : undefined), after }));
export type PageQuery = z.output<typeof pageQuery>;

export const pageCursor = (cursor: PageCursor): string => `${cursor.micros}.${cursor.id}`;

/** One page of a list and the cursor of its last row when more follow. */
export interface Page<T> {
  rows: T[];
  next: PageCursor | null;
}
