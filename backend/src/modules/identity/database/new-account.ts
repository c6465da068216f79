import type { SqlEntityManager } from '@mikro-orm/sql';
import { Identity } from '../domain/identity.entity.js';
import { User } from '../domain/user.entity.js';

export interface NewAccount {
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl?: string | null;
  provider: string;
  subject: string;
  passwordHash?: string | null;
}

/**
 * Writes a new user of `householdId` and their first sign-in identity, inside the caller's
 * transaction. The first account of an instance and the addresses of ADMIN_EMAILS are administrators.
 */
export async function writeAccount(tx: SqlEntityManager, account: NewAccount, householdId: string, adminEmails: readonly string[]): Promise<User> {
  const [{ count }] = await tx.execute<{ count: string | number }[]>('select count(*) as count from users');
  const isAdmin = Number(count) === 0 || (account.email !== null && adminEmails.includes(account.email));
  const user = tx.create(User, {
    email: account.email,
    householdId,
    role: isAdmin ? 'admin' : 'member',
    firstName: account.firstName,
    lastName: account.lastName,
    profileImageUrl: account.profileImageUrl ?? null,
  });
  tx.create(Identity, {
    userId: user.id,
    provider: account.provider,
    subject: account.subject,
    passwordHash: account.passwordHash ?? null,
  });
  await tx.flush();
  return user;
}
