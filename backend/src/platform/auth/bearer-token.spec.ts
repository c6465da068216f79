import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { hashApiToken, isBearerRequest, newApiTokenSecret, parseAuthorization } from './bearer-token.js';

describe('personal access token secrets', () => {
  it('are sous_pat_ and 32 random bytes in base64url, with the first 8 characters kept to recognise them', () => {
    const { token, hash, prefix } = newApiTokenSecret();
    expect(token).toMatch(/^sous_pat_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token.slice('sous_pat_'.length), 'base64url')).toHaveLength(32);
    expect(prefix).toBe(token.slice(9, 17));
    expect(hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hash).not.toContain(token.slice(9));
  });

  it('never repeat', () => {
    const tokens = new Set(Array.from({ length: 200 }, () => newApiTokenSecret().token));
    expect(tokens.size).toBe(200);
  });

  it('hash the same token to the same value and different tokens to different ones', () => {
    const a = `sous_pat_${'a'.repeat(43)}`;
    expect(hashApiToken(a)).toBe(hashApiToken(a));
    expect(hashApiToken(a)).not.toBe(hashApiToken(`sous_pat_${'a'.repeat(42)}b`));
    expect(hashApiToken(a)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('parseAuthorization', () => {
  const token = newApiTokenSecret().token;

  it('reads a well-formed bearer token, the scheme in any case and spaces around', () => {
    expect(parseAuthorization(`Bearer ${token}`)).toEqual({ kind: 'token', token });
    expect(parseAuthorization(`bearer   ${token}  `)).toEqual({ kind: 'token', token });
    expect(parseAuthorization(`BEARER ${token}`)).toEqual({ kind: 'token', token });
  });

  it('calls any other bearer credential malformed', () => {
    for (const header of [
      'Bearer',
      'Bearer ',
      'Bearer abc',
      `Bearer ${token}x`,
      `Bearer ${token.slice(0, -1)}`,
      `Bearer ${token} ${token}`,
      `Bearer ${token.replace('sous_pat_', 'sous_pak_')}`,
      `Bearer ${token.slice(0, 20)}+${token.slice(21)}`,
    ]) {
      expect({ header, parsed: parseAuthorization(header) }).toEqual({ header, parsed: { kind: 'malformed' } });
    }
  });

  it('leaves requests without a bearer scheme to the cookie rules', () => {
    expect(parseAuthorization(undefined)).toEqual({ kind: 'none' });
    expect(parseAuthorization('')).toEqual({ kind: 'none' });
    expect(parseAuthorization('Basic dXNlcjpwYXNz')).toEqual({ kind: 'none' });
    expect(parseAuthorization(`Bearer-ish ${token}`)).toEqual({ kind: 'none' });
    expect(parseAuthorization(['Bearer', token])).toEqual({ kind: 'none' });
  });

  it('tells bearer requests apart, malformed ones included', () => {
    const withHeader = (authorization?: string) => ({ headers: authorization === undefined ? {} : { authorization } }) as Request;
    expect(isBearerRequest(withHeader(`Bearer ${token}`))).toBe(true);
    expect(isBearerRequest(withHeader('Bearer nonsense'))).toBe(true);
    expect(isBearerRequest(withHeader())).toBe(false);
    expect(isBearerRequest(withHeader('Basic abc'))).toBe(false);
  });
});
