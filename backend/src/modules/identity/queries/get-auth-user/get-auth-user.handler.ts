import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { AuthUser } from '@sous/contracts';
import { GetAuthUserQuery } from './get-auth-user.query.js';

interface AuthUserRow {
  id: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  has_completed_onboarding: boolean;
  role: 'admin' | 'member';
  household_id: string;
}

export const toAuthUser = (row: AuthUserRow): AuthUser => ({
  id: row.id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  profileImageUrl: row.profile_image_url,
  hasCompletedOnboarding: row.has_completed_onboarding,
  role: row.role,
  householdId: row.household_id,
});

@QueryHandler(GetAuthUserQuery)
export class GetAuthUserHandler implements IQueryHandler<GetAuthUserQuery> {
  constructor(private readonly em: SqlEntityManager) {}

  async execute({ userId }: GetAuthUserQuery): Promise<AuthUser | null> {
    const rows = await this.em.execute<AuthUserRow[]>(
      `select id, email, first_name, last_name, profile_image_url, has_completed_onboarding, role, household_id
         from users where id = ?`,
      [userId],
    );
    return rows[0] ? toAuthUser(rows[0]) : null;
  }
}
