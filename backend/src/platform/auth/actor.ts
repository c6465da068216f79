import type { userRoles } from '@sous/contracts';

export type Role = (typeof userRoles)[number];

/**
 * Who is making a request, resolved by the AuthGuard from the session on every call (so a role
 * change or a household move takes effect on the next request). Commands take it as their first
 * argument and scope every read and write by `householdId` (shared data) or `userId` (personal data).
 */
export interface Actor {
  userId: string;
  householdId: string;
  role: Role;
}
