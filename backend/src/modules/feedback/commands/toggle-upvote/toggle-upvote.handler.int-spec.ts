import { randomUUID } from 'node:crypto';
import type { Actor } from '#platform/auth/actor.js';
import { NotFoundError } from '#platform/errors/domain-error.js';
import { insertFeedback, insertHousehold, insertUser, rowById } from '../../../../../test/support/rows.js';
import { useTestDatabase } from '../../../../../test/support/test-database.js';
import { ToggleUpvoteCommand } from './toggle-upvote.command.js';
import { ToggleUpvoteHandler } from './toggle-upvote.handler.js';

const db = useTestDatabase();

/** A member, an admin, and entries by someone else: an idea on the board, a flagged one, a private rating. */
async function board() {
  const { em } = db;
  const { householdId, userId: adminId } = await insertHousehold(em);
  const [member, author] = [await insertUser(em, householdId), await insertUser(em, householdId)];
  const entries = {
    idea: (await insertFeedback(em, author.id, { type: 'feature', content: 'Print the list', upvote_count: 4 })).id,
    flagged: (await insertFeedback(em, author.id, { type: 'feature', content: 'spam', is_flagged: true, upvote_count: 2 })).id,
    rating: (await insertFeedback(em, author.id, { type: 'recipe', rating: 5, content: 'Lovely soup' })).id,
  };
  const voters = async (id: string) =>
    (await em.execute<{ user_id: string }[]>('select user_id from feedback_upvotes where feedback_id = ? order by user_id', [id])).map((row) => row.user_id);
  const stored = async (id: string) => (await rowById<{ upvote_count: number; upvotes: string[] | null }>(em, 'feedback', id))!;
  return {
    entries,
    voters,
    stored,
    member: { userId: member.id, householdId, role: 'member' } as Actor,
    admin: { userId: adminId, householdId, role: 'admin' } as Actor,
    handler: new ToggleUpvoteHandler(em),
  };
}

describe('ToggleUpvoteHandler on the database', () => {
  it('adds the vote, then takes it back, moving the stored count and voters by one each time', async () => {
    const { entries, voters, stored, member, handler } = await board();
    await expect(handler.execute(new ToggleUpvoteCommand(member, entries.idea))).resolves.toEqual({ id: entries.idea, upvoted: true, upvoteCount: 5 });
    expect(await voters(entries.idea)).toEqual([member.userId]);
    expect(await stored(entries.idea)).toMatchObject({ upvote_count: 5, upvotes: [member.userId] });

    await expect(handler.execute(new ToggleUpvoteCommand(member, entries.idea))).resolves.toEqual({ id: entries.idea, upvoted: false, upvoteCount: 4 });
    expect(await voters(entries.idea)).toEqual([]);
    expect(await stored(entries.idea)).toMatchObject({ upvote_count: 4, upvotes: [] });
  });

  it('counts each voter once', async () => {
    const { entries, voters, stored, member, admin, handler } = await board();
    await handler.execute(new ToggleUpvoteCommand(member, entries.idea));
    await handler.execute(new ToggleUpvoteCommand(admin, entries.idea));
    expect(await voters(entries.idea)).toEqual([member.userId, admin.userId].sort());
    expect((await stored(entries.idea)).upvote_count).toBe(6);
  });

  it('lets an admin vote on any entry, a flagged one or a private rating', async () => {
    const { entries, admin, handler } = await board();
    await expect(handler.execute(new ToggleUpvoteCommand(admin, entries.flagged))).resolves.toMatchObject({ upvoted: true, upvoteCount: 3 });
    await expect(handler.execute(new ToggleUpvoteCommand(admin, entries.rating))).resolves.toMatchObject({ upvoted: true, upvoteCount: 1 });
  });

  it('answers not found for an entry the member cannot see or that does not exist, touching no vote', async () => {
    const { entries, voters, stored, member, handler } = await board();
    for (const id of [entries.flagged, entries.rating, randomUUID()]) {
      const error = await handler.execute(new ToggleUpvoteCommand(member, id)).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(NotFoundError);
      expect(error).toMatchObject({ message: 'Feedback not found' });
    }
    expect(await voters(entries.flagged)).toEqual([]);
    expect((await stored(entries.flagged)).upvote_count).toBe(2);
  });
});
