import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { donorWallSize, type DonorWallEntry } from '@sous/contracts';
import { ListDonorsQuery } from './list-donors.query.js';

interface DonorRow {
  id: string;
  donor_name: string;
  amount: number;
  currency: string;
  message: string | null;
  completed_at: Date | string;
}

/**
 * The donors wall: paid, not anonymous, with a name to show, newest first. Selects only what the
 * wall shows, so an email or a user id cannot leak through it.
 */
@QueryHandler(ListDonorsQuery)
export class ListDonorsHandler implements IQueryHandler<ListDonorsQuery> {
  constructor(private readonly em: SqlEntityManager) {}

  async execute(): Promise<DonorWallEntry[]> {
    const rows = await this.em.execute<DonorRow[]>(
      `select id, donor_name, amount, currency, message, completed_at from donations
        where status = 'succeeded' and anonymous = false and donor_name is not null and completed_at is not null
        order by completed_at desc, id limit ?`,
      [donorWallSize],
    );
    return rows.map((row) => ({
      id: row.id,
      donorName: row.donor_name,
      amount: row.amount,
      currency: row.currency,
      message: row.message,
      completedAt: new Date(row.completed_at).toISOString(),
    }));
  }
}
