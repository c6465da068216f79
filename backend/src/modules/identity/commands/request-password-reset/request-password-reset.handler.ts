import { Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { PRODUCT_NAME, passwordResetLinkMinutes, passwordResetMessages } from '@sous/contracts';
import { AppConfig } from '#config/app-config.js';
import { Mailer, type OutgoingMail } from '#platform/mail/mailer.js';
import { RateLimitedError, tryAgainIn } from '#platform/rate-limit/rate-limited.error.js';
import { RateLimiter } from '#platform/rate-limit/rate-limiter.js';
import { type IssuedLink, PasswordResetLinks } from '../../database/password-reset-links.js';
import { PasswordResetByEmailOffError } from '../../domain/password-reset.errors.js';
import { RequestPasswordResetCommand } from './request-password-reset.command.js';

/** Mails one account may be sent per hour, whoever asks: nobody can flood an inbox with links. */
export const resetMailsPerAccountPerHour = 3;

/**
 * Password reset by email (issue 32). Every address gets the same answer, at about the same speed
 * (the mail leaves after the answer), so the route does not tell which accounts exist. Requests
 * count per client address (RATE_LIMIT_PASSWORD_RESET, 429 beyond); past the per-account cap a
 * request is answered the same and sends nothing.
 */
@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand> {
  private readonly logger = new Logger('PasswordReset');

  constructor(
    private readonly em: SqlEntityManager,
    private readonly links: PasswordResetLinks,
    private readonly mailer: Mailer,
    private readonly limiter: RateLimiter,
    private readonly config: AppConfig,
  ) {}

  async execute({ body, clientAddress }: RequestPasswordResetCommand): Promise<void> {
    if (!this.mailer.configured) throw new PasswordResetByEmailOffError();
    const wait = await this.limiter.consume('password-reset-request', `ip:${clientAddress}`, this.config.rateLimits.passwordReset);
    if (wait > 0) throw new RateLimitedError(`${passwordResetMessages.tooManyRequests} ${tryAgainIn(wait)}`, wait);

    const [user] = await this.em.execute<{ id: string; email: string; first_name: string | null }[]>(
      'select id, email, first_name from users where lower(email) = ?',
      [body.email],
    );
    if (!user) return;
    const [{ count }] = await this.em.execute<{ count: string | number }[]>(
      "select count(*) as count from password_reset_tokens where user_id = ? and via = 'email' and created_at > now() - interval '1 hour'",
      [user.id],
    );
    if (Number(count) >= resetMailsPerAccountPerHour) {
      this.logger.log({ userId: user.id }, 'Password reset mail not sent: the account had its mails for this hour');
      return;
    }
    const link = await this.links.issue(this.em, user.id, 'email', null, passwordResetLinkMinutes.email);
    this.mailer.sendInBackground(resetMail(user.email, user.first_name, link, this.config.appUrl), 'a password reset link');
  }
}

export function resetMail(to: string, firstName: string | null, link: IssuedLink, appUrl: string): OutgoingMail {
  return {
    to,
    subject: `Reset your ${PRODUCT_NAME} password`,
    text: [
      `Hello${firstName ? ` ${firstName}` : ''},`,
      '',
      `Someone, hopefully you, asked to reset the password of the ${PRODUCT_NAME} account ${to} at ${appUrl}.`,
      '',
      `Open this link within ${passwordResetLinkMinutes.email} minutes to choose a new password:`,
      link.url,
      '',
      'The link works once. Choosing a new password signs the account out on every device.',
      'If you did not ask for this, ignore this mail: the password stays as it is.',
      '',
    ].join('\n'),
  };
}
