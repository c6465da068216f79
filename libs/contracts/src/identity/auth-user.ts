import { z } from 'zod';
import { userRoles } from '../constants.js';

/**
 * `GET /api/auth/user` (spec 000 §3, DESIGN §4): the signed-in user. The spec's client relies on
 * id, names, profileImageUrl and hasCompletedOnboarding; role and householdId drive admin screens
 * and the household settings. Loose: the client tolerates fields added later.
 */
export const authUser = z.looseObject({
  id: z.string(),
  email: z.string().nullish(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  profileImageUrl: z.string().nullish(),
  hasCompletedOnboarding: z.boolean(),
  role: z.enum(userRoles).optional(),
  householdId: z.string().optional(),
});
export type AuthUser = z.infer<typeof authUser>;
