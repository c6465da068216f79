import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Response } from 'express';
import type { Role } from './actor.js';
import { ActorResolver } from './actor-resolver.js';
import { type ActorRequest, publicRouteKey, rolesKey } from './auth.decorators.js';
import { ForbiddenError, SessionExpiredError, UnauthorizedError } from './auth.errors.js';
import { SessionService } from './session.service.js';

/**
 * The global guard: every route is signed-in only unless marked @Public(). Sets `request.actor`.
 * A signed session cookie whose session is gone answers `session_expired` (and drops the cookie,
 * so the client's redirect to `/` lands on the landing page instead of looping).
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly actors: ActorResolver,
    private readonly sessions: SessionService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<ActorRequest>();
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean | undefined>(publicRouteKey, targets) ?? false;

    const userId = request.session?.userId;
    const actor = userId ? await this.actors.resolve(userId) : null;
    if (actor) request.actor = actor;
    if (isPublic) return true;

    if (!actor) {
      if (userId || this.sessions.hadSessionCookie(request)) {
        await this.sessions.end(request, context.switchToHttp().getResponse<Response>());
        throw new SessionExpiredError();
      }
      throw new UnauthorizedError();
    }
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(rolesKey, targets);
    if (roles && !roles.includes(actor.role)) throw new ForbiddenError();
    return true;
  }
}
