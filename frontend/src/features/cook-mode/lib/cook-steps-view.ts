import type { CookSession, CookTimer } from '@sous/contracts';
import { timerDone } from '@sous/kitchen';

/** The step a key moves to from `step` of `count`, or null when the key does not move (or cannot). */
export function stepForKey(key: string, step: number, count: number): number | null {
  const last = count - 1;
  const target =
    key === 'ArrowRight' || key === 'ArrowDown' || key === 'PageDown'
      ? step + 1
      : key === 'ArrowLeft' || key === 'ArrowUp' || key === 'PageUp'
        ? step - 1
        : key === 'Home'
          ? 0
          : key === 'End'
            ? last
            : null;
  if (target === null) return null;
  const clamped = Math.min(Math.max(target, 0), last);
  return clamped === step ? null : clamped;
}

/** A horizontal swipe of at least this many pixels turns the page. */
export const SWIPE_MIN_PX = 60;

/**
 * The step a finished swipe moves to: right to left is the next step, as turning a page. A mostly
 * vertical move is a scroll, not a swipe.
 */
export function stepForSwipe(dx: number, dy: number, step: number, count: number): number | null {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < 1.5 * Math.abs(dy)) return null;
  const target = dx < 0 ? step + 1 : step - 1;
  return target < 0 || target >= count ? null : target;
}

/** 75 → '1:15', 4500 → '1:15:00'. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** What a screen reader hears when the step changes, on this device or another. */
export function stepAnnouncement(session: Pick<CookSession, 'step' | 'steps'>): string {
  const step = session.steps[session.step];
  return step ? `Step ${session.step + 1} of ${session.steps.length}: ${step.text}` : '';
}

/** The timers of the step shown, then those of other steps still counting (a simmer goes on while the cook moves on). */
export function visibleTimers(session: Pick<CookSession, 'step' | 'timers'>): { own: CookTimer[]; elsewhere: CookTimer[] } {
  return {
    own: session.timers.filter((t) => t.step === session.step),
    elsewhere: session.timers.filter((t) => t.step !== session.step && t.state !== 'idle'),
  };
}

/** A key for one end of one timer: a restarted timer rings again. */
export const alarmKey = (timer: Pick<CookTimer, 'id' | 'endsAt'>) => `${timer.id}@${timer.endsAt ?? ''}`;

/** The timers that have ended at `now` and not yet rung (by `alarmKey`). */
export function dueAlarms(timers: readonly CookTimer[], now: number, rung: ReadonlySet<string>): CookTimer[] {
  return timers.filter((timer) => timerDone(timer, now) && !rung.has(alarmKey(timer)));
}
