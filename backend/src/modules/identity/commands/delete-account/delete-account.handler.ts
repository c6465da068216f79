import { CommandBus, CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { deleteAccountConfirmation } from '@sous/contracts';
import { verifyPasswordHash } from '#platform/auth/password.js';
import { NotFoundError } from '#platform/errors/domain-error.js';
import { inUnitOfWork, publishAfterCommit } from '#platform/events/unit-of-work.js';
import { WrongConfirmationError, WrongPasswordError } from '../../domain/account.errors.js';
import { PasswordCheckAttempts } from '../../domain/password-check-attempts.js';
import { AccountDeleted } from '../../events/account-deleted.event.js';
import { DeleteHouseholdIfEmptyCommand } from '../../../households/commands/delete-household-if-empty/delete-household-if-empty.command.js';
import { LockHouseholdsCommand } from '../../../households/commands/lock-households/lock-households.command.js';
import { DeleteAccountCommand } from './delete-account.command.js';

/**
 * Spec 001 §3 "Ownership on deletion", with households: the user's own rows go with the user
 * (chat, feedback, push tokens, identities, usage logs: the foreign keys cascade); donations and web
 * vitals stay with the user cleared; the household's data stays with the remaining members (its
 * "added by" is cleared) and goes with the household when this was its last member. Every session
 * of the user ends.
 */
@CommandHandler(DeleteAccountCommand)
export class DeleteAccountHandler implements ICommandHandler<DeleteAccountCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly events: EventBus,
    private readonly attempts: PasswordCheckAttempts,
    private readonly commands: CommandBus,
  ) {}

  async execute({ userId, body }: DeleteAccountCommand): Promise<void> {
    await this.checkProof(userId, body);
    await inUnitOfWork(this.em, this.events, async () => {
      const [user] = await this.em.execute<{ household_id: string }[]>('select household_id from users where id = ? for update', [userId]);
      if (!user) throw new NotFoundError('identity.user-not-found');
      const householdId = user.household_id;
      // serialises with joins and leaves of the same household, so "last member" is decided once
      await this.commands.execute(new LockHouseholdsCommand([householdId]));
      await this.em.execute(`delete from sessions where sess->>'userId' = ?`, [userId]);
      await this.em.execute('delete from users where id = ?', [userId]);
      // households counts the members this transaction sees: the user is gone already
      const householdDeleted = await this.commands.execute(new DeleteHouseholdIfEmptyCommand(householdId));
      publishAfterCommit(this.events, new AccountDeleted(userId, householdId, householdDeleted));
    });
  }

  /** Email accounts prove it with their password; accounts without one type the confirmation. */
  private async checkProof(userId: string, body: DeleteAccountCommand['body']): Promise<void> {
    const identities = await this.em.execute<{ provider: string; password_hash: string | null }[]>(
      'select provider, password_hash from identities where user_id = ?',
      [userId],
    );
    const hash = identities.find((identity) => identity.provider === 'email' && identity.password_hash)?.password_hash;
    if (hash) {
      // counted before the hash is checked: once locked, even the right password waits
      const guess = await this.attempts.begin(userId);
      let right: boolean;
      try {
        right = Boolean(body.password) && (await verifyPasswordHash(hash, body.password ?? ''));
      } catch (error) {
        await guess.undo();
        throw error;
      }
      if (!right) throw new WrongPasswordError();
      await guess.right();
      return;
    }
    if (body.confirmation?.trim() !== deleteAccountConfirmation) throw new WrongConfirmationError();
  }
}
