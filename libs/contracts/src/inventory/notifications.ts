import { z } from 'zod';

/** One expiring item (spec 001 §3 "Expiration notification"); `id` is the food item's id. */
export const expirationNotification = z.object({
  id: z.string(),
  foodItemName: z.string(),
  daysUntilExpiry: z.number(),
});
export type ExpirationNotification = z.infer<typeof expirationNotification>;

/** `POST /api/notifications/expiration/check` answer: what the check found (and pushed). */
export const expirationCheckResponse = z.object({ notifications: z.array(expirationNotification) });
export type ExpirationCheckResponse = z.infer<typeof expirationCheckResponse>;

/** `GET /api/suggestions/waste-reduction` (spec 001 §3 "Waste suggestions response"). */
export const wasteSuggestionsResponse = z.object({ suggestions: z.array(z.string()) });
export type WasteSuggestionsResponse = z.infer<typeof wasteSuggestionsResponse>;
