import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  adminPasswordResetBody,
  type PasswordResetDone,
  type PasswordResetLink,
  type PasswordResetOptions,
  type PasswordResetRequested,
  passwordResetBody,
  passwordResetMessages,
  passwordResetRequestBody,
} from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';
import { CurrentActor, Public, Roles, SessionOnly } from '#platform/auth/auth.decorators.js';
import { SessionService } from '#platform/auth/session.service.js';
import type { HttpRequest, HttpResponse } from '#platform/http/http-types.js';
import { zod } from '#platform/http/zod.pipe.js';
import { clientAddress } from '#platform/rate-limit/client-address.js';
import { IssuePasswordResetCommand } from '../commands/issue-password-reset/issue-password-reset.command.js';
import { RequestPasswordResetCommand } from '../commands/request-password-reset/request-password-reset.command.js';
import { ResetPasswordCommand } from '../commands/reset-password/reset-password.command.js';
import { GetPasswordResetOptionsQuery } from '../queries/get-password-reset-options/get-password-reset-options.query.js';

/** The way back into an account whose password is forgotten (issue 32). */
@Controller('api')
export class PasswordResetController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly sessions: SessionService,
  ) {}

  /**
   * An admin makes a one-time link for an account. A signed-in session only: a leaked API token
   * must not be able to take over every account of the instance.
   */
  @Post('admin/password-resets')
  @Roles('admin')
  @SessionOnly()
  issue(@CurrentActor() actor: Actor, @Body(zod(adminPasswordResetBody)) body: z.output<typeof adminPasswordResetBody>): Promise<PasswordResetLink> {
    return this.commands.execute(new IssuePasswordResetCommand(actor, body));
  }

  @Public()
  @Get('auth/email/password-reset-options')
  options(): Promise<PasswordResetOptions> {
    return this.queries.execute(new GetPasswordResetOptionsQuery());
  }

  /** 202 with one message for every address; 503 when the server has no SMTP. */
  @Public()
  @Post('auth/email/password-reset-request')
  @HttpCode(202)
  async request(
    @Body(zod(passwordResetRequestBody)) body: z.output<typeof passwordResetRequestBody>,
    @Req() request: HttpRequest,
  ): Promise<PasswordResetRequested> {
    await this.commands.execute(new RequestPasswordResetCommand(body, clientAddress(request)));
    return { message: passwordResetMessages.requested };
  }

  /** Sets the new password and ends every session of the account, this browser's too when it is one. */
  @Public()
  @Post('auth/email/password-reset')
  @HttpCode(200)
  async reset(
    @Body(zod(passwordResetBody)) body: z.output<typeof passwordResetBody>,
    @Req() request: HttpRequest,
    @Res({ passthrough: true }) response: HttpResponse,
  ): Promise<PasswordResetDone> {
    const { userId, email } = await this.commands.execute(new ResetPasswordCommand(body, clientAddress(request)));
    // its row is gone already; destroying it here also stops the rolling session from writing it back
    if (request.session?.userId === userId) await this.sessions.end(request, response);
    return { email };
  }
}
