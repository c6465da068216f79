import { onlyMembersNamed } from './export-account-data.handler.js';

describe('onlyMembersNamed', () => {
  it("names in the household's rows only its current members: a former member's id reads null, a deleted one's stays null", () => {
    const rows = [
      { id: 'r1', userId: 'u1' },
      { id: 'r2', userId: 'gone-to-another-household' },
      { id: 'r3', userId: null },
      { id: 'r4', name: 'no user column' },
    ];
    expect(onlyMembersNamed(rows, new Set(['u1', 'u2']))).toEqual([
      { id: 'r1', userId: 'u1' },
      { id: 'r2', userId: null },
      { id: 'r3', userId: null },
      { id: 'r4', name: 'no user column' },
    ]);
  });
});
