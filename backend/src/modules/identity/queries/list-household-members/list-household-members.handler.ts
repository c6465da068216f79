import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { Role } from '#platform/auth/actor.js';
import { type HouseholdMember, ListHouseholdMembersQuery } from './list-household-members.query.js';

@QueryHandler(ListHouseholdMembersQuery)
export class ListHouseholdMembersHandler implements IQueryHandler<ListHouseholdMembersQuery> {
  constructor(private readonly em: SqlEntityManager) {}

  async execute({ householdId }: ListHouseholdMembersQuery): Promise<HouseholdMember[]> {
    const rows = await this.em.execute<
      { id: string; first_name: string | null; last_name: string | null; email: string | null; profile_image_url: string | null; role: Role }[]
    >(
      `select id, first_name, last_name, email, profile_image_url, role from users
        where household_id = ? order by created_at, id`,
      [householdId],
    );
    return rows.map((row) => ({
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      profileImageUrl: row.profile_image_url,
      role: row.role,
    }));
  }
}
