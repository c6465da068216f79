import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { deleteIfEmpty } from '../../application/membership.js';
import { DeleteHouseholdIfEmptyCommand } from './delete-household-if-empty.command.js';

@CommandHandler(DeleteHouseholdIfEmptyCommand)
export class DeleteHouseholdIfEmptyHandler implements ICommandHandler<DeleteHouseholdIfEmptyCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ householdId }: DeleteHouseholdIfEmptyCommand): Promise<boolean> {
    return deleteIfEmpty(this.em, this.queries, householdId);
  }
}
