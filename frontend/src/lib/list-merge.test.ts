import { describe, expect, it } from 'vitest';
import { isNewerOrSame, removeRow, upsertRows } from './list-merge';

const row = (id: string, version?: number, name = id) => ({ id, name, ...(version === undefined ? {} : { version }) });

describe('upsertRows', () => {
  it('replaces a known row where it stands and adds a new one at the end, or at the start for a newest-first list', () => {
    const list = [row('a', 1), row('b', 1)];
    expect(upsertRows(list, [row('b', 2, 'B'), row('c', 1)])).toEqual([row('a', 1), row('b', 2, 'B'), row('c', 1)]);
    expect(upsertRows(list, [row('c', 1), row('d', 1)], 'start')).toEqual([row('c', 1), row('d', 1), row('a', 1), row('b', 1)]);
  });

  it('never sets a row back to an older write, whichever arrives last (an answer after the socket event, or the reverse)', () => {
    const list = [row('a', 3, 'newer')];
    expect(upsertRows(list, [row('a', 2, 'older')])).toBe(list);
    expect(upsertRows(list, [row('a', 3, 'same write')])).toEqual([row('a', 3, 'same write')]);
    expect(upsertRows([], [row('a', 3, 'newer'), row('a', 2, 'older')])).toEqual([row('a', 3, 'newer')]);
  });

  it('replaces rows that carry no version (chat messages) and never mutates the cached list', () => {
    const list = [row('m1', undefined, 'saving')];
    expect(upsertRows(list, [row('m1', undefined, 'saved')])).toEqual([row('m1', undefined, 'saved')]);
    expect(list).toEqual([row('m1', undefined, 'saving')]);
    expect(upsertRows(list, [])).toBe(list);
  });
});

describe('isNewerOrSame and removeRow', () => {
  it('compares versions only when both rows count their writes', () => {
    expect(isNewerOrSame(row('a', 2), row('a', 1))).toBe(false);
    expect(isNewerOrSame(row('a', 2), row('a'))).toBe(true);
    expect(removeRow([row('a'), row('b')], 'a')).toEqual([row('b')]);
  });
});
