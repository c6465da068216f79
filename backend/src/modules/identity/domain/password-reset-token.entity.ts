import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from './user.entity.js';

export const passwordResetVias = ['admin', 'email'] as const;
export type PasswordResetVia = (typeof passwordResetVias)[number];

/**
 * A one-time password reset link (issue 32): only the SHA-256 of its secret is kept (unique, so
 * the link finds its row by one index lookup). `used_at` makes it single-use; a newer link of the
 * same user, or a completed reset, marks the older ones used too. Deleted with the user.
 */
@Entity({ tableName: 'password_reset_tokens' })
export class PasswordResetToken {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: Opt<string> = randomUUID();

  @ManyToOne(() => User, { fieldName: 'user_id', mapToPk: true, index: true, deleteRule: 'cascade' })
  userId: string;

  @Property({ type: 'text', unique: true })
  tokenHash: string;

  /** Who asked: an admin (then `issued_by`) or the user by email. */
  @Enum({ items: () => passwordResetVias })
  via: PasswordResetVia;

  @ManyToOne(() => User, { fieldName: 'issued_by', mapToPk: true, nullable: true, deleteRule: 'set null' })
  issuedBy: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime' })
  expiresAt: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;
}
