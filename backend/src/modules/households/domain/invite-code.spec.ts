import { inviteCodeAlphabet, inviteCodeLength, joinHouseholdBody } from '@sous/contracts';
import { generateInviteCode, inviteExpiry } from './invite-code.js';

describe('invite codes', () => {
  it('are 8 characters of the alphabet without look-alikes', () => {
    for (let i = 0; i < 200; i += 1) {
      const code = generateInviteCode();
      expect(code).toHaveLength(inviteCodeLength);
      for (const char of code) expect(inviteCodeAlphabet).toContain(char);
      expect(code).not.toMatch(/[01IO]/);
    }
  });

  it('draw every position from the random source', () => {
    const draws: number[] = [];
    const code = generateInviteCode((max) => {
      draws.push(max);
      return draws.length - 1;
    });
    expect(code).toBe(inviteCodeAlphabet.slice(0, 8));
    expect(draws).toEqual(Array(8).fill(inviteCodeAlphabet.length));
  });

  it('are typed back case-insensitively, with spaces or dashes', () => {
    const code = generateInviteCode();
    const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4)} `;
    expect(joinHouseholdBody.parse({ code: typed })).toEqual({ code });
  });

  it('expire 7 days after they are made', () => {
    expect(inviteExpiry(new Date('2026-03-01T10:00:00Z')).toISOString()).toBe('2026-03-08T10:00:00.000Z');
  });
});
