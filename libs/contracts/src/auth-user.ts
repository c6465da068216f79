import { z } from 'zod';

/**
 * The user `GET /api/auth/user` answers with (spec 000 §3: at least these fields). Further fields
 * may be present; the client only relies on these.
 */
export const authUser = z.looseObject({
  id: z.string(),
  email: z.string().nullish(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  profileImageUrl: z.string().nullish(),
  hasCompletedOnboarding: z.boolean(),
});
export type AuthUser = z.infer<typeof authUser>;
