import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Check, Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { donationStatuses } from '@sous/contracts';
import { entityNamed } from '#platform/database/entity-ref.js';

export type DonationStatus = (typeof donationStatuses)[number];

/** Spec 001 §3 `donations`: kept when the donor's account goes, with the user cleared. */
@Entity({ tableName: 'donations' })
@Check({ name: 'donations_amount_check', expression: 'amount > 0' })
// the donors wall (Migration20261124040000_donations_wall_index)
@Index({
  name: 'donations_wall_index',
  expression: `create index "donations_wall_index" on "donations" ("completed_at" desc) where "status" = 'succeeded' and "anonymous" = false and "donor_name" is not null`,
})
export class Donation {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: Opt<string> = randomUUID();

  @ManyToOne(entityNamed('User'), { fieldName: 'user_id', mapToPk: true, index: true, nullable: true, deleteRule: 'set null' })
  userId: string | null = null;

  @Property({ type: 'text', unique: true })
  stripePaymentIntentId: string;

  /** In the currency's smallest unit (cents). */
  @Property({ type: 'integer' })
  amount: number;

  @Property({ type: 'text', default: 'usd' })
  currency: Opt<string> = 'usd';

  @Enum({ items: () => donationStatuses, default: 'pending' })
  status: Opt<DonationStatus> = 'pending';

  @Property({ type: 'text', nullable: true })
  donorEmail: string | null = null;

  @Property({ type: 'text', nullable: true })
  donorName: string | null = null;

  @Property({ type: 'text', nullable: true })
  message: string | null = null;

  @Property({ type: 'boolean', default: false })
  anonymous: Opt<boolean> = false;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', nullable: true })
  completedAt: Date | null = null;
}
