import { Body, Controller, Delete, Get, HttpCode, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { apiTokenMessages, deleteAccountBody } from '@sous/contracts';
import type { HttpRequest, HttpResponse } from '#platform/http/http-types.js';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';
import { type ActorRequest, CurrentActor } from '#platform/auth/auth.decorators.js';
import { ForbiddenError } from '#platform/auth/auth.errors.js';
import { SessionService } from '#platform/auth/session.service.js';
import { zod } from '#platform/http/zod.pipe.js';
import { DeleteAccountCommand } from '../commands/delete-account/delete-account.command.js';
import { type AccountExport, ExportAccountDataQuery } from '../queries/export-account-data/export-account-data.query.js';

/** "Your data": a download of everything, and deleting the account. */
@Controller('api/account')
export class AccountController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly sessions: SessionService,
  ) {}

  /**
   * A read token is for integrations that read the kitchen (a calendar, a dashboard); the whole
   * account (chat history, devices, sign-in methods, tokens) goes only to the user's session or to a
   * read-write token, one that already acts as the user in every other way (issue 32).
   */
  @Get('export')
  async export(
    @CurrentActor() actor: Actor,
    @Req() request: ActorRequest,
    @Res({ passthrough: true }) response: HttpResponse,
  ): Promise<AccountExport> {
    if (request.apiToken && request.apiToken.scope !== 'read-write') throw new ForbiddenError(apiTokenMessages.exportNeedsReadWrite);
    const data = await this.queries.execute(new ExportAccountDataQuery(actor));
    response.setHeader('Content-Disposition', `attachment; filename="sous-export-${data.exportedAt.slice(0, 10)}.json"`);
    response.setHeader('Cache-Control', 'no-store');
    return data;
  }

  /** Then the session ends (row and cookie) and the account's other devices are disconnected. */
  @Delete()
  @HttpCode(204)
  async delete(
    @CurrentActor() actor: Actor,
    @Body(zod(deleteAccountBody)) body: z.output<typeof deleteAccountBody>,
    @Req() request: HttpRequest,
    @Res({ passthrough: true }) response: HttpResponse,
  ): Promise<void> {
    await this.commands.execute(new DeleteAccountCommand(actor.userId, body));
    await this.sessions.end(request, response);
  }
}
