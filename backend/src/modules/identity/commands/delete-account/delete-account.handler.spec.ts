import type { CommandBus, EventBus } from '@nestjs/cqrs';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { deleteAccountConfirmation } from '@sous/contracts';
import { hashPassword } from '#platform/auth/password.js';
import { DeleteHouseholdIfEmptyCommand } from '../../../households/commands/delete-household-if-empty/delete-household-if-empty.command.js';
import { LockHouseholdsCommand } from '../../../households/commands/lock-households/lock-households.command.js';
import type { PasswordCheckAttempts } from '../../domain/password-check-attempts.js';
import { AccountDeleted } from '../../events/account-deleted.event.js';
import { DeleteAccountCommand } from './delete-account.command.js';
import { DeleteAccountHandler } from './delete-account.handler.js';

/**
 * An entity manager answering the handler's statements from a tiny in-memory picture of the rows,
 * and households' side of the bus (it deletes the household when no member is left).
 */
function fakes(identities: { provider: string; password_hash: string | null }[], otherMembers: number) {
  const statements: string[] = [];
  const steps: string[] = [];
  const em = {
    transactional: async (work: () => Promise<unknown>) => {
      steps.push('begin');
      const result = await work();
      steps.push('commit');
      return result;
    },
    execute: (sql: string) => {
      statements.push(sql.replace(/\s+/g, ' ').trim());
      if (sql.startsWith('select provider')) return Promise.resolve(identities);
      if (sql.startsWith('select household_id')) return Promise.resolve([{ household_id: 'h1' }]);
      return Promise.resolve([]);
    },
  } as unknown as SqlEntityManager;
  const published: unknown[] = [];
  const events = {
    publish: (event: unknown) => {
      steps.push('publish');
      published.push(event);
    },
  } as unknown as EventBus;
  const executed: unknown[] = [];
  const commands = {
    execute: (command: unknown) => {
      executed.push(command);
      return Promise.resolve(command instanceof DeleteHouseholdIfEmptyCommand ? otherMembers === 0 : undefined);
    },
  } as unknown as CommandBus;
  return { em, events, commands, statements, steps, published, executed };
}

/** Throttling is the integration tests' business (throttles.int-spec.ts). */
const unthrottled = {
  begin: () => Promise.resolve({ right: () => Promise.resolve(), undo: () => Promise.resolve() }),
} as unknown as PasswordCheckAttempts;

const writes = (statements: string[]) => statements.filter((s) => s.startsWith('delete'));

describe('DeleteAccountHandler', () => {
  let hash: string;
  beforeAll(async () => {
    hash = await hashPassword('correct horse battery');
  });

  it('refuses an email account with a wrong or missing password, and deletes nothing', async () => {
    for (const body of [{ password: 'wrong password' }, { confirmation: deleteAccountConfirmation }]) {
      const f = fakes([{ provider: 'email', password_hash: hash }], 0);
      await expect(new DeleteAccountHandler(f.em, f.events, unthrottled, f.commands).execute(new DeleteAccountCommand('u1', body))).rejects.toMatchObject({
        code: 'identity.wrong-password',
        message: 'The password is not correct',
      });
      expect(writes(f.statements)).toEqual([]);
      expect(f.executed).toEqual([]);
      expect(f.published).toEqual([]);
    }
  });

  it('refuses an account without a password unless the confirmation is typed exactly', async () => {
    const f = fakes([{ provider: 'github', password_hash: null }], 0);
    await expect(
      new DeleteAccountHandler(f.em, f.events, unthrottled, f.commands).execute(new DeleteAccountCommand('u1', { confirmation: 'delete my account' })),
    ).rejects.toMatchObject({ code: 'identity.wrong-confirmation', message: 'Type the confirmation exactly to delete your account' });
    expect(writes(f.statements)).toEqual([]);
  });

  it('deletes the user, their sessions and the household they were the last member of, then publishes', async () => {
    const f = fakes([{ provider: 'email', password_hash: hash }], 0);
    await new DeleteAccountHandler(f.em, f.events, unthrottled, f.commands).execute(new DeleteAccountCommand('u1', { password: 'correct horse battery' }));
    expect(writes(f.statements)).toEqual(["delete from sessions where sess->>'userId' = ?", 'delete from users where id = ?']);
    expect(f.executed).toEqual([new LockHouseholdsCommand(['h1']), new DeleteHouseholdIfEmptyCommand('h1')]);
    expect(f.steps).toEqual(['begin', 'commit', 'publish']);
    expect(f.published).toEqual([expect.any(AccountDeleted)]);
    expect(f.published[0]).toMatchObject({ userId: 'u1', householdId: 'h1', householdDeleted: true });
  });

  it('leaves the household to the members who remain', async () => {
    const f = fakes([{ provider: 'google', password_hash: null }], 2);
    await new DeleteAccountHandler(f.em, f.events, unthrottled, f.commands).execute(new DeleteAccountCommand('u1', { confirmation: ` ${deleteAccountConfirmation} ` }));
    expect(writes(f.statements)).toEqual(["delete from sessions where sess->>'userId' = ?", 'delete from users where id = ?']);
    expect(f.published[0]).toMatchObject({ userId: 'u1', householdId: 'h1', householdDeleted: false });
  });
});
