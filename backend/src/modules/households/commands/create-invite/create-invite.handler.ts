import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { HouseholdInvite } from '@sous/contracts';
import { NotFoundError } from '#platform/errors/domain-error.js';
import { generateInviteCode, inviteExpiry } from '../../domain/invite-code.js';
import { CreateInviteCommand } from './create-invite.command.js';

/** Codes are unique across the instance; a clash (about 1 in 10^12) draws again. */
const maxAttempts = 5;

@CommandHandler(CreateInviteCommand)
export class CreateInviteHandler implements ICommandHandler<CreateInviteCommand> {
  constructor(private readonly em: SqlEntityManager) {}

  async execute({ actor }: CreateInviteCommand): Promise<HouseholdInvite> {
    const expiresAt = inviteExpiry(new Date());
    for (let attempt = 1; ; attempt += 1) {
      const code = generateInviteCode();
      try {
        const updated = await this.em.execute<{ id: string }[]>(
          'update households set invite_code = ?, invite_expires_at = ? where id = ? returning id',
          [code, expiresAt.toISOString(), actor.householdId],
        );
        if (updated.length === 0) throw new NotFoundError('households.household-not-found');
        return { inviteCode: code, inviteExpiresAt: expiresAt.toISOString() };
      } catch (error) {
        if (!(error instanceof UniqueConstraintViolationException) || attempt >= maxAttempts) throw error;
      }
    }
  }
}
