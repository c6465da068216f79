import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { termKey } from '../../database/cooking-term.row.js';
import { cookingTermNotFound } from '../../domain/cooking-terms.errors.js';
import { CookingTermRemoved } from '../../events/cooking-term.events.js';
import { DeleteCookingTermCommand } from './delete-cooking-term.command.js';
import { publishAfterCommit } from '#platform/events/unit-of-work.js';

/** Removes a term and remembers its name, so the boot seeder does not bring it back. */
@CommandHandler(DeleteCookingTermCommand)
export class DeleteCookingTermHandler implements ICommandHandler<DeleteCookingTermCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly events: EventBus,
  ) {}

  async execute({ id }: DeleteCookingTermCommand): Promise<void> {
    const rows = await this.em.execute<{ term: string }[]>('delete from cooking_terms where id = ? returning term', [id]);
    if (rows.length === 0) throw cookingTermNotFound();
    await this.em.execute('insert into cooking_term_removals (term_key) values (?) on conflict do nothing', [termKey(rows[0].term)]);
    publishAfterCommit(this.events, new CookingTermRemoved(id));
  }
}
