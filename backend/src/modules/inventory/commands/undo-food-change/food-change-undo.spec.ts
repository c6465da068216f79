import { undoRefusal } from './food-change-undo.js';

describe('undoRefusal', () => {
  const now = new Date('2026-12-06T10:00:00.000Z');

  it('allows an unused record within its window', () => {
    expect(undoRefusal({ expires_at: '2026-12-06T10:00:05.000Z', undone_at: null }, now)).toBeNull();
  });

  it('refuses one already used, whatever its window', () => {
    expect(undoRefusal({ expires_at: '2026-12-06T10:00:05.000Z', undone_at: '2026-12-06T09:59:59.000Z' }, now)).toBe('undone');
  });

  it('refuses one at or past its window', () => {
    expect(undoRefusal({ expires_at: now, undone_at: null }, now)).toBe('expired');
    expect(undoRefusal({ expires_at: new Date('2026-12-06T09:59:00.000Z'), undone_at: null }, now)).toBe('expired');
  });
});
