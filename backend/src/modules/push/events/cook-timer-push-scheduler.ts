import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { CommandBus, EventsHandler, type IEventHandler, QueryBus } from '@nestjs/cqrs';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import { CookSessionChanged } from '../../cook-sessions/events/cook-session-changed.event.js';
import { CookSessionEnded } from '../../cook-sessions/events/cook-session-ended.event.js';
import { ListRunningCookTimersQuery } from '../../cook-sessions/queries/list-running-cook-timers/list-running-cook-timers.query.js';
import { CookTimerPushes } from '../application/cook-timer-pushes.js';
import type { NotifyCookTimerCommand } from '../commands/notify-cook-timer/notify-cook-timer.command.js';

/**
 * Pushes "<timer> — time's up" to the household's devices when a cook-mode timer ends, so a cook
 * with the app in the background still hears it (issue 35). In-process timeouts keyed by session
 * and timer (docs/decisions.md, application/cook-timer-pushes.ts): a session change re-plans its
 * timers (a pause, reset or end cancels), and at boot every running timer is planned again from the
 * stored sessions (timers are server time, so their end is known). Each push re-reads the timer and
 * claims its run, so a pause made on another process, or several processes planning the same timer,
 * send nothing extra.
 */
@Injectable()
@EventsHandler(CookSessionChanged, CookSessionEnded)
export class CookTimerPushScheduler implements IEventHandler<CookSessionChanged | CookSessionEnded>, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(CookTimerPushScheduler.name);
  private readonly pushes = new CookTimerPushes((command) => this.send(command));

  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly orm: MikroORM,
  ) {}

  handle(event: CookSessionChanged | CookSessionEnded): void {
    if (event instanceof CookSessionChanged) this.pushes.plan(event.session);
    else this.pushes.endSession(event.id);
  }

  /** Plans the running timers of every household, as a process starting up does. */
  async resume(): Promise<void> {
    const sessions = await RequestContext.create(this.orm.em, () => this.queries.execute(new ListRunningCookTimersQuery()));
    for (const session of sessions) this.pushes.plan(session);
  }

  onApplicationBootstrap(): void {
    // after the boot answers: a database still waking must not hold the app up
    this.pushes.track(this.resume().catch((error: unknown) => this.logger.error({ err: error }, 'Could not plan the running cook timers')));
  }

  onModuleDestroy(): Promise<void> {
    return this.pushes.close();
  }

  /** Drops every pending push without sending (shutdown; tests stand for a fresh process with it). */
  forget(): void {
    this.pushes.forget();
  }

  /** The pending pushes: key (session/timer) → the end each is for. */
  scheduled(): Map<string, string> {
    return this.pushes.scheduled();
  }

  /** Resolves once every push due so far is done (shutdown, tests). */
  settled(): Promise<void> {
    return this.pushes.settled();
  }

  private send(command: NotifyCookTimerCommand): Promise<void> {
    // its own ORM context: no request is running when the timer ends
    return RequestContext.create(this.orm.em, () => this.commands.execute(command))
      .then(() => undefined)
      .catch((error: unknown) => this.logger.error({ err: error }, `Cook timer push ${command.sessionId}/${command.timerId} failed`));
  }
}
