import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { UserPreferences } from '@sous/contracts';
import { NotFoundError } from '#platform/errors/domain-error.js';
import { type PreferencesRow, preferencesColumnsSql, toUserPreferences } from '../../domain/user-preferences.js';
import { GetUserPreferencesQuery } from './get-user-preferences.query.js';

@QueryHandler(GetUserPreferencesQuery)
export class GetUserPreferencesHandler implements IQueryHandler<GetUserPreferencesQuery> {
  constructor(private readonly em: SqlEntityManager) {}

  async execute({ userId }: GetUserPreferencesQuery): Promise<UserPreferences> {
    const [row] = await this.em.execute<PreferencesRow[]>(`select ${preferencesColumnsSql} from users where id = ?`, [userId]);
    if (!row) throw new NotFoundError('identity.user-not-found');
    return toUserPreferences(row);
  }
}
