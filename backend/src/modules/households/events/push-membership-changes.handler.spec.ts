import type { RealtimeService } from '#platform/realtime/realtime.service.js';
import { MemberJoinedHousehold, MemberLeftHousehold } from './household-membership.events.js';
import { PushMembershipChangesHandler } from './push-membership-changes.handler.js';

function fakeRealtime() {
  const calls: unknown[][] = [];
  const realtime = {
    toHousehold: (...args: unknown[]) => calls.push(['toHousehold', ...args]),
    moveUser: (...args: unknown[]) => {
      calls.push(['moveUser', ...args]);
      return Promise.resolve();
    },
  } as unknown as RealtimeService;
  return { realtime, calls };
}

describe('PushMembershipChangesHandler', () => {
  it('tells the old household, moves the devices, then tells the new household', async () => {
    const { realtime, calls } = fakeRealtime();
    await new PushMembershipChangesHandler(realtime).handle(new MemberJoinedHousehold('u', 'old', 'new', false));
    expect(calls).toEqual([
      ['toHousehold', 'old', 'household:member-left', { householdId: 'old', userId: 'u' }],
      ['moveUser', 'u', 'old', 'new'],
      ['toHousehold', 'new', 'household:member-joined', { householdId: 'new', userId: 'u' }],
    ]);
  });

  it('says nothing to a household that was deleted with its last member', async () => {
    const { realtime, calls } = fakeRealtime();
    await new PushMembershipChangesHandler(realtime).handle(new MemberJoinedHousehold('u', 'old', 'new', true));
    expect(calls.map((c) => c[0])).toEqual(['moveUser', 'toHousehold']);
  });

  it('moves a member who left into their new household', async () => {
    const { realtime, calls } = fakeRealtime();
    await new PushMembershipChangesHandler(realtime).handle(new MemberLeftHousehold('u', 'shared', 'own'));
    expect(calls).toEqual([
      ['toHousehold', 'shared', 'household:member-left', { householdId: 'shared', userId: 'u' }],
      ['moveUser', 'u', 'shared', 'own'],
      ['toHousehold', 'own', 'household:member-joined', { householdId: 'own', userId: 'u' }],
    ]);
  });
});
