import type { CookTimer } from '@sous/contracts';

/**
 * When cook-mode timers (issue 35) should be pushed to the household's devices: the pure decisions
 * of the in-process scheduler (events/cook-timer-push-scheduler.ts). Timers are server time, so a
 * running timer's `endsAt` is the instant its push is due, in every process and after a restart.
 */

/** A push that ended further back than this is not sent any more (the server was down when it ended). */
export const lateTimerPushMs = 5 * 60_000;
/** Node's setTimeout holds at most this (24.8 days); a wait longer than that is made of several. */
export const maxTimerDelayMs = 2 ** 31 - 1;

/** One scheduled push: which timer of which session, and the end it is for. */
export interface TimerPush {
  key: string;
  sessionId: string;
  timerId: string;
  endsAt: string;
  /** Milliseconds from `now` until it is due (0: at once). */
  delayMs: number;
}

export const timerPushKey = (sessionId: string, timerId: string) => `${sessionId}/${timerId}`;

/** The session's running timers whose end is not long past, as the pushes they are due. */
export function duePushes(session: { id: string; timers: readonly CookTimer[] }, now: number): TimerPush[] {
  return session.timers.flatMap((timer) => {
    if (timer.state !== 'running' || timer.endsAt === null) return [];
    const due = Date.parse(timer.endsAt);
    if (Number.isNaN(due) || due < now - lateTimerPushMs) return [];
    const delayMs = Math.max(0, due - now);
    return [{ key: timerPushKey(session.id, timer.id), sessionId: session.id, timerId: timer.id, endsAt: timer.endsAt, delayMs }];
  });
}

/**
 * The next wait of a push due at `endsAt`: the rest of it, or setTimeout's longest when the rest is
 * longer (setTimeout fires at once past that). `final`: the push is due when this wait ends;
 * otherwise the scheduler waits again from then.
 */
export function nextWait(endsAt: string, now: number): { waitMs: number; final: boolean } {
  const rest = Math.max(0, Date.parse(endsAt) - now);
  return rest > maxTimerDelayMs ? { waitMs: maxTimerDelayMs, final: false } : { waitMs: rest, final: true };
}

/**
 * What changes when a session changes: `scheduled` is what is pending now (key → the end it is for).
 * A paused, reset or restarted timer's pending push is cancelled (a restart schedules its new end);
 * one still running to the same end is left alone; a new run is scheduled.
 */
export function replanSession(
  scheduled: ReadonlyMap<string, string>,
  session: { id: string; timers: readonly CookTimer[] },
  now: number,
): { cancel: string[]; schedule: TimerPush[] } {
  const due = duePushes(session, now);
  const dueByKey = new Map(due.map((push) => [push.key, push]));
  const prefix = timerPushKey(session.id, '');
  const cancel = [...scheduled].filter(([key, endsAt]) => key.startsWith(prefix) && dueByKey.get(key)?.endsAt !== endsAt).map(([key]) => key);
  const schedule = due.filter((push) => scheduled.get(push.key) !== push.endsAt);
  return { cancel, schedule };
}

/** An ended session's pending pushes: all of them go. */
export function pushesOfSession(scheduled: ReadonlyMap<string, string>, sessionId: string): string[] {
  const prefix = timerPushKey(sessionId, '');
  return [...scheduled.keys()].filter((key) => key.startsWith(prefix));
}
