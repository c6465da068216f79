import { randomUUID } from 'node:crypto';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { passwordResetMessages } from '@sous/contracts';
import { AppConfig } from '#config/app-config.js';
import { hashPassword } from '#platform/auth/password.js';
import { inUnitOfWork, publishAfterCommit } from '#platform/events/unit-of-work.js';
import { FailedAttempts, refusedWith } from '#platform/rate-limit/failed-attempts.js';
import { LoginAttempts } from '../../domain/login-attempts.js';
import { hashResetToken } from '../../database/password-reset-links.js';
import { invalidResetLinkError } from '../../domain/password-reset.errors.js';
import { PasswordResetCompleted } from '../../events/password-reset-completed.event.js';
import { type PasswordResetOutcome, ResetPasswordCommand } from './reset-password.command.js';

const wrongLinkBucket = 'password-reset-link';

/**
 * Completes a password reset (issue 32): the link is used up, the account's email sign-in gets
 * the new password (an account that signed up with a provider gains one), its other links stop
 * working, and every session of it ends, all in one transaction; its sockets are disconnected after
 * commit, and the lockout of its sign-in from the caller's address is lifted. Wrong links count per client address
 * (RATE_LIMIT_PASSWORD_RESET): a link is 256 random bits, but DESIGN §7 throttles every secret.
 */
@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly events: EventBus,
    private readonly failures: FailedAttempts,
    private readonly loginAttempts: LoginAttempts,
    private readonly config: AppConfig,
  ) {}

  async execute({ body, clientAddress }: ResetPasswordCommand): Promise<PasswordResetOutcome> {
    const key = `ip:${clientAddress}`;
    const rule = this.config.rateLimits.passwordReset;
    // counted before the link is looked up, so parallel wrong links cannot slip past the limit
    const guess = await this.failures.guess([{ bucket: wrongLinkBucket, key, rule }], refusedWith(passwordResetMessages.tooManyWrongLinks));
    const tokenHash = hashResetToken(body.token);
    // checked before the (deliberately slow) hash, so wrong links cost the server nothing
    let link: { user_id: string } | undefined;
    try {
      [link] = await this.em.execute<{ user_id: string }[]>(
        'select user_id from password_reset_tokens where token_hash = ? and used_at is null and expires_at > now()',
        [tokenHash],
      );
    } catch (error) {
      await guess.undo();
      throw error;
    }
    if (!link) throw invalidResetLinkError();
    await guess.right();
    const passwordHash = await hashPassword(body.password);

    const outcome = await inUnitOfWork(this.em, this.events, async () => {
      // the row is the lock: of two uses at once, one updates it and the other finds it used
      const [used] = await this.em.execute<{ user_id: string }[]>(
        'update password_reset_tokens set used_at = now() where token_hash = ? and used_at is null and expires_at > now() returning user_id',
        [tokenHash],
      );
      if (!used) throw invalidResetLinkError();
      const userId = used.user_id;
      const [user] = await this.em.execute<{ email: string | null }[]>('select email from users where id = ? for update', [userId]);
      if (!user?.email) throw invalidResetLinkError();
      const updated = await this.em.execute<{ id: string }[]>(
        "update identities set password_hash = ? where user_id = ? and provider = 'email' returning id",
        [passwordHash, userId],
      );
      if (updated.length === 0) {
        await this.em.execute("insert into identities (id, user_id, provider, subject, password_hash) values (?, ?, 'email', ?, ?)", [
          randomUUID(),
          userId,
          user.email,
          passwordHash,
        ]);
      }
      await this.em.execute('update password_reset_tokens set used_at = now() where user_id = ? and used_at is null', [userId]);
      await this.em.execute(`delete from sessions where sess->>'userId' = ?`, [userId]);
      publishAfterCommit(this.events, new PasswordResetCompleted(userId));
      return { userId, email: user.email };
    });
    // the owner proved themselves another way: failed sign-ins from here no longer lock them out
    await this.loginAttempts.succeeded(outcome.email, clientAddress);
    return outcome;
  }
}
