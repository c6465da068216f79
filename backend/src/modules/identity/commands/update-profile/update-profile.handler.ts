import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { AuthUser } from '@sous/contracts';
import { NotFoundError } from '#platform/errors/domain-error.js';
import { User } from '../../domain/user.entity.js';
import { GetAuthUserQuery } from '../../queries/get-auth-user/get-auth-user.query.js';
import { UpdateProfileCommand } from './update-profile.command.js';

@CommandHandler(UpdateProfileCommand)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfileCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ userId, body }: UpdateProfileCommand): Promise<AuthUser> {
    const changes: Partial<Pick<User, 'firstName' | 'lastName' | 'updatedAt'>> = { updatedAt: new Date() };
    if (body.firstName !== undefined) changes.firstName = body.firstName;
    if (body.lastName !== undefined) changes.lastName = body.lastName;
    const updated = await this.em.nativeUpdate(User, { id: userId }, changes);
    if (updated === 0) throw new NotFoundError('identity.user-not-found');
    const user = await this.queries.execute(new GetAuthUserQuery(userId));
    if (!user) throw new NotFoundError('identity.user-not-found');
    return user;
  }
}
