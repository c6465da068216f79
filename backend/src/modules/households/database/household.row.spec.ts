import { toHousehold } from './household.row.js';

const now = new Date('2026-03-01T12:00:00Z');
const household = { id: 'h1', name: "Ada's kitchen", invite_code: 'ABCD2345', invite_expires_at: new Date('2026-03-05T12:00:00Z') };
const members = [
  { id: 'u1', first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.test', profile_image_url: null, role: 'admin' as const },
  { id: 'u2', first_name: 'Grace', last_name: null, email: null, profile_image_url: 'https://img/g.png', role: 'member' as const },
];

describe('toHousehold', () => {
  it('shows the members with their names, roles and which one is the viewer, and the live invite', () => {
    expect(toHousehold(household, members, 'u2', now)).toEqual({
      id: 'h1',
      name: "Ada's kitchen",
      members: [
        { id: 'u1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test', profileImageUrl: null, role: 'admin', isYou: false },
        { id: 'u2', firstName: 'Grace', lastName: null, email: null, profileImageUrl: 'https://img/g.png', role: 'member', isYou: true },
      ],
      inviteCode: 'ABCD2345',
      inviteExpiresAt: '2026-03-05T12:00:00.000Z',
    });
  });

  it('hides an expired invite and reads a missing one as none', () => {
    const expired = { ...household, invite_expires_at: '2026-03-01T11:59:59Z' };
    expect(toHousehold(expired, members, 'u1', now)).toMatchObject({ inviteCode: null, inviteExpiresAt: null });
    const none = { ...household, invite_code: null, invite_expires_at: null };
    expect(toHousehold(none, members, 'u1', now)).toMatchObject({ inviteCode: null, inviteExpiresAt: null });
  });
});
