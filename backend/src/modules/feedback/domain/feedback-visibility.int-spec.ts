import { insertFeedback, insertHousehold, insertUser } from '../../../../test/support/rows.js';
import { useTestDatabase } from '../../../../test/support/test-database.js';
import { visibleTo } from './feedback-visibility.js';

const db = useTestDatabase();

/** A member's and someone else's entries of every kind, as the feedback table holds them. */
async function board() {
  const { em } = db;
  const { householdId, userId: adminId } = await insertHousehold(em);
  const member = await insertUser(em, householdId);
  const other = await insertUser(em, householdId);
  const entry = async (userId: string, type: string, content: string, flagged = false) =>
    (await insertFeedback(em, userId, { type, content, is_flagged: flagged, ...(type === 'recipe' ? { rating: 4 } : {}) })).id;
  const ids = {
    ownRating: await entry(member.id, 'recipe', 'my own rating'),
    ownFlagged: await entry(member.id, 'bug', 'my flagged bug', true),
    otherBug: await entry(other.id, 'bug', 'a bug'),
    otherIdea: await entry(other.id, 'feature', 'an idea'),
    otherNote: await entry(other.id, 'general', 'a note'),
    otherFlagged: await entry(other.id, 'feature', 'spam', true),
    otherRating: await entry(other.id, 'recipe', 'their rating'),
    otherChat: await entry(other.id, 'chat_response', 'their chat rating'),
  };
  /** The ids of those entries the actor sees, by name. */
  const seenBy = async (actor: Parameters<typeof visibleTo>[0]) => {
    const visible = visibleTo(actor);
    const rows = await em.execute<{ id: string }[]>(`select f.id from feedback f where f.id in (${Object.values(ids).map(() => '?').join(', ')}) and ${visible.sql}`, [
      ...Object.values(ids),
      ...visible.params,
    ]);
    const seen = new Set(rows.map((row) => row.id));
    return Object.entries(ids).filter(([, id]) => seen.has(id)).map(([name]) => name);
  };
  return { householdId, adminId, memberId: member.id, seenBy };
}

describe('visibleTo on the feedback table', () => {
  it('shows admins everything', async () => {
    const { householdId, adminId, seenBy } = await board();
    expect(await seenBy({ userId: adminId, householdId, role: 'admin' })).toEqual([
      'ownRating', 'ownFlagged', 'otherBug', 'otherIdea', 'otherNote', 'otherFlagged', 'otherRating', 'otherChat',
    ]);
  });

  it("shows members their own entries and the unflagged board types, never others' ratings", async () => {
    const { householdId, memberId, seenBy } = await board();
    expect(await seenBy({ userId: memberId, householdId, role: 'member' })).toEqual(['ownRating', 'ownFlagged', 'otherBug', 'otherIdea', 'otherNote']);
  });
});
