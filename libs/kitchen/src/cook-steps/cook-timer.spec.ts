import fc from 'fast-check';
import { applyTimerAction, type CountdownTimer, secondsLeft, timerDone } from './cook-timer.js';

const idle = (seconds: number): CountdownTimer => ({ seconds, state: 'idle', remainingSeconds: seconds, endsAt: null });
const t0 = Date.parse('2026-12-06T10:00:00.000Z');

describe('cook timers', () => {
  it('starts, counts down on server time, pauses with what is left and resumes from it', () => {
    const running = applyTimerAction(idle(1200), 'start', t0);
    expect(running).toEqual({ seconds: 1200, state: 'running', remainingSeconds: 1200, endsAt: '2026-12-06T10:20:00.000Z' });
    expect(secondsLeft(running, t0 + 61_000)).toBe(1139);
    const paused = applyTimerAction(running, 'pause', t0 + 300_000);
    expect(paused).toEqual({ seconds: 1200, state: 'paused', remainingSeconds: 900, endsAt: null });
    // paused time does not count
    expect(secondsLeft(paused, t0 + 3_600_000)).toBe(900);
    const resumed = applyTimerAction(paused, 'start', t0 + 600_000);
    expect(resumed.endsAt).toBe('2026-12-06T10:25:00.000Z');
  });

  it('is done at its end, and starting a done timer starts it over', () => {
    const running = applyTimerAction(idle(60), 'start', t0);
    expect(timerDone(running, t0 + 59_500)).toBe(false);
    expect(timerDone(running, t0 + 60_000)).toBe(true);
    expect(secondsLeft(running, t0 + 90_000)).toBe(0);
    expect(applyTimerAction(running, 'start', t0 + 90_000).endsAt).toBe('2026-12-06T10:02:30.000Z');
  });

  it('ignores a second start of a running timer and a pause of a stopped one', () => {
    const running = applyTimerAction(idle(300), 'start', t0);
    expect(applyTimerAction(running, 'start', t0 + 10_000)).toBe(running);
    const stopped = idle(300);
    expect(applyTimerAction(stopped, 'pause', t0)).toBe(stopped);
  });

  it('never leaves more than the whole duration nor less than nothing (property)', () => {
    const action = fc.constantFrom('start' as const, 'pause' as const, 'reset' as const);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 36_000 }), fc.array(fc.tuple(action, fc.integer({ min: 0, max: 100_000_000 })), { maxLength: 20 }), (seconds, steps) => {
        let timer = idle(seconds);
        let now = t0;
        for (const [act, wait] of steps) {
          now += wait;
          timer = applyTimerAction(timer, act, now);
          const left = secondsLeft(timer, now);
          expect(left).toBeGreaterThanOrEqual(0);
          expect(left).toBeLessThanOrEqual(seconds);
          if (act === 'reset') expect(timer).toEqual(idle(seconds));
        }
      }),
    );
  });
});
