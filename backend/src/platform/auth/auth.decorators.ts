import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Request } from 'express';
import type { ApiTokenScope } from '@sous/contracts';
import type { Actor, Role } from './actor.js';

export const publicRouteKey = 'sous:public';
export const rolesKey = 'sous:roles';
export const sessionOnlyKey = 'sous:session-only';
export const tokenOnlyKey = 'sous:token-only';

/** The route answers signed-out callers too (sign-in, health, the beacon). */
export const Public = () => SetMetadata(publicRouteKey, true);

/** Only callers with one of these roles; others get 403 (after the 401 of signed-out callers). */
export const Roles = (...roles: Role[]) => SetMetadata(rolesKey, roles);

/**
 * Only a signed-in session (cookie), never a personal access token: managing tokens must not be
 * possible with a token, or a leaked one could mint itself successors. Bearer callers get 403.
 */
export const SessionOnly = () => SetMetadata(sessionOnlyKey, true);

/**
 * Only a personal access token, never a cookie session: a caller without one gets 401 with
 * `WWW-Authenticate: Bearer` (what MCP clients look for). The route enforces the token's scope
 * itself, per operation, because its reads and writes alike arrive as POSTs (the MCP endpoint).
 */
export const TokenOnly = () => SetMetadata(tokenOnlyKey, true);

export interface ActorRequest extends Request {
  actor?: Actor;
  /** Set when a personal access token authenticated the request (rate limits, scope checks). */
  apiToken?: { id: string; scope: ApiTokenScope };
  /** Who the session's user was when the session row was read for this request (SessionStore). */
  sessionActor?: Actor | null;
}

/** The signed-in caller; the AuthGuard guarantees one on every route that is not @Public(). */
export const CurrentActor = createParamDecorator((_data: unknown, ctx: ExecutionContext): Actor => {
  const actor = ctx.switchToHttp().getRequest<ActorRequest>().actor;
  if (!actor) throw new Error('CurrentActor used on a route the AuthGuard did not authenticate');
  return actor;
});

/** On a @Public() route: the caller if signed in, otherwise undefined. */
export const OptionalActor = createParamDecorator((_data: unknown, ctx: ExecutionContext): Actor | undefined => {
  return ctx.switchToHttp().getRequest<ActorRequest>().actor;
});
