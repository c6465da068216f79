import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { CommandBus, EventsHandler, type IEventHandler, QueryBus } from '@nestjs/cqrs';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import type { CookSession } from '@sous/contracts';
import { CookSessionChanged } from '../../cook-sessions/events/cook-session-changed.event.js';
import { CookSessionEnded } from '../../cook-sessions/events/cook-session-ended.event.js';
import { ListRunningCookTimersQuery } from '../../cook-sessions/queries/list-running-cook-timers/list-running-cook-timers.query.js';
import { NotifyCookTimerCommand } from '../commands/notify-cook-timer/notify-cook-timer.command.js';
import { nextWait, pushesOfSession, replanSession, type TimerPush } from '../domain/cook-timer-alerts.js';

interface Pending {
  endsAt: string;
  handle: NodeJS.Timeout;
}

/**
 * Pushes "<timer> — time's up" to the household's devices when a cook-mode timer ends, so a cook
 * with the app in the background still hears it (issue 35). In-process timeouts keyed by session
 * and timer (docs/decisions.md): a session change re-plans its timers (a pause, reset or end
 * cancels), and at boot every running timer is planned again from the stored sessions (timers are
 * server time, so their end is known). Each push re-reads the timer and claims its run, so a pause
 * made on another process, or several processes planning the same timer, send nothing extra.
 */
@Injectable()
@EventsHandler(CookSessionChanged, CookSessionEnded)
export class CookTimerPushScheduler implements IEventHandler<CookSessionChanged | CookSessionEnded>, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(CookTimerPushScheduler.name);
  private readonly pending = new Map<string, Pending>();
  private readonly inFlight = new Set<Promise<void>>();
  private closing = false;

  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly orm: MikroORM,
  ) {}

  handle(event: CookSessionChanged | CookSessionEnded): void {
    if (this.closing) return;
    if (event instanceof CookSessionChanged) this.plan(event.session);
    else for (const key of pushesOfSession(this.scheduled(), event.id)) this.cancel(key);
  }

  /** Plans the running timers of every household, as a process starting up does. */
  async resume(): Promise<void> {
    const sessions = await RequestContext.create(this.orm.em, () => this.queries.execute(new ListRunningCookTimersQuery()));
    for (const session of sessions) this.plan(session);
  }

  onApplicationBootstrap(): void {
    // after the boot answers: a database still waking must not hold the app up
    const run = this.resume()
      .catch((error: unknown) => this.logger.error({ err: error }, 'Could not plan the running cook timers'))
      .finally(() => this.inFlight.delete(run));
    this.inFlight.add(run);
  }

  async onModuleDestroy(): Promise<void> {
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

  private plan(session: CookSession): void {
    const { cancel, schedule } = replanSession(this.scheduled(), session, Date.now());
    for (const key of cancel) this.cancel(key);
    for (const push of schedule) this.schedule(session.householdId, push);
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
      this.send(new NotifyCookTimerCommand(householdId, push.sessionId, push.timerId, push.endsAt));
    }, waitMs);
    // a pending push never keeps a stopping process alive
    handle.unref();
    this.pending.set(push.key, { endsAt: push.endsAt, handle });
  }

  private send(command: NotifyCookTimerCommand): void {
    if (this.closing) return;
    // its own ORM context: no request is running when the timer ends
    const run = RequestContext.create(this.orm.em, () => this.commands.execute(command))
      .then(() => undefined)
      .catch((error: unknown) => this.logger.error({ err: error }, `Cook timer push ${command.sessionId}/${command.timerId} failed`))
      .finally(() => this.inFlight.delete(run));
    this.inFlight.add(run);
  }
}
