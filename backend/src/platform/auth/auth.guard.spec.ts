import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Actor } from './actor.js';
import type { ActorResolver } from './actor-resolver.js';
import type { ApiTokenCaller, ApiTokenResolver } from './api-token-resolver.js';
import { Public, Roles, SessionOnly, TokenOnly } from './auth.decorators.js';
import { ForbiddenError, SessionExpiredError, UnauthorizedError } from './auth.errors.js';
import { AuthGuard } from './auth.guard.js';
import type { SessionService } from './session.service.js';

class Routes {
  @Roles('admin')
  adminOnly(): void {}
  @Public()
  open(): void {}
  anyone(): void {}
  @SessionOnly()
  manageTokens(): void {}
  @TokenOnly()
  mcp(): void {}
}

const admin: Actor = { userId: 'u-admin', householdId: 'h1', role: 'admin' };
const member: Actor = { userId: 'u-member', householdId: 'h1', role: 'member' };

const readToken = `sous_pat_${'r'.repeat(43)}`;
const writeToken = `sous_pat_${'w'.repeat(43)}`;
const adminToken = `sous_pat_${'a'.repeat(43)}`;
const callers: Record<string, ApiTokenCaller> = {
  [readToken]: { actor: member, tokenId: 't-read', scope: 'read' },
  [writeToken]: { actor: member, tokenId: 't-write', scope: 'read-write' },
  [adminToken]: { actor: admin, tokenId: 't-admin', scope: 'read-write' },
};

function setup(known: Actor[], hadCookie = false) {
  const ended: string[] = [];
  const headers: Record<string, string> = {};
  const actors: ActorResolver = { resolve: (id: string) => Promise.resolve(known.find((a) => a.userId === id) ?? null) };
  const sessions = {
    hadSessionCookie: () => hadCookie,
    end: () => {
      ended.push('end');
      return Promise.resolve();
    },
  } as unknown as SessionService;
  const tokens = { resolve: (token: string) => Promise.resolve(callers[token] ?? null) } as unknown as ApiTokenResolver;
  const guard = new AuthGuard(new Reflector(), actors, sessions, tokens);
  const run = (handler: keyof Routes, userId?: string, options: { authorization?: string; method?: string } = {}) => {
    const request: { session?: { userId?: string }; actor?: Actor; apiToken?: unknown; method: string; headers: Record<string, string> } = {
      // the session middleware skips bearer requests
      session: options.authorization ? undefined : { userId },
      method: options.method ?? 'GET',
      headers: options.authorization ? { authorization: options.authorization } : {},
    };
    const context = {
      getType: () => 'http',
      getHandler: () => Object.getOwnPropertyDescriptor(Routes.prototype, handler)?.value as unknown,
      getClass: () => Routes,
      switchToHttp: () => ({ getRequest: () => request, getResponse: () => ({ setHeader: (name: string, value: string) => (headers[name] = value) }) }),
    } as unknown as ExecutionContext;
    return { result: guard.canActivate(context), request };
  };
  return { run, ended, headers };
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

  describe('bearer tokens', () => {
    const bearer = (token: string) => `Bearer ${token}`;

    it('acts as the token\'s user, whatever the session, and records which token', async () => {
      const { run } = setup([member]);
      const { result, request } = run('anyone', undefined, { authorization: bearer(writeToken), method: 'POST' });
      await expect(result).resolves.toBe(true);
      expect(request.actor).toEqual(member);
      expect(request.apiToken).toEqual({ id: 't-write', scope: 'read-write' });
    });

    it('lets a read token read but refuses its writes with a message naming the scope', async () => {
      const { run } = setup([member]);
      await expect(run('anyone', undefined, { authorization: bearer(readToken), method: 'GET' }).result).resolves.toBe(true);
      await expect(run('anyone', undefined, { authorization: bearer(readToken), method: 'HEAD' }).result).resolves.toBe(true);
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
        const { result } = run('anyone', undefined, { authorization: bearer(readToken), method });
        await expect(result).rejects.toThrow(ForbiddenError);
        await expect(run('anyone', undefined, { authorization: bearer(readToken), method }).result).rejects.toThrow(/read scope/);
      }
    });

    it('refuses unknown and malformed tokens with 401 (not session_expired), on public routes too', async () => {
      const { run, ended } = setup([member], true);
      for (const authorization of [bearer(`sous_pat_${'x'.repeat(43)}`), 'Bearer', 'Bearer abc', `bearer ${readToken} extra`, bearer(`pat_${'r'.repeat(43)}`)]) {
        await expect(run('anyone', member.userId, { authorization }).result).rejects.toThrow(UnauthorizedError);
        await expect(run('anyone', member.userId, { authorization }).result).rejects.not.toThrow(SessionExpiredError);
        await expect(run('open', undefined, { authorization }).result).rejects.toThrow(UnauthorizedError);
      }
      expect(ended).toEqual([]);
    });

    it('accepts the scheme in any case and ignores other schemes', async () => {
      const { run } = setup([member]);
      await expect(run('anyone', undefined, { authorization: `bEaReR ${writeToken}` }).result).resolves.toBe(true);
      // Basic is not ours: the cookie rules apply, and without a session that is a plain 401
      const basic = run('anyone', undefined, { authorization: 'Basic dXNlcjpwYXNz' });
      await expect(basic.result).rejects.toThrow(UnauthorizedError);
    });

    it('keeps session-only routes to sessions and admin routes to admins', async () => {
      const { run } = setup([member, admin]);
      await expect(run('manageTokens', undefined, { authorization: bearer(writeToken) }).result).rejects.toThrow(/signed-in session/);
      await expect(run('manageTokens', member.userId).result).resolves.toBe(true);
      await expect(run('adminOnly', undefined, { authorization: bearer(writeToken) }).result).rejects.toThrow(ForbiddenError);
      await expect(run('adminOnly', undefined, { authorization: bearer(adminToken) }).result).resolves.toBe(true);
    });

    it('lets any valid token post to a token-only route (it checks the scope itself), and nothing else', async () => {
      const { run, headers } = setup([member]);
      const read = run('mcp', undefined, { authorization: bearer(readToken), method: 'POST' });
      await expect(read.result).resolves.toBe(true);
      expect(read.request.apiToken).toEqual({ id: 't-read', scope: 'read' });
      await expect(run('mcp', undefined, { authorization: bearer(writeToken), method: 'POST' }).result).resolves.toBe(true);
      expect(headers).toEqual({});

      // a signed-in session is no credential there: 401 with the Bearer challenge, the session left alone
      await expect(run('mcp', member.userId, { method: 'POST' }).result).rejects.toThrow(UnauthorizedError);
      await expect(run('mcp', member.userId, { method: 'POST' }).result).rejects.not.toThrow(SessionExpiredError);
      expect(headers['WWW-Authenticate']).toBe('Bearer realm="Sous"');
      await expect(run('mcp', undefined, { authorization: bearer(`sous_pat_${'x'.repeat(43)}`), method: 'POST' }).result).rejects.toThrow(UnauthorizedError);
      expect(headers['WWW-Authenticate']).toBe('Bearer realm="Sous", error="invalid_token"');
    });

    it('sends the Bearer challenge only on token-only routes', async () => {
      const { run, headers } = setup([]);
      await expect(run('anyone').result).rejects.toThrow(UnauthorizedError);
      await expect(run('anyone', undefined, { authorization: 'Bearer abc' }).result).rejects.toThrow(UnauthorizedError);
      expect(headers).toEqual({});
    });
  });
});
