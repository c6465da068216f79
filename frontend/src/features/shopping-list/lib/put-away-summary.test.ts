import { describe, expect, it } from 'vitest';
import { purchaseAnswer } from '../test/fixtures';
import { putAwaySummary } from './put-away-summary';

const sentences = [
  'Added 2 lb to Chicken breast in the Refrigerator — now 3 lb',
  'Added 1 gallon of Milk to the Refrigerator',
  'Added 1 lb to Rice in the Pantry as a new lot expiring 2026-12-20 — now 3 lb in 2 lots',
  'Added 6 Eggs to the Refrigerator',
  'Added 1 bag of Frozen peas to the Freezer',
];

describe('putAwaySummary', () => {
  it("says each entry in the inventory's own words, in put-away order", () => {
    expect(putAwaySummary(purchaseAnswer(...sentences.slice(0, 3)))).toEqual({ lines: sentences.slice(0, 3), more: 0 });
  });

  it('shows one more sentence rather than a line saying "1 more"', () => {
    expect(putAwaySummary(purchaseAnswer(...sentences.slice(0, 4)))).toEqual({ lines: sentences.slice(0, 4), more: 0 });
  });

  it('names the first few of a big basket and counts the rest', () => {
    expect(putAwaySummary(purchaseAnswer(...sentences))).toEqual({ lines: sentences.slice(0, 3), more: 2 });
    expect(putAwaySummary(purchaseAnswer(...sentences), 1)).toEqual({ lines: sentences.slice(0, 1), more: 4 });
  });

  it('has nothing to say when nothing was put away', () => {
    expect(putAwaySummary(purchaseAnswer())).toEqual({ lines: [], more: 0 });
  });
});
