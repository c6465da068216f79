import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { AppConfig } from '#config/app-config.js';
import { CreateHouseholdCommand } from '../../households/commands/create-household/create-household.command.js';
import { type NewAccount, writeAccount } from '../database/new-account.js';
import type { User } from '../domain/user.entity.js';

export type { NewAccount };

/** A user's first household is named after them. */
export const householdNameFor = (firstName: string | null) => (firstName ? `${firstName}'s kitchen` : 'My kitchen');

/**
 * Creates a user with their own household and their first sign-in identity, in one transaction:
 * households creates the household on the bus, database/ writes the user and identity rows (issue 34:
 * database/ never calls the buses).
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
      return writeAccount(tx, account, householdId, this.config.adminEmails);
    });
  }
}
