import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { type PasswordResetLink, passwordResetLinkMinutes } from '@sous/contracts';
import { ForbiddenError } from '#platform/auth/auth.errors.js';
import { PasswordResetLinks } from '../../database/password-reset-links.js';
import { PasswordResetNoAccountError } from '../../domain/password-reset.errors.js';
import { IssuePasswordResetCommand } from './issue-password-reset.command.js';

/**
 * Password reset without mail (issue 32): an admin of the instance makes the link and hands it
 * over. Any account of the instance, the admin's own included; the link works for a day.
 */
@CommandHandler(IssuePasswordResetCommand)
export class IssuePasswordResetHandler implements ICommandHandler<IssuePasswordResetCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly links: PasswordResetLinks,
  ) {}

  async execute({ actor, body }: IssuePasswordResetCommand): Promise<PasswordResetLink> {
    if (actor.role !== 'admin') throw new ForbiddenError();
    const [user] = await this.em.execute<{ id: string; email: string }[]>('select id, email from users where lower(email) = ?', [body.email]);
    if (!user) throw new PasswordResetNoAccountError();
    const link = await this.links.issue(this.em, user.id, 'admin', actor.userId, passwordResetLinkMinutes.admin);
    return { email: user.email, ...link };
  }
}
