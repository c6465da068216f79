import type { SqlEntityManager } from '@mikro-orm/sql';
import { findSimilarFeedback } from './similar-feedback.js';

function fakeEm(rows: { id: string }[]) {
  const calls: unknown[][] = [];
  const em = {
    execute: (_sql: string, params: unknown[]) => {
      calls.push(params);
      return Promise.resolve(rows);
    },
  } as unknown as SqlEntityManager;
  return { em, calls };
}

describe('findSimilarFeedback', () => {
  it('does not look for short notes, empty ones or private ratings', async () => {
    const { em, calls } = fakeEm([{ id: 'x' }]);
    expect(await findSimilarFeedback(em, 'bug', 'Love it')).toBeNull();
    expect(await findSimilarFeedback(em, 'bug', null)).toBeNull();
    expect(await findSimilarFeedback(em, 'recipe', 'Far too salty for the kids, halve the salt')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('asks for the most similar entry of the same type above the threshold', async () => {
    const { em, calls } = fakeEm([{ id: 'earlier' }]);
    expect(await findSimilarFeedback(em, 'feature', 'Print the shopping list please')).toBe('earlier');
    expect(calls).toEqual([['feature', 'Print the shopping list please', 0.45, 'Print the shopping list please']]);
  });

  it('answers null when nothing is similar', async () => {
    const { em } = fakeEm([]);
    expect(await findSimilarFeedback(em, 'bug', 'The timer beeps twice at the end')).toBeNull();
  });
});
