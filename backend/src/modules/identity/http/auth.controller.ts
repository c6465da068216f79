import { Body, Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  type AuthProvider,
  type AuthUser,
  emailLoginBody,
  emailSignupBody,
  loginQuery,
} from '@sous/contracts';
import type { HttpRequest, HttpResponse } from '#platform/http/http-types.js';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';
import { CurrentActor, Public } from '#platform/auth/auth.decorators.js';
import { CrossSiteRequestError, UnauthorizedError } from '#platform/auth/auth.errors.js';
import { isCrossSite } from '#platform/auth/csrf.middleware.js';
import { SessionService } from '#platform/auth/session.service.js';
import { zod } from '#platform/http/zod.pipe.js';
import { clientAddress } from '#platform/rate-limit/client-address.js';
import { LogInWithEmailCommand } from '../commands/log-in-with-email/log-in-with-email.command.js';
import { SignUpWithEmailCommand } from '../commands/sign-up-with-email/sign-up-with-email.command.js';
import { OAuthFlow } from '../adapters/oauth-flow.js';
import { GetAuthUserQuery } from '../queries/get-auth-user/get-auth-user.query.js';

/** Sign-in, sign-out and who-am-I (DESIGN §4). */
@Controller('api')
export class AuthController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly sessions: SessionService,
    private readonly oauth: OAuthFlow,
  ) {}

  /** Where the landing page's provider buttons go. */
  @Public()
  @Get('login')
  async login(
    @Query(zod(loginQuery)) { provider }: z.output<typeof loginQuery>,
    @Req() request: HttpRequest,
    @Res() response: HttpResponse,
  ): Promise<void> {
    if (provider === 'email') return response.redirect(302, '/?auth=email');
    const target = await this.oauth.start(provider, request);
    response.redirect(302, target);
  }

  /** The provider sends the browser back here (Apple posts the form). */
  @Public()
  @Get('auth/callback/:provider')
  async callback(@Req() request: HttpRequest, @Res() response: HttpResponse): Promise<void> {
    response.redirect(302, await this.oauth.finish(request));
  }

  @Public()
  @Post('auth/callback/:provider')
  async callbackPost(@Req() request: HttpRequest, @Res() response: HttpResponse): Promise<void> {
    response.redirect(303, await this.oauth.finish(request));
  }

  @Public()
  @Get('auth/providers')
  providers(): AuthProvider[] {
    return this.oauth.providers();
  }

  /** Spec's sign-out link. A link or image on another site must not sign anyone out: cross-site requests only redirect. */
  @Public()
  @Get('logout')
  async logout(@Req() request: HttpRequest, @Res() response: HttpResponse): Promise<void> {
    if (!isCrossSite(request)) await this.sessions.end(request, response);
    response.redirect(302, '/');
  }

  /** Sign-out for API clients: 204, signed in or not (the CSRF check refuses other sites' pages). */
  @Public()
  @Post('logout')
  @HttpCode(204)
  async logoutPost(@Req() request: HttpRequest, @Res({ passthrough: true }) response: HttpResponse): Promise<void> {
    if (isCrossSite(request)) throw new CrossSiteRequestError();
    await this.sessions.end(request, response);
  }

  @Public()
  @Post('auth/email/signup')
  async signUp(@Body(zod(emailSignupBody)) body: z.output<typeof emailSignupBody>, @Req() request: HttpRequest): Promise<AuthUser> {
    const user = await this.commands.execute(new SignUpWithEmailCommand(body));
    await this.sessions.start(request, user.id, 'email');
    return user;
  }

  @Public()
  @Post('auth/email/login')
  @HttpCode(200)
  async logIn(@Body(zod(emailLoginBody)) body: z.output<typeof emailLoginBody>, @Req() request: HttpRequest): Promise<AuthUser> {
    const user = await this.commands.execute(new LogInWithEmailCommand(body, clientAddress(request)));
    await this.sessions.start(request, user.id, 'email');
    return user;
  }

  @Get('auth/user')
  async user(@CurrentActor() actor: Actor): Promise<AuthUser> {
    const user = await this.queries.execute(new GetAuthUserQuery(actor.userId));
    if (!user) throw new UnauthorizedError();
    return user;
  }
}
