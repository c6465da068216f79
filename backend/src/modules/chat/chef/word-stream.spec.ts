import { streamWords, wordGroups } from './word-stream.js';

describe('streaming a finished reply', () => {
  it('splits into groups of a few words that join back to the exact text', () => {
    const text = 'Added 2 lb of Chicken to Refrigerator.\n\n- one\n- two  ';
    const groups = wordGroups(text);
    expect(groups.join('')).toBe(text);
    expect(groups[0]).toBe('Added 2 lb ');
    expect(groups.length).toBeGreaterThan(2);
  });

  it('stops writing once aborted', async () => {
    const aborter = new AbortController();
    const written: string[] = [];
    await streamWords('one two three four five six seven eight nine', (piece) => {
      written.push(piece);
      aborter.abort();
    }, aborter.signal, 0);
    expect(written).toEqual(['one two three ']);
  });
});
