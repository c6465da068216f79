import { insertFeedback, insertHousehold } from '../../../../test/support/rows.js';
import { useTestDatabase } from '../../../../test/support/test-database.js';
import { findSimilarFeedback } from './similar-feedback.js';

const db = useTestDatabase();

/** Board entries already stored (pg_trgm measures the likeness), oldest first. */
async function entries(...rows: { type: string; content: string; is_flagged?: boolean }[]) {
  const { userId } = await insertHousehold(db.em);
  const ids: string[] = [];
  for (const [index, row] of rows.entries()) {
    ids.push((await insertFeedback(db.em, userId, { ...row, created_at: new Date(Date.UTC(2026, 0, 1 + index)) })).id);
  }
  return ids;
}

describe('findSimilarFeedback on the feedback table', () => {
  it('finds the earliest of the most similar entries of the same type', async () => {
    // texts no other suite writes: on PostgreSQL a worker's database keeps earlier suites' entries
    const [first] = await entries(
      { type: 'feature', content: 'Sort the spice drawer by colour please' },
      { type: 'bug', content: 'Sort the spice drawer by colour please' },
      { type: 'feature', content: 'Quince jelly thermometer calibration' },
      { type: 'feature', content: 'sort the spice drawer by colour please' },
    );
    expect(await findSimilarFeedback(db.em, 'feature', 'Please sort the spice drawer by colour')).toBe(first);
  });

  it('skips flagged entries and answers null when nothing is similar enough', async () => {
    const [, kept] = await entries({ type: 'bug', content: 'The quince timer chirps thrice at dusk', is_flagged: true }, { type: 'bug', content: 'The quince timer chirps thrice at dusk daily' });
    expect(await findSimilarFeedback(db.em, 'bug', 'The quince timer chirps thrice at dusk')).toBe(kept);
    expect(await findSimilarFeedback(db.em, 'bug', 'Xylophone zebra vexes jumpy wizards')).toBeNull();
  });

  it('does not look for short notes, empty ones or private ratings', async () => {
    await entries({ type: 'bug', content: 'Love it' }, { type: 'recipe', content: 'Far too salty for the kids, halve the salt' });
    expect(await findSimilarFeedback(db.em, 'bug', 'Love it')).toBeNull();
    expect(await findSimilarFeedback(db.em, 'bug', null)).toBeNull();
    expect(await findSimilarFeedback(db.em, 'recipe', 'Far too salty for the kids, halve the salt')).toBeNull();
  });
});
