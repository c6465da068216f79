import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { publishAfterCommit } from '#platform/events/unit-of-work.js';
import { cookSessionNotFound } from '../../domain/cook-sessions.errors.js';
import { CookSessionEnded } from '../../events/cook-session-ended.event.js';
import { EndCookSessionCommand } from './end-cook-session.command.js';

/** Ends the household's session (cooked or abandoned): every device leaves cook mode. */
@CommandHandler(EndCookSessionCommand)
export class EndCookSessionHandler implements ICommandHandler<EndCookSessionCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly events: EventBus,
  ) {}

  async execute({ actor, id }: EndCookSessionCommand): Promise<void> {
    const rows = await this.em.execute<{ id: string }[]>('delete from cook_sessions where id = ? and household_id = ? returning id', [id, actor.householdId]);
    if (rows.length === 0) throw cookSessionNotFound();
    publishAfterCommit(this.events, new CookSessionEnded(actor.householdId, id));
  }
}
