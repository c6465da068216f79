import type { SqlEntityManager } from '@mikro-orm/sql';
import type { QueryBus } from '@nestjs/cqrs';
import { DomainError } from '#platform/errors/domain-error.js';
import { UpdateFeedbackCommand } from './update-feedback.command.js';
import { UpdateFeedbackHandler } from './update-feedback.handler.js';

function fakeEm(updated: boolean) {
  const statements: { sql: string; params: unknown[] }[] = [];
  const em = {
    execute: (sql: string, params: unknown[]) => {
      statements.push({ sql, params });
      return Promise.resolve(sql.startsWith('update') && !updated ? [] : [{ id: 'f1' }]);
    },
  } as unknown as SqlEntityManager;
  return { em, statements };
}

/** identity's side of the bus: no author names (the handler's own checks come before them) */
const queries = { execute: () => Promise.resolve([]) } as unknown as QueryBus;

const admin = { userId: 'a', householdId: 'h', role: 'admin' } as const;
const member = { userId: 'm', householdId: 'h', role: 'member' } as const;

describe('UpdateFeedbackHandler', () => {
  it('refuses members before touching the database', async () => {
    const { em, statements } = fakeEm(true);
    await expect(new UpdateFeedbackHandler(em, queries).execute(new UpdateFeedbackCommand(member, 'f1', { status: 'completed' }))).rejects.toMatchObject({ code: 'platform.forbidden' });
    expect(statements).toEqual([]);
  });

  it('stamps resolvedAt from the new status, bound as a parameter', async () => {
    const { em, statements } = fakeEm(true);
    await new UpdateFeedbackHandler(em, queries).execute(new UpdateFeedbackCommand(admin, 'f1', { status: 'wont_fix', priority: 'high' })).catch(() => undefined);
    const [update] = statements;
    expect(update.sql).toBe(
      "update feedback set status = ?, priority = ?, resolved_at = case when ?::text in ('completed', 'wont_fix') then coalesce(resolved_at, now()) else null end where id = ? returning id",
    );
    expect(update.params).toEqual(['wont_fix', 'high', 'wont_fix', 'f1']);
  });

  it('clears the reason when unflagging, and leaves resolvedAt alone without a status', async () => {
    const { em, statements } = fakeEm(true);
    await new UpdateFeedbackHandler(em, queries).execute(new UpdateFeedbackCommand(admin, 'f1', { isFlagged: false, flagReason: 'spam' })).catch(() => undefined);
    expect(statements[0].sql).toBe('update feedback set is_flagged = ?, flag_reason = ? where id = ? returning id');
    expect(statements[0].params).toEqual([false, null, 'f1']);
  });

  it('answers not found for an unknown id', async () => {
    const { em } = fakeEm(false);
    const error = await new UpdateFeedbackHandler(em, queries).execute(new UpdateFeedbackCommand(admin, 'nope', { status: 'open' })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'feedback.not-found', message: 'Feedback not found' });
  });
});
