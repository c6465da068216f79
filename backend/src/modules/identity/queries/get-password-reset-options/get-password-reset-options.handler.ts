import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { PasswordResetOptions } from '@sous/contracts';
import { Mailer } from '#platform/mail/mailer.js';
import { GetPasswordResetOptionsQuery } from './get-password-reset-options.query.js';

/** By email when SMTP is configured; otherwise the sign-in screen tells the user to ask an admin. */
@QueryHandler(GetPasswordResetOptionsQuery)
export class GetPasswordResetOptionsHandler implements IQueryHandler<GetPasswordResetOptionsQuery> {
  constructor(private readonly mailer: Mailer) {}

  execute(): Promise<PasswordResetOptions> {
    return Promise.resolve({ byEmail: this.mailer.configured });
  }
}
