import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { FindHouseholdQuery, type HouseholdRecord } from './find-household.query.js';

@QueryHandler(FindHouseholdQuery)
export class FindHouseholdHandler implements IQueryHandler<FindHouseholdQuery> {
  constructor(private readonly em: SqlEntityManager) {}

  async execute({ householdId }: FindHouseholdQuery): Promise<HouseholdRecord | null> {
    const [row] = await this.em.execute<{ id: string; name: string; created_at: unknown }[]>('select id, name, created_at from households where id = ?', [
      householdId,
    ]);
    return row ? { id: row.id, name: row.name, createdAt: row.created_at } : null;
  }
}
