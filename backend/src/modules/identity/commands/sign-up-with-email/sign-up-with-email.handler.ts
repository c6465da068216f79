import { CommandHandler, EventBus, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { AuthUser } from '@sous/contracts';
import { hashPassword } from '#platform/auth/password.js';
import { EmailTakenError } from '../../domain/identity.errors.js';
import { UserProvisioner } from '../../application/user-provisioner.js';
import { UserSignedUp } from '../../events/user-signed-up.event.js';
import { GetAuthUserQuery } from '../../queries/get-auth-user/get-auth-user.query.js';
import { SignUpWithEmailCommand } from './sign-up-with-email.command.js';
import { publishWritten } from '#platform/events/unit-of-work.js';

@CommandHandler(SignUpWithEmailCommand)
export class SignUpWithEmailHandler implements ICommandHandler<SignUpWithEmailCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly provisioner: UserProvisioner,
    private readonly queries: QueryBus,
    private readonly events: EventBus,
  ) {}

  async execute({ body }: SignUpWithEmailCommand): Promise<AuthUser> {
    const existing = await this.em.execute<{ id: string }[]>('select id from users where email = ?', [body.email]);
    if (existing.length > 0) throw new EmailTakenError();
    const passwordHash = await hashPassword(body.password);
    let userId: string;
    try {
      const user = await this.provisioner.create(this.em, {
        email: body.email,
        firstName: body.firstName ?? null,
        lastName: body.lastName ?? null,
        provider: 'email',
        subject: body.email,
        passwordHash,
      });
      userId = user.id;
    } catch (error) {
      // two sign-ups with one address at once: the unique index decides
      if (error instanceof UniqueConstraintViolationException) throw new EmailTakenError();
      throw error;
    }
    return publishWritten(
      this.events,
      this.queries.execute(new GetAuthUserQuery(userId)),
      (user) => new UserSignedUp(user.id, 'email'),
      `User ${userId}`,
    );
  }
}
