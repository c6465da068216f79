import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { OwnDonation } from '@sous/contracts';
import { ListMyDonationsQuery } from './list-my-donations.query.js';

interface OwnDonationRow {
  id: string;
  stripe_payment_intent_id: string;
  amount: number;
  currency: string;
  status: OwnDonation['status'];
  donor_name: string | null;
  donor_email: string | null;
  message: string | null;
  anonymous: boolean;
  created_at: Date | string;
  completed_at: Date | string | null;
}

/** Donations are personal, not household data: only the donor's own, newest first (at most 100). */
@QueryHandler(ListMyDonationsQuery)
export class ListMyDonationsHandler implements IQueryHandler<ListMyDonationsQuery> {
  constructor(private readonly em: SqlEntityManager) {}

  async execute({ actor }: ListMyDonationsQuery): Promise<OwnDonation[]> {
    const rows = await this.em.execute<OwnDonationRow[]>(
      `select id, stripe_payment_intent_id, amount, currency, status, donor_name, donor_email, message, anonymous, created_at, completed_at
         from donations where user_id = ? order by created_at desc, id limit 100`,
      [actor.userId],
    );
    return rows.map((row) => ({
      id: row.id,
      stripePaymentIntentId: row.stripe_payment_intent_id,
      amount: row.amount,
      currency: row.currency,
      status: row.status,
      donorName: row.donor_name,
      donorEmail: row.donor_email,
      message: row.message,
      anonymous: row.anonymous,
      createdAt: new Date(row.created_at).toISOString(),
      completedAt: row.completed_at === null ? null : new Date(row.completed_at).toISOString(),
    }));
  }
}
