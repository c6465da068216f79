import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { ListOnboardedUsersQuery } from './list-onboarded-users.query.js';

@QueryHandler(ListOnboardedUsersQuery)
export class ListOnboardedUsersHandler implements IQueryHandler<ListOnboardedUsersQuery> {
  constructor(private readonly em: SqlEntityManager) {}

  async execute(): Promise<{ id: string; householdId: string }[]> {
    const rows = await this.em.execute<{ id: string; household_id: string }[]>('select id, household_id from users where has_completed_onboarding = true');
    return rows.map((row) => ({ id: row.id, householdId: row.household_id }));
  }
}
