import type { Request } from 'express';
import { hashApiToken } from '../auth/bearer-token.js';
import { normalisedPath } from '../http/normalised-path.js';
import { callerKey, limitedRouteOf, limitedRoutes } from './rate-limit.middleware.js';

const tokenA = `sous_pat_${'a'.repeat(43)}`;
const tokenB = `sous_pat_${'b'.repeat(43)}`;

const request = (fields: { authorization?: string; userId?: string; ip?: string }) =>
  ({
    headers: fields.authorization ? { authorization: fields.authorization } : {},
    session: fields.userId ? { userId: fields.userId } : undefined,
    ip: fields.ip ?? '203.0.113.7',
  }) as unknown as Request;

describe('callerKey', () => {
  it('counts bearer requests per token, by a hash prefix and never the secret', () => {
    const keyA = callerKey(request({ authorization: `Bearer ${tokenA}` }), 'user');
    const keyB = callerKey(request({ authorization: `Bearer ${tokenB}` }), 'user');
    expect(keyA).toBe(`token:${hashApiToken(tokenA).slice(0, 32)}`);
    expect(keyB).not.toBe(keyA);
    expect(keyA).not.toContain('a'.repeat(10));
    // the same token from another address is the same budget
    expect(callerKey(request({ authorization: `Bearer ${tokenA}`, ip: '198.51.100.1' }), 'user')).toBe(keyA);
  });

  it('counts sessions per user and everything else per address', () => {
    expect(callerKey(request({ userId: 'u1' }), 'user')).toBe('user:u1');
    expect(callerKey(request({}), 'user')).toBe('ip:203.0.113.7');
    expect(callerKey(request({ authorization: 'Bearer nonsense' }), 'user')).toBe('ip:203.0.113.7');
    // per-address routes (sign-in, sign-up) stay per address whoever calls
    expect(callerKey(request({ authorization: `Bearer ${tokenA}`, userId: 'u1' }), 'address')).toBe('ip:203.0.113.7');
  });
});

describe('limitedRouteOf', () => {
  const at = (method: string, originalUrl: string) => ({ method, originalUrl, url: originalUrl }) as unknown as Request;

  it('names every route by its normalised path, so the table cannot hold a spelling no request has', () => {
    for (const route of limitedRoutes) expect(normalisedPath(`/api${route.path}`)).toBe(`/api${route.path}`);
  });

  it('finds a limited route by any spelling of its path, and nothing else', () => {
    for (const spelling of ['/api/auth/email/login', '/api/auth/email/Login', '/API/AUTH/EMAIL/LOGIN/', '//api//auth/email/login', '/api/auth/email/%4Cogin?x=1']) {
      expect(limitedRouteOf(at('POST', spelling))?.bucket).toBe('signIn');
    }
    expect(limitedRouteOf(at('GET', '/api/auth/email/login'))).toBeUndefined();
    expect(limitedRouteOf(at('POST', '/api/auth/email/login/x'))).toBeUndefined();
    expect(limitedRouteOf(at('POST', '/api/recipes/import/archive'))).toBeUndefined();
    // a slash escaped inside a segment is not a segment break
    expect(limitedRouteOf(at('POST', '/api/recipes%2Fimport'))).toBeUndefined();
  });
});
