import { visibleTo } from './feedback-visibility.js';

describe('visibleTo', () => {
  it('shows admins everything', () => {
    expect(visibleTo({ userId: 'a', householdId: 'h', role: 'admin' })).toEqual({ sql: 'true', params: [] });
  });

  it('shows members their own entries and the unflagged board types', () => {
    const { sql, params } = visibleTo({ userId: 'm', householdId: 'h', role: 'member' });
    expect(sql).toBe('(f.user_id = ? or (f.type in (?, ?, ?) and not f.is_flagged))');
    expect(params).toEqual(['m', 'bug', 'feature', 'general']);
  });
});
