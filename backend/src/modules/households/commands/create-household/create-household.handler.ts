import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { CreateHouseholdCommand } from './create-household.command.js';

@CommandHandler(CreateHouseholdCommand)
export class CreateHouseholdHandler implements ICommandHandler<CreateHouseholdCommand> {
  constructor(private readonly em: SqlEntityManager) {}

  async execute({ name }: CreateHouseholdCommand): Promise<string> {
    const id = randomUUID();
    await this.em.execute('insert into households (id, name) values (?, ?)', [id, name]);
    return id;
  }
}
