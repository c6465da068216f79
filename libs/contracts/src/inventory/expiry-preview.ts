import { z } from 'zod';
import { foodItemStates } from './food-item.js';

/**
 * `GET /api/food-items/:id/expiry-preview`: the place a lot would move to and/or the state it would
 * take. Either may be left out: without them the lot keeps its date.
 */
export const expiryPreviewQuery = z.strictObject({
  storageLocationId: z.uuid('must be a storage location id').optional(),
  state: z.enum(foodItemStates, { error: `must be one of ${foodItemStates.join(', ')}` }).optional(),
});
export type ExpiryPreviewQuery = z.input<typeof expiryPreviewQuery>;

/** What dated a preview: the household's accepted shelf life (issue 35), or the shelf-life table. */
export const expiryBases = ['household', 'table'] as const;
export type ExpiryBasis = (typeof expiryBases)[number];

/**
 * The date that move or state change would save, by the server's own rule. `basis` null: the lot
 * keeps its date (same kind of place, a place of unknown kind, or an earlier date than the new
 * state's), and `expirationDate` is the date it has now (null when it has none).
 */
export const expiryPreview = z.object({
  expirationDate: z.string().nullable(),
  basis: z.enum(expiryBases).nullable(),
});
export type ExpiryPreview = z.infer<typeof expiryPreview>;
