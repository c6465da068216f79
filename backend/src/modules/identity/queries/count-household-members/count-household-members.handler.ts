import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { CountHouseholdMembersQuery } from './count-household-members.query.js';

@QueryHandler(CountHouseholdMembersQuery)
export class CountHouseholdMembersHandler implements IQueryHandler<CountHouseholdMembersQuery> {
  constructor(private readonly em: SqlEntityManager) {}

  async execute({ householdId }: CountHouseholdMembersQuery): Promise<number> {
    const [{ count }] = await this.em.execute<{ count: string | number }[]>('select count(*) as count from users where household_id = ?', [
      householdId,
    ]);
    return Number(count);
  }
}
