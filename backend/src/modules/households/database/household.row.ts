import type { SqlEntityManager } from '@mikro-orm/sql';
import type { Household } from '@sous/contracts';
import type { Role } from '#platform/auth/actor.js';

export interface HouseholdRow {
  id: string;
  name: string;
  invite_code: string | null;
  invite_expires_at: Date | string | null;
}

export interface MemberRow {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  profile_image_url: string | null;
  role: Role;
}

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** The household as `GET /api/household` shows it to `viewerId`; an invite that expired is no invite. */
export function toHousehold(household: HouseholdRow, members: readonly MemberRow[], viewerId: string, now: Date): Household {
  const expiresAt = household.invite_expires_at === null ? null : asDate(household.invite_expires_at);
  const live = household.invite_code !== null && expiresAt !== null && expiresAt > now;
  return {
    id: household.id,
    name: household.name,
    members: members.map((m) => ({
      id: m.id,
      firstName: m.first_name,
      lastName: m.last_name,
      email: m.email,
      profileImageUrl: m.profile_image_url,
      role: m.role,
      isYou: m.id === viewerId,
    })),
    inviteCode: live ? household.invite_code : null,
    inviteExpiresAt: live && expiresAt ? expiresAt.toISOString() : null,
  };
}

/** The household's own row, or null when it does not exist; its members are identity's (application/household-view.ts). */
export async function findHouseholdRow(em: SqlEntityManager, householdId: string): Promise<HouseholdRow | null> {
  const [household] = await em.execute<HouseholdRow[]>(
    'select id, name, invite_code, invite_expires_at from households where id = ?',
    [householdId],
  );
  return household ?? null;
}
