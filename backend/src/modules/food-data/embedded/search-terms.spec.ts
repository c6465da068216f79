import { looseTsQuery, queryKey, queryWords, strictTsQuery } from './search-terms.js';

const word = (w: string, term: string | null = w, exact = term === w) => ({ word: w, term, exact });

describe('search terms', () => {
  it('splits a query into at most 8 lower-case words of letters and digits', () => {
    expect(queryWords('Chicken-Breast, RAW!')).toEqual(['chicken', 'breast', 'raw']);
    expect(queryWords("2% milk & 'cookies'")).toEqual(['2', 'milk', 'cookies']);
    expect(queryWords('a b c d e f g h i j')).toHaveLength(8);
    expect(queryWords(' -- ')).toEqual([]);
  });

  it('requires every corrected word, the last one as a prefix', () => {
    expect(strictTsQuery([word('chicken'), word('breast')])).toBe('chicken & breast:*');
    expect(strictTsQuery([word('chiken', 'chicken')])).toBe('chicken:*');
    expect(strictTsQuery([word('2', null), word('milk')])).toBe('milk:*');
    // a last word nothing resembles is left out, and nothing becomes a prefix
    expect(strictTsQuery([word('milk'), word('qqq', null)])).toBe('milk');
    expect(strictTsQuery([word('qqq', null)])).toBeNull();
  });

  it('accepts any corrected word in the fallback', () => {
    expect(looseTsQuery([word('unsalted'), word('butter'), word('butter')])).toBe('unsalted | butter');
    expect(looseTsQuery([word('zz', null)])).toBeNull();
  });

  it('compares food names with the corrected, singular query', () => {
    expect(queryKey([word('chiken', 'chicken'), word('breasts')])).toEqual({ key: 'chicken breast', keys: ['chicken', 'breast'] });
    expect(queryKey([word('2', null), word('milk')])).toEqual({ key: '2 milk', keys: ['2', 'milk'] });
  });
});
