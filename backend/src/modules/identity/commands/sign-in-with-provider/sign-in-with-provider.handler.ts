import { CommandHandler, EventBus, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { AuthUser } from '@sous/contracts';
import { Identity } from '../../domain/identity.entity.js';
import { UserProvisioner } from '../../application/user-provisioner.js';
import { UserSignedUp } from '../../events/user-signed-up.event.js';
import { GetAuthUserQuery } from '../../queries/get-auth-user/get-auth-user.query.js';
import { SignInWithProviderCommand } from './sign-in-with-provider.command.js';
import { publishAfterCommit } from '#platform/events/unit-of-work.js';

/**
 * The same person through any door: a known provider subject signs in; otherwise a verified email
 * of an existing account links the provider to it; otherwise a new account is made. An unverified
 * address is never stored, so it can neither take over nor squat an account.
 */
@CommandHandler(SignInWithProviderCommand)
export class SignInWithProviderHandler implements ICommandHandler<SignInWithProviderCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly provisioner: UserProvisioner,
    private readonly queries: QueryBus,
    private readonly events: EventBus,
  ) {}

  async execute({ provider, profile }: SignInWithProviderCommand): Promise<AuthUser> {
    const userId = (await this.knownSubject(provider, profile.subject)) ?? (await this.linkOrCreate(provider, profile));
    const user = await this.queries.execute(new GetAuthUserQuery(userId));
    if (!user) throw new Error(`User ${userId} not found after sign-in`);
    return user;
  }

  private async knownSubject(provider: string, subject: string): Promise<string | null> {
    const rows = await this.em.execute<{ user_id: string }[]>('select user_id from identities where provider = ? and subject = ?', [provider, subject]);
    return rows[0]?.user_id ?? null;
  }

  private async linkOrCreate(provider: string, profile: SignInWithProviderCommand['profile']): Promise<string> {
    const email = profile.emailVerified ? profile.email : null;
    if (email) {
      const rows = await this.em.execute<{ id: string }[]>('select id from users where email = ?', [email]);
      if (rows[0]) {
        this.em.create(Identity, { userId: rows[0].id, provider, subject: profile.subject });
        await this.em.flush();
        return rows[0].id;
      }
    }
    const user = await this.provisioner.create(this.em, {
      email,
      firstName: profile.firstName,
      lastName: profile.lastName,
      profileImageUrl: profile.profileImageUrl,
      provider,
      subject: profile.subject,
    });
    publishAfterCommit(this.events, new UserSignedUp(user.id, provider));
    return user.id;
  }
}
