import { randomUUID } from 'node:crypto';
import type { QueryBus } from '@nestjs/cqrs';
import { DomainError } from '#platform/errors/domain-error.js';
import { insertFeedback, insertHousehold, insertUser, rowById } from '../../../../../test/support/rows.js';
import { useTestDatabase } from '../../../../../test/support/test-database.js';
import type { FindUserNamesQuery } from '../../../identity/queries/find-user-names/find-user-names.query.js';
import { UpdateFeedbackCommand } from './update-feedback.command.js';
import { UpdateFeedbackHandler } from './update-feedback.handler.js';

const db = useTestDatabase();

interface FeedbackRow {
  status: string;
  priority: string | null;
  resolved_at: string | null;
  is_flagged: boolean;
  flag_reason: string | null;
}

/** An admin, a member's bug report, and the handler; identity's side of the bus knows the member's first name. */
async function triage() {
  const { em } = db;
  const { householdId, userId: adminId } = await insertHousehold(em);
  const member = await insertUser(em, householdId, { first_name: 'Ada' });
  const entry = await insertFeedback(em, member.id, { type: 'bug', content: 'The timer beeps twice', is_flagged: true, flag_reason: 'spam' });
  const queries = {
    execute: ({ userIds }: FindUserNamesQuery) => Promise.resolve(userIds.filter((userId) => userId === member.id).map((userId) => ({ id: userId, firstName: 'Ada' }))),
  } as unknown as QueryBus;
  return {
    id: entry.id,
    admin: { userId: adminId, householdId, role: 'admin' } as const,
    member: { userId: member.id, householdId, role: 'member' } as const,
    handler: new UpdateFeedbackHandler(em, queries),
    // timestamps as ISO text: PGlite answers raw timestamptz as text, node-postgres as a Date
    stored: async () => {
      const row = (await rowById<FeedbackRow & Record<string, unknown>>(em, 'feedback', entry.id))!;
      return { ...row, resolved_at: row.resolved_at === null ? null : new Date(row.resolved_at).toISOString() };
    },
  };
}

describe('UpdateFeedbackHandler on the database', () => {
  it('refuses members, changing nothing', async () => {
    const { id, member, handler, stored } = await triage();
    await expect(handler.execute(new UpdateFeedbackCommand(member, id, { status: 'completed' }))).rejects.toMatchObject({ code: 'platform.forbidden' });
    expect(await stored()).toMatchObject({ status: 'open', resolved_at: null });
  });

  it('stamps resolvedAt once on resolving, keeps it between resolved statuses and clears it on reopening', async () => {
    const { id, admin, handler, stored } = await triage();
    const answered = await handler.execute(new UpdateFeedbackCommand(admin, id, { status: 'wont_fix', priority: 'high' }));
    const first = await stored();
    expect(first).toMatchObject({ status: 'wont_fix', priority: 'high', resolved_at: expect.stringMatching(/^2\d{3}-/) as unknown });
    expect(answered).toMatchObject({ id, status: 'wont_fix', priority: 'high', resolvedAt: first.resolved_at, authorName: 'Ada' });

    await handler.execute(new UpdateFeedbackCommand(admin, id, { status: 'completed' }));
    expect((await stored()).resolved_at).toEqual(first.resolved_at);

    await handler.execute(new UpdateFeedbackCommand(admin, id, { status: 'in_progress' }));
    expect(await stored()).toMatchObject({ status: 'in_progress', priority: 'high', resolved_at: null });
  });

  it('clears the reason when unflagging, and leaves the status and resolvedAt alone without a status', async () => {
    const { id, admin, handler, stored } = await triage();
    const answered = await handler.execute(new UpdateFeedbackCommand(admin, id, { isFlagged: false, flagReason: 'still spam' }));
    expect(await stored()).toMatchObject({ is_flagged: false, flag_reason: null, status: 'open', resolved_at: null });
    expect(answered).toMatchObject({ isFlagged: false, flagReason: null });
  });

  it('answers not found for an unknown id', async () => {
    const { admin, handler } = await triage();
    const error = await handler.execute(new UpdateFeedbackCommand(admin, randomUUID(), { status: 'open' })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'feedback.not-found', message: 'Feedback not found' });
  });
});
