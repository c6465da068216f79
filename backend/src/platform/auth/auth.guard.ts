import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Response } from 'express';
import { apiTokenMessages } from '@sous/contracts';
import type { Actor, Role } from './actor.js';
import { ActorResolver } from './actor-resolver.js';
import { ApiTokenResolver } from './api-token-resolver.js';
import { type ActorRequest, publicRouteKey, rolesKey, sessionOnlyKey, tokenOnlyKey } from './auth.decorators.js';
import { ForbiddenError, SessionExpiredError, UnauthorizedError } from './auth.errors.js';
import { bearerCredential } from './bearer-token.js';
import { SessionService } from './session.service.js';

const readMethods = new Set(['GET', 'HEAD']);

type Targets = [ReturnType<ExecutionContext['getHandler']>, ReturnType<ExecutionContext['getClass']>];

/**
 * The global guard: every route is signed-in only unless marked @Public(). Sets `request.actor`.
 * A signed session cookie whose session is gone answers `session_expired` (and drops the cookie,
 * so the client's redirect to `/` lands on the landing page instead of looping).
 * A request with `Authorization: Bearer` is its token's user and nobody else: the session
 * middleware skipped it, a bad token is 401 even on public routes (the client should know), a
 * `read` token may only GET/HEAD (a @TokenOnly() route checks the scope itself), and
 * @SessionOnly() routes refuse tokens. @TokenOnly() routes refuse everything but a valid token,
 * with the `WWW-Authenticate: Bearer` challenge of RFC 6750.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly actors: ActorResolver,
    private readonly sessions: SessionService,
    private readonly tokens: ApiTokenResolver,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<ActorRequest>();
    const targets: Targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean | undefined>(publicRouteKey, targets) ?? false;
    const tokenOnly = this.reflector.getAllAndOverride<boolean | undefined>(tokenOnlyKey, targets) ?? false;
    const challenge = (error: UnauthorizedError, detail = ''): UnauthorizedError => {
      if (tokenOnly) context.switchToHttp().getResponse<Response>().setHeader('WWW-Authenticate', `Bearer realm="Sous"${detail}`);
      return error;
    };

    const bearer = bearerCredential(request);
    if (bearer.kind !== 'none') {
      if (bearer.kind === 'malformed') throw challenge(new UnauthorizedError(apiTokenMessages.malformed), ', error="invalid_token"');
      const caller = await this.tokens.resolve(bearer.token);
      if (!caller) throw challenge(new UnauthorizedError(apiTokenMessages.invalid), ', error="invalid_token"');
      request.actor = caller.actor;
      request.apiToken = { id: caller.tokenId, scope: caller.scope };
      if (this.reflector.getAllAndOverride<boolean | undefined>(sessionOnlyKey, targets)) throw new ForbiddenError(apiTokenMessages.sessionOnly);
      if (caller.scope === 'read' && !readMethods.has(request.method) && !tokenOnly) throw new ForbiddenError(apiTokenMessages.readOnly);
      return isPublic || this.checkRoles(caller.actor, targets);
    }
    // a session cookie is not a credential here: integrations hold tokens, browsers never call it
    if (tokenOnly) throw challenge(new UnauthorizedError());

    const userId = request.session?.userId;
    // read with the session row when it was loaded for this request; else (signed in just now) asked
    const known = request.sessionActor;
    const actor = userId ? (known?.userId === userId ? known : await this.actors.resolve(userId)) : null;
    if (actor) request.actor = actor;
    if (isPublic) return true;

    if (!actor) {
      if (userId || this.sessions.hadSessionCookie(request)) {
        await this.sessions.end(request, context.switchToHttp().getResponse<Response>());
        throw new SessionExpiredError();
      }
      throw new UnauthorizedError();
    }
    return this.checkRoles(actor, targets);
  }

  private checkRoles(actor: Actor, targets: Targets): boolean {
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(rolesKey, targets);
    if (roles && !roles.includes(actor.role)) throw new ForbiddenError();
    return true;
  }
}
