import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { UserPreferences } from '@sous/contracts';
import { NotFoundError } from '#platform/errors/domain-error.js';
import { User } from '../../domain/user.entity.js';
import { preferenceColumns } from '../../domain/user-preferences.js';
import { GetUserPreferencesQuery } from '../../queries/get-user-preferences/get-user-preferences.query.js';
import { UpdateUserPreferencesCommand } from './update-user-preferences.command.js';

/**
 * Saves the preferences only: storage locations are the household's and are managed on their own
 * (turning an area off here does not empty a shared location).
 */
@CommandHandler(UpdateUserPreferencesCommand)
export class UpdateUserPreferencesHandler implements ICommandHandler<UpdateUserPreferencesCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ userId, body }: UpdateUserPreferencesCommand): Promise<UserPreferences> {
    const updated = await this.em.nativeUpdate(User, { id: userId }, { ...preferenceColumns(body), updatedAt: new Date() });
    if (updated === 0) throw new NotFoundError('identity.user-not-found');
    return this.queries.execute(new GetUserPreferencesQuery(userId));
  }
}
