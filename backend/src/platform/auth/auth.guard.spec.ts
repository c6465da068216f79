import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Actor } from './actor.js';
import type { ActorResolver } from './actor-resolver.js';
import { Public, Roles } from './auth.decorators.js';
import { ForbiddenError, SessionExpiredError, UnauthorizedError } from './auth.errors.js';
import { AuthGuard } from './auth.guard.js';
import type { SessionService } from './session.service.js';

class Routes {
  @Roles('admin')
  adminOnly(): void {}
  @Public()
  open(): void {}
  anyone(): void {}
}

const admin: Actor = { userId: 'u-admin', householdId: 'h1', role: 'admin' };
const member: Actor = { userId: 'u-member', householdId: 'h1', role: 'member' };

function setup(known: Actor[], hadCookie = false) {
  const ended: string[] = [];
  const actors = { resolve: (id: string) => Promise.resolve(known.find((a) => a.userId === id) ?? null) } as ActorResolver;
  const sessions = {
    hadSessionCookie: () => hadCookie,
    end: () => {
      ended.push('end');
      return Promise.resolve();
    },
  } as unknown as SessionService;
  const guard = new AuthGuard(new Reflector(), actors, sessions);
  const run = (handler: keyof Routes, userId?: string) => {
    const request: { session: { userId?: string }; actor?: Actor } = { session: { userId } };
    const context = {
      getType: () => 'http',
      getHandler: () => Object.getOwnPropertyDescriptor(Routes.prototype, handler)?.value as unknown,
      getClass: () => Routes,
      switchToHttp: () => ({ getRequest: () => request, getResponse: () => ({}) }),
    } as unknown as ExecutionContext;
    return { result: guard.canActivate(context), request };
  };
  return { run, ended };
}

describe('AuthGuard', () => {
  it('admits a signed-in member to ordinary routes and sets the actor', async () => {
    const { run } = setup([member]);
    const { result, request } = run('anyone', member.userId);
    await expect(result).resolves.toBe(true);
    expect(request.actor).toEqual(member);
  });

  it('refuses a signed-out caller with Unauthorized, not session_expired', async () => {
    const { run } = setup([]);
    const { result } = run('anyone');
    await expect(result).rejects.toThrow(UnauthorizedError);
    await expect(run('anyone').result).rejects.not.toThrow(SessionExpiredError);
  });

  it('answers session_expired and ends the session when the cookie outlived its session or user', async () => {
    const { run, ended } = setup([], true);
    await expect(run('anyone').result).rejects.toThrow(SessionExpiredError);
    await expect(run('anyone', 'deleted-user').result).rejects.toThrow(SessionExpiredError);
    expect(ended).toEqual(['end', 'end']);
  });

  it('lets anyone through a public route, with the actor when signed in', async () => {
    const { run } = setup([member]);
    await expect(run('open').result).resolves.toBe(true);
    const signedIn = run('open', member.userId);
    await signedIn.result;
    expect(signedIn.request.actor).toEqual(member);
  });

  it('keeps admin routes to admins', async () => {
    const { run } = setup([admin, member]);
    await expect(run('adminOnly', admin.userId).result).resolves.toBe(true);
    await expect(run('adminOnly', member.userId).result).rejects.toThrow(ForbiddenError);
  });
});
