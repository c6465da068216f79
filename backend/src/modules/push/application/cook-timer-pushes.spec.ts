import { jest } from '@jest/globals';
import type { CookSession, CookTimer } from '@sous/contracts';
import { NotifyCookTimerCommand } from '../commands/notify-cook-timer/notify-cook-timer.command.js';
import { maxTimerDelayMs } from '../domain/cook-timer-alerts.js';
import { CookTimerPushes } from './cook-timer-pushes.js';

// the scheduler that feeds it the sessions' events and runs its commands on the bus: test/push/cook-timer-push.int-spec.ts

const day = 24 * 3600_000;

/** A session with one timer running to `endsAt`. */
const sessionEndingAt = (endsAt: Date): CookSession => {
  const timer: CookTimer = { id: '0.0', step: 0, label: 'Ferment', seconds: 1, state: 'running', remainingSeconds: 1, endsAt: endsAt.toISOString() };
  return { id: 's1', householdId: 'h1', timers: [timer] } as unknown as CookSession;
};

describe('CookTimerPushes', () => {
  let execute: jest.Mock<(command: NotifyCookTimerCommand) => Promise<void>>;
  let scheduler: CookTimerPushes;

  beforeEach(() => {
    jest.useFakeTimers({ now: Date.parse('2026-12-06T13:00:00.000Z') });
    execute = jest.fn<(command: NotifyCookTimerCommand) => Promise<void>>().mockResolvedValue(undefined);
    scheduler = new CookTimerPushes(execute);
  });
  afterEach(async () => {
    scheduler.forget();
    await scheduler.settled();
    jest.useRealTimers();
  });

  it('pushes a timer longer than setTimeout holds at its end, not before: the wait is chained', async () => {
    const endsAt = new Date(Date.now() + 60 * day);
    scheduler.plan(sessionEndingAt(endsAt));
    expect(scheduler.scheduled()).toEqual(new Map([['s1/0.0', endsAt.toISOString()]]));

    // past the first link (24.8 days) and the second: still waiting, still pending
    jest.advanceTimersByTime(maxTimerDelayMs + 1);
    jest.advanceTimersByTime(maxTimerDelayMs);
    await scheduler.settled();
    expect(execute).not.toHaveBeenCalled();
    expect(scheduler.scheduled().get('s1/0.0')).toBe(endsAt.toISOString());

    // a millisecond before its end: nothing; at its end: the push
    jest.advanceTimersByTime(endsAt.getTime() - Date.now() - 1);
    await scheduler.settled();
    expect(execute).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await scheduler.settled();
    expect(execute).toHaveBeenCalledTimes(1);
    expect(execute).toHaveBeenCalledWith(new NotifyCookTimerCommand('h1', 's1', '0.0', endsAt.toISOString()));
    expect(scheduler.scheduled().size).toBe(0);
  });

  it('cancels a long timer between links when it is paused', async () => {
    const endsAt = new Date(Date.now() + 40 * day);
    scheduler.plan(sessionEndingAt(endsAt));
    jest.advanceTimersByTime(maxTimerDelayMs + 1000);
    const paused = sessionEndingAt(endsAt);
    paused.timers[0] = { ...paused.timers[0], state: 'paused', endsAt: null };
    scheduler.plan(paused);
    expect(scheduler.scheduled().size).toBe(0);
    jest.advanceTimersByTime(40 * day);
    await scheduler.settled();
    expect(execute).not.toHaveBeenCalled();
  });

  it('pushes a short timer once, at its end', async () => {
    const endsAt = new Date(Date.now() + 20 * 60_000);
    scheduler.plan(sessionEndingAt(endsAt));
    jest.advanceTimersByTime(20 * 60_000 - 1);
    await scheduler.settled();
    expect(execute).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await scheduler.settled();
    expect(execute).toHaveBeenCalledTimes(1);
  });

  it('cancels the pushes of an ended session, and sends nothing once closed', async () => {
    const endsAt = new Date(Date.now() + 20 * 60_000);
    scheduler.plan(sessionEndingAt(endsAt));
    scheduler.endSession('s1');
    expect(scheduler.scheduled().size).toBe(0);
    scheduler.plan(sessionEndingAt(endsAt));
    await scheduler.close();
    expect(scheduler.scheduled().size).toBe(0);
    scheduler.plan(sessionEndingAt(endsAt));
    expect(scheduler.scheduled().size).toBe(0);
    jest.advanceTimersByTime(20 * 60_000);
    await scheduler.settled();
    expect(execute).not.toHaveBeenCalled();
  });
});
