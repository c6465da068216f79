import type { CookSession } from '@sous/contracts';
import { NotifyCookTimerCommand } from '../commands/notify-cook-timer/notify-cook-timer.command.js';
import { nextWait, pushesOfSession, replanSession, type TimerPush } from '../domain/cook-timer-alerts.js';

interface Pending {
  endsAt: string;
  handle: NodeJS.Timeout;
}

/**
 * The in-process timeouts of the cook timer pushes (issue 35), keyed by session and timer: a
 * session's change re-plans its timers, and each timer's end hands its NotifyCookTimerCommand to
 * `push`. What runs the command (the bus, in an ORM context of its own) is the scheduler's
 * (events/cook-timer-push-scheduler.ts), so the timing is tested without either.
 */
export class CookTimerPushes {
  private readonly pending = new Map<string, Pending>();
  private readonly inFlight = new Set<Promise<void>>();
  private closing = false;

  /** `push` never rejects: the scheduler logs its failures. */
  constructor(private readonly push: (command: NotifyCookTimerCommand) => Promise<void>) {}

  /** Schedules the session's running timers and cancels the pushes of those that stopped. */
  plan(session: CookSession): void {
    if (this.closing) return;
    const { cancel, schedule } = replanSession(this.scheduled(), session, Date.now());
    for (const key of cancel) this.cancel(key);
    for (const push of schedule) this.schedule(session.householdId, push);
  }

  /** Cancels every push of an ended session. */
  endSession(sessionId: string): void {
    if (this.closing) return;
    for (const key of pushesOfSession(this.scheduled(), sessionId)) this.cancel(key);
  }

  /** Counts `work` among what `settled` waits for. */
  track(work: Promise<void>): void {
    const run = work.finally(() => this.inFlight.delete(run));
    this.inFlight.add(run);
  }

  /** Sends nothing any more, drops what is pending and waits for what is under way (shutdown). */
  async close(): Promise<void> {
    this.closing = true;
    this.forget();
    await this.settled();
  }

  /** Drops every pending push without sending (shutdown; tests stand for a fresh process with it). */
  forget(): void {
    for (const key of [...this.pending.keys()]) this.cancel(key);
  }

  /** The pending pushes: key (session/timer) → the end each is for. */
  scheduled(): Map<string, string> {
    return new Map([...this.pending].map(([key, { endsAt }]) => [key, endsAt]));
  }

  /** Resolves once every push due so far is done (shutdown, tests). */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  private cancel(key: string): void {
    clearTimeout(this.pending.get(key)?.handle);
    this.pending.delete(key);
  }

  private schedule(householdId: string, push: TimerPush): void {
    // a wait longer than setTimeout holds (24.8 days) is chained: each link re-arms for the rest
    const { waitMs, final } = nextWait(push.endsAt, Date.now());
    const handle = setTimeout(() => {
      if (!final) {
        this.schedule(householdId, push);
        return;
      }
      this.pending.delete(push.key);
      if (!this.closing) this.track(this.push(new NotifyCookTimerCommand(householdId, push.sessionId, push.timerId, push.endsAt)));
    }, waitMs);
    // a pending push never keeps a stopping process alive
    handle.unref();
    this.pending.set(push.key, { endsAt: push.endsAt, handle });
  }
}
