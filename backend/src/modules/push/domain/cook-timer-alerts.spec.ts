import type { CookTimer } from '@sous/contracts';
import { duePushes, lateTimerPushMs, maxTimerDelayMs, nextWait, pushesOfSession, replanSession, timerPushKey } from './cook-timer-alerts.js';

const now = Date.parse('2026-12-06T13:00:00.000Z');
const at = (ms: number) => new Date(now + ms).toISOString();
const timer = (id: string, changes: Partial<CookTimer>): CookTimer => ({
  id,
  step: Number(id.split('.')[0]),
  label: 'Simmer',
  seconds: 600,
  state: 'idle',
  remainingSeconds: 600,
  endsAt: null,
  ...changes,
});
const running = (id: string, inMs: number) => timer(id, { state: 'running', endsAt: at(inMs) });

describe('cook timer pushes', () => {
  it('are due at the end of each running timer, none for idle or paused ones', () => {
    const session = {
      id: 's1',
      timers: [running('0.0', 600_000), timer('1.0', {}), timer('2.0', { state: 'paused', remainingSeconds: 30 }), running('3.0', 5_000)],
    };
    expect(duePushes(session, now)).toEqual([
      { key: 's1/0.0', sessionId: 's1', timerId: '0.0', endsAt: at(600_000), delayMs: 600_000 },
      { key: 's1/3.0', sessionId: 's1', timerId: '3.0', endsAt: at(5_000), delayMs: 5_000 },
    ]);
  });

  it('go at once for a timer that ended a moment ago (a restart), never for one long over', () => {
    const session = { id: 's1', timers: [running('0.0', -60_000), running('1.0', -lateTimerPushMs - 1)] };
    expect(duePushes(session, now).map((push) => [push.timerId, push.delayMs])).toEqual([['0.0', 0]]);
  });

  it('are due for a timer of any length, beyond what one setTimeout can wait too', () => {
    const month = 30 * 24 * 3600_000;
    expect(duePushes({ id: 's1', timers: [running('0.0', month)] }, now).map((push) => push.delayMs)).toEqual([month]);
  });

  it('wait in links no longer than setTimeout holds, the last one ending at the end', () => {
    expect(nextWait(at(600_000), now)).toEqual({ waitMs: 600_000, final: true });
    expect(nextWait(at(maxTimerDelayMs), now)).toEqual({ waitMs: maxTimerDelayMs, final: true });
    expect(nextWait(at(maxTimerDelayMs + 1), now)).toEqual({ waitMs: maxTimerDelayMs, final: false });
    // past its end: at once
    expect(nextWait(at(-60_000), now)).toEqual({ waitMs: 0, final: true });
  });

  it('are cancelled when the timer is paused or reset, and moved when it restarts', () => {
    const scheduled = new Map([
      [timerPushKey('s1', '0.0'), at(600_000)],
      [timerPushKey('s1', '1.0'), at(60_000)],
      [timerPushKey('s1', '2.0'), at(90_000)],
      [timerPushKey('s2', '0.0'), at(30_000)],
    ]);
    const session = {
      id: 's1',
      timers: [
        running('0.0', 600_000), // unchanged: kept
        timer('1.0', { state: 'paused', remainingSeconds: 60 }), // paused: cancelled
        running('2.0', 600_000), // restarted: cancelled and scheduled at its new end
        running('3.0', 120_000), // new: scheduled
      ],
    };
    const plan = replanSession(scheduled, session, now);
    expect(plan.cancel).toEqual(['s1/1.0', 's1/2.0']);
    expect(plan.schedule.map((push) => [push.key, push.delayMs])).toEqual([
      ['s1/2.0', 600_000],
      ['s1/3.0', 120_000],
    ]);
  });

  it("all go when the session ends, another session's stay", () => {
    const scheduled = new Map([
      ['s1/0.0', at(1)],
      ['s1/1.0', at(2)],
      ['s10/0.0', at(3)],
    ]);
    expect(pushesOfSession(scheduled, 's1')).toEqual(['s1/0.0', 's1/1.0']);
  });
});
