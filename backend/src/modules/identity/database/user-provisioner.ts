import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { AppConfig } from '#config/app-config.js';
import { CreateHouseholdCommand } from '../../households/commands/create-household/create-household.command.js';
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

/** A user's first household is named after them. */
export const householdNameFor = (firstName: string | null) => (firstName ? `${firstName}'s kitchen` : 'My kitchen');

/**
 * Creates a user with their own household and their first sign-in identity, in one transaction.
 * The first account of an instance and the addresses of ADMIN_EMAILS are administrators.
 */
@Injectable()
export class UserProvisioner {
  constructor(
    private readonly config: AppConfig,
    private readonly commands: CommandBus,
  ) {}

  async create(em: SqlEntityManager, account: NewAccount): Promise<User> {
    return em.transactional(async (tx) => {
      // households' handler joins this transaction (MikroORM's transaction context follows `tx`)
      const householdId = await this.commands.execute(new CreateHouseholdCommand(householdNameFor(account.firstName)));
      const [{ count }] = await tx.execute<{ count: string | number }[]>('select count(*) as count from users');
      const isAdmin = Number(count) === 0 || (account.email !== null && this.config.adminEmails.includes(account.email));
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
    });
  }
}
