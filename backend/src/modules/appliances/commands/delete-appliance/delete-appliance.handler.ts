import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { applianceNotFound } from '../../domain/appliances.errors.js';
import { ApplianceRemoved } from '../../events/appliance.events.js';
import { DeleteApplianceCommand } from './delete-appliance.command.js';
import { publishAfterCommit } from '#platform/events/unit-of-work.js';

@CommandHandler(DeleteApplianceCommand)
export class DeleteApplianceHandler implements ICommandHandler<DeleteApplianceCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly events: EventBus,
  ) {}

  async execute({ actor, id }: DeleteApplianceCommand): Promise<void> {
    const rows = await this.em.execute('delete from appliances where id = ? and household_id = ? returning id', [id, actor.householdId]);
    if (rows.length === 0) throw applianceNotFound();
    publishAfterCommit(this.events, new ApplianceRemoved(actor.householdId, id));
  }
}
