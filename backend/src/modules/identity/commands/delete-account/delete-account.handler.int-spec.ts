import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { CommandBus, EventBus, IEvent } from '@nestjs/cqrs';
import { deleteAccountConfirmation } from '@sous/contracts';
import { hashPassword } from '#platform/auth/password.js';
import { insertHousehold, insertRow, insertUser, rowById } from '../../../../../test/support/rows.js';
import { useTestDatabase } from '../../../../../test/support/test-database.js';
import { DeleteHouseholdIfEmptyCommand } from '../../../households/commands/delete-household-if-empty/delete-household-if-empty.command.js';
import { LockHouseholdsCommand } from '../../../households/commands/lock-households/lock-households.command.js';
import type { PasswordCheckAttempts } from '../../domain/password-check-attempts.js';
import { AccountDeleted } from '../../events/account-deleted.event.js';
import { DeleteAccountCommand } from './delete-account.command.js';
import { DeleteAccountHandler } from './delete-account.handler.js';

const db = useTestDatabase();

/** Throttling is the integration tests' business (throttles.int-spec.ts). */
const unthrottled = {
  begin: () => Promise.resolve({ right: () => Promise.resolve(), undo: () => Promise.resolve() }),
} as unknown as PasswordCheckAttempts;

/**
 * households' side of the bus, on the same rows: the lock is noted, and the household goes when
 * no member is left (its own handler is tested in the households module).
 */
function householdsBus(em: SqlEntityManager) {
  const executed: unknown[] = [];
  const commands = {
    execute: async (command: unknown) => {
      executed.push(command);
      if (!(command instanceof DeleteHouseholdIfEmptyCommand)) return undefined;
      const [{ members }] = await em.execute<{ members: number }[]>('select count(*)::int as members from users where household_id = ?', [command.householdId]);
      if (members > 0) return false;
      await em.execute('delete from households where id = ?', [command.householdId]);
      return true;
    },
  } as unknown as CommandBus;
  return { commands, executed };
}

let hash: string;
beforeAll(async () => {
  hash = await hashPassword('correct horse battery');
});

/** A user signed in on two devices with an email or a provider identity, and a housemate unless alone. */
async function account({ provider = 'email', alone = true } = {}) {
  const { em } = db;
  const { householdId, userId } = await insertHousehold(em);
  await insertRow(em, 'identities', { user_id: userId, provider, subject: randomUUID(), password_hash: provider === 'email' ? hash : null });
  const housemate = alone ? null : await insertUser(em, householdId);
  const session = (owner: string) => insertRow(em, 'sessions', { sid: randomUUID(), sess: { userId: owner }, expire: new Date(Date.now() + 86_400_000) });
  await session(userId);
  await session(userId);
  if (housemate) await session(housemate.id);
  const published: IEvent[] = [];
  const events = { publish: (event: IEvent) => published.push(event) } as unknown as EventBus;
  const bus = householdsBus(em);
  const sessionsOf = async (owner: string) => (await em.execute<{ sid: string }[]>(`select sid from sessions where sess->>'userId' = ?`, [owner])).length;
  const identitiesOf = async (owner: string) => (await em.execute<{ id: string }[]>('select id from identities where user_id = ?', [owner])).length;
  return {
    userId,
    householdId,
    housemate,
    published,
    executed: bus.executed,
    sessionsOf,
    identitiesOf,
    handler: new DeleteAccountHandler(em, events, unthrottled, bus.commands),
  };
}

describe('DeleteAccountHandler on the database', () => {
  it('refuses an email account with a wrong or missing password, and deletes nothing', async () => {
    const a = await account();
    for (const body of [{ password: 'wrong password' }, { confirmation: deleteAccountConfirmation }]) {
      await expect(a.handler.execute(new DeleteAccountCommand(a.userId, body))).rejects.toMatchObject({
        code: 'identity.wrong-password',
        message: 'The password is not correct',
      });
    }
    expect(await rowById(db.em, 'users', a.userId)).not.toBeNull();
    expect(await a.sessionsOf(a.userId)).toBe(2);
    expect(a.executed).toEqual([]);
    expect(a.published).toEqual([]);
  });

  it('refuses an account without a password unless the confirmation is typed exactly', async () => {
    const a = await account({ provider: 'github' });
    await expect(a.handler.execute(new DeleteAccountCommand(a.userId, { confirmation: 'delete my account' }))).rejects.toMatchObject({
      code: 'identity.wrong-confirmation',
      message: 'Type the confirmation exactly to delete your account',
    });
    expect(await rowById(db.em, 'users', a.userId)).not.toBeNull();
    expect(a.published).toEqual([]);
  });

  it('deletes the user, their identities and sessions and the household they were the last member of, then publishes', async () => {
    const a = await account();
    await a.handler.execute(new DeleteAccountCommand(a.userId, { password: 'correct horse battery' }));

    expect(await rowById(db.em, 'users', a.userId)).toBeNull();
    expect(await a.identitiesOf(a.userId)).toBe(0);
    expect(await a.sessionsOf(a.userId)).toBe(0);
    expect(await rowById(db.em, 'households', a.householdId)).toBeNull();
    expect(a.executed).toEqual([new LockHouseholdsCommand([a.householdId]), new DeleteHouseholdIfEmptyCommand(a.householdId)]);
    expect(a.published).toEqual([expect.any(AccountDeleted)]);
    expect(a.published[0]).toMatchObject({ userId: a.userId, householdId: a.householdId, householdDeleted: true });
  });

  it('leaves the household, and the housemate signed in, to the members who remain', async () => {
    const a = await account({ provider: 'google', alone: false });
    await a.handler.execute(new DeleteAccountCommand(a.userId, { confirmation: ` ${deleteAccountConfirmation} ` }));

    expect(await rowById(db.em, 'users', a.userId)).toBeNull();
    expect(await a.sessionsOf(a.userId)).toBe(0);
    expect(await a.sessionsOf(a.housemate!.id)).toBe(1);
    expect(await rowById(db.em, 'households', a.householdId)).not.toBeNull();
    expect(a.published).toEqual([expect.any(AccountDeleted)]);
    expect(a.published[0]).toMatchObject({ userId: a.userId, householdId: a.householdId, householdDeleted: false });
  });
});
