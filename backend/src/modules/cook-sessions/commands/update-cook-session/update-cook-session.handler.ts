import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { CookSession, CookTimer } from '@sous/contracts';
import { applyTimerAction } from '@sous/kitchen';
import { inUnitOfWork, publishWritten } from '#platform/events/unit-of-work.js';
import { findCookSession } from '../../database/cook-session.row.js';
import { cookSessionNotFound, staleCookSession, stepOutOfRange, timerNotFound } from '../../domain/cook-sessions.errors.js';
import { CookSessionChanged } from '../../events/cook-session-changed.event.js';
import { UpdateCookSessionCommand } from './update-cook-session.command.js';

/**
 * Moves the cook to a step and starts, pauses or resets timers, on the server's clock. The write is
 * guarded by the version read, so two devices changing the session at the same instant do not
 * lose one change silently: the slower one gets 409 with the session as it now is.
 */
@CommandHandler(UpdateCookSessionCommand)
export class UpdateCookSessionHandler implements ICommandHandler<UpdateCookSessionCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly events: EventBus,
  ) {}

  execute(command: UpdateCookSessionCommand): Promise<CookSession> {
    return inUnitOfWork(this.em, this.events, () => this.update(command));
  }

  private async update({ actor, id, body, now }: UpdateCookSessionCommand): Promise<CookSession> {
    const session = await findCookSession(this.em, actor.householdId, id);
    if (!session) throw cookSessionNotFound();
    if (body.version !== undefined && body.version !== session.version) throw staleCookSession(session);
    if (body.step !== undefined && body.step >= session.steps.length) throw stepOutOfRange(session.steps.length);
    const timers = body.timers ? applyActions(session.timers, body.timers, now) : session.timers;
    const rows = await this.em.execute<{ id: string }[]>(
      `update cook_sessions set step = ?, timers = ?::jsonb, version = version + 1, updated_at = now()
        where id = ? and household_id = ? and version = ? returning id`,
      [body.step ?? session.step, JSON.stringify(timers), id, actor.householdId, session.version],
    );
    if (rows.length === 0) {
      // changed (or ended) between the read and the write
      const current = await findCookSession(this.em, actor.householdId, id);
      throw current ? staleCookSession(current) : cookSessionNotFound();
    }
    return publishWritten(
      this.events,
      findCookSession(this.em, actor.householdId, id),
      (updated) => new CookSessionChanged(actor.householdId, updated),
      `Cook session ${id}`,
    );
  }
}

function applyActions(timers: readonly CookTimer[], actions: readonly { id: string; action: 'start' | 'pause' | 'reset' }[], now: number): CookTimer[] {
  const byId = new Map(timers.map((timer) => [timer.id, timer]));
  actions.forEach(({ id, action }, index) => {
    const timer = byId.get(id);
    if (!timer) throw timerNotFound(index);
    byId.set(id, applyTimerAction(timer, action, now));
  });
  return timers.map((timer) => byId.get(timer.id) ?? timer);
}
