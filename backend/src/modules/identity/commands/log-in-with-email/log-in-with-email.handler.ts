import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { AuthUser } from '@sous/contracts';
import { decoyHash, verifyPasswordHash } from '#platform/auth/password.js';
import { InvalidCredentialsError } from '../../domain/identity.errors.js';
import { LoginAttempts } from '../../domain/login-attempts.js';
import { GetAuthUserQuery } from '../../queries/get-auth-user/get-auth-user.query.js';
import { LogInWithEmailCommand } from './log-in-with-email.command.js';

@CommandHandler(LogInWithEmailCommand)
export class LogInWithEmailHandler implements ICommandHandler<LogInWithEmailCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly queries: QueryBus,
    private readonly attempts: LoginAttempts,
  ) {}

  async execute({ body, clientAddress }: LogInWithEmailCommand): Promise<AuthUser> {
    // counted as wrong from here on (429 when this account is locked from this address, or the
    // address has reached its ceiling) until the password turns out right
    const guess = await this.attempts.begin(body.email, clientAddress);
    const identity = await this.identityOf(body.email).catch(async (error: unknown) => {
      // the password was never checked (the database failed): not a wrong guess
      await guess.undo();
      throw error;
    });
    // an unknown address costs a hash too, so response time does not reveal which accounts exist
    const hash = identity?.password_hash ?? (await decoyHash());
    const matches = await verifyPasswordHash(hash, body.password);
    if (!identity?.password_hash || !matches) throw new InvalidCredentialsError();
    await guess.right();
    const user = await this.queries.execute(new GetAuthUserQuery(identity.user_id));
    if (!user) throw new InvalidCredentialsError();
    return user;
  }

  private async identityOf(email: string): Promise<{ user_id: string; password_hash: string | null } | undefined> {
    const rows = await this.em.execute<{ user_id: string; password_hash: string | null }[]>(
      "select user_id, password_hash from identities where provider = 'email' and subject = ?",
      [email],
    );
    return rows[0];
  }
}
