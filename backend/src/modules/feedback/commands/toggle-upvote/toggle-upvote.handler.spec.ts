import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { boardFeedbackTypes } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';
import { NotFoundError } from '#platform/errors/domain-error.js';
import { ToggleUpvoteCommand } from './toggle-upvote.command.js';
import { ToggleUpvoteHandler } from './toggle-upvote.handler.js';

/**
 * The entity manager faked as one feedback entry and its vote rows: it answers the handler's
 * statements (the locked entry as the caller may see it, the vote's delete or insert, the count's
 * update) and refuses any other, and notes whether each ran inside the transaction.
 */
function fakeBoard(entry: { id: string; visible: boolean; upvoteCount: number }) {
  const votes = new Set<string>();
  const statements: { sql: string; params: unknown[]; inTransaction: boolean }[] = [];
  let count = entry.upvoteCount;
  let inTransaction = false;
  const execute = (sql: string, params: unknown[]) => {
    statements.push({ sql, params, inTransaction });
    if (sql.startsWith('select f.id from feedback f where f.id = ?')) return Promise.resolve(params[0] === entry.id && entry.visible ? [{ id: entry.id }] : []);
    if (sql.startsWith('delete from feedback_upvotes')) {
      const key = String(params[1]);
      return Promise.resolve(votes.delete(key) ? [{ user_id: key }] : []);
    }
    if (sql.startsWith('insert into feedback_upvotes')) {
      votes.add(String(params[1]));
      return Promise.resolve([]);
    }
    if (sql.startsWith('update feedback set upvote_count = upvote_count + 1')) return Promise.resolve([{ upvote_count: (count += 1) }]);
    if (sql.startsWith('update feedback set upvote_count = greatest(upvote_count - 1, 0)')) return Promise.resolve([{ upvote_count: (count = Math.max(count - 1, 0)) }]);
    return Promise.reject(new Error(`the fake board does not know: ${sql}`));
  };
  const em = {
    transactional: async <T>(work: (tx: unknown) => Promise<T>): Promise<T> => {
      inTransaction = true;
      try {
        return await work({ execute });
      } finally {
        inTransaction = false;
      }
    },
  } as unknown as SqlEntityManager;
  return { votes, statements, handler: new ToggleUpvoteHandler(em) };
}

const member: Actor = { userId: randomUUID(), householdId: randomUUID(), role: 'member' };
const admin: Actor = { userId: randomUUID(), householdId: randomUUID(), role: 'admin' };

describe('ToggleUpvoteHandler with its ports faked', () => {
  it('adds the vote, then takes it back, moving the count by one each time, all in one transaction', async () => {
    const id = randomUUID();
    const board = fakeBoard({ id, visible: true, upvoteCount: 4 });

    await expect(board.handler.execute(new ToggleUpvoteCommand(member, id))).resolves.toEqual({ id, upvoted: true, upvoteCount: 5 });
    expect([...board.votes]).toEqual([member.userId]);
    await expect(board.handler.execute(new ToggleUpvoteCommand(member, id))).resolves.toEqual({ id, upvoted: false, upvoteCount: 4 });
    expect(board.votes.size).toBe(0);
    expect(board.statements.every((statement) => statement.inTransaction)).toBe(true);
  });

  it('locks the entry as the member may see it: their own, or the unflagged board', async () => {
    const id = randomUUID();
    const board = fakeBoard({ id, visible: true, upvoteCount: 0 });
    await board.handler.execute(new ToggleUpvoteCommand(member, id));

    const [lock] = board.statements;
    expect(lock.sql).toMatch(/ for update of f$/);
    expect(lock.sql).toContain('(f.user_id = ? or (f.type in (');
    expect(lock.params).toEqual([id, member.userId, ...boardFeedbackTypes]);
  });

  it('lets an admin vote on any entry', async () => {
    const id = randomUUID();
    const board = fakeBoard({ id, visible: true, upvoteCount: 0 });
    await board.handler.execute(new ToggleUpvoteCommand(admin, id));
    expect(board.statements[0].sql).toBe('select f.id from feedback f where f.id = ? and true for update of f');
    expect(board.statements[0].params).toEqual([id]);
  });

  it('answers not found for an entry the caller cannot see, touching no vote', async () => {
    const id = randomUUID();
    const board = fakeBoard({ id, visible: false, upvoteCount: 2 });
    const error = await board.handler.execute(new ToggleUpvoteCommand(member, id)).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ message: 'Feedback not found' });
    expect(board.statements).toHaveLength(1);
    expect(board.votes.size).toBe(0);
  });
});
