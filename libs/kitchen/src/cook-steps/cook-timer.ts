/**
 * A cook session's countdowns (issue 35), kept as server time so every device counts the same: a
 * running timer stores when it ends, a stopped one how much is left. The server applies the
 * actions; devices only read `secondsLeft` against the server's clock.
 */

export type TimerState = 'idle' | 'running' | 'paused';
export type TimerAction = 'start' | 'pause' | 'reset';

export interface CountdownTimer {
  /** The whole duration, what a reset goes back to. */
  seconds: number;
  state: TimerState;
  /** Left when idle or paused; when running, what was left when it (re)started. */
  remainingSeconds: number;
  /** ISO instant a running timer ends; null otherwise. */
  endsAt: string | null;
}

/** Whole seconds left at `now` (0 when done); a running timer counts down to its `endsAt`. */
export function secondsLeft(timer: CountdownTimer, now: number): number {
  if (timer.state !== 'running' || timer.endsAt === null) return Math.max(0, timer.remainingSeconds);
  return Math.max(0, Math.ceil((Date.parse(timer.endsAt) - now) / 1000));
}

/** True once a running timer has reached its end. */
export function timerDone(timer: CountdownTimer, now: number): boolean {
  return timer.state === 'running' && secondsLeft(timer, now) === 0;
}

/**
 * The timer after `action` at `now` (ms since the epoch). Start runs what is left (a finished
 * timer starts over from its whole duration); pause keeps what is left; reset goes back to the
 * whole duration, stopped. Starting a running timer or pausing a stopped one changes nothing,
 * so two devices pressing the same button at once agree.
 */
export function applyTimerAction<T extends CountdownTimer>(timer: T, action: TimerAction, now: number): T {
  switch (action) {
    case 'start': {
      if (timer.state === 'running' && !timerDone(timer, now)) return timer;
      const left = timer.state === 'running' || timer.remainingSeconds <= 0 ? timer.seconds : timer.remainingSeconds;
      return { ...timer, state: 'running', remainingSeconds: left, endsAt: new Date(now + left * 1000).toISOString() };
    }
    case 'pause':
      if (timer.state !== 'running') return timer;
      return { ...timer, state: 'paused', remainingSeconds: secondsLeft(timer, now), endsAt: null };
    case 'reset':
      return { ...timer, state: 'idle', remainingSeconds: timer.seconds, endsAt: null };
  }
}
