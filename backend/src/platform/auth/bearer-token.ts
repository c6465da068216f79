import { createHash, randomBytes } from 'node:crypto';
import type { Request } from 'express';
import { apiTokenPrefixLength, apiTokenSecretPrefix } from '@sous/contracts';

const secretBytes = 32;
// 32 bytes are 43 base64url characters (no padding)
const tokenPattern = new RegExp(`^${apiTokenSecretPrefix}[A-Za-z0-9_-]{43}$`);

export interface NewApiTokenSecret {
  /** Shown to the user once, never stored. */
  token: string;
  hash: string;
  /** The first characters after `sous_pat_`, stored to recognise the token in a list. */
  prefix: string;
}

/**
 * A token is 256 random bits, so unlike a password it cannot be guessed or found in a dictionary:
 * one SHA-256 is enough to make the stored value useless to someone who reads the table, and it
 * lets a request find its token by an indexed equality lookup (a salted slow hash could not).
 */
export const hashApiToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

export function newApiTokenSecret(): NewApiTokenSecret {
  const random = randomBytes(secretBytes).toString('base64url');
  const token = `${apiTokenSecretPrefix}${random}`;
  return { token, hash: hashApiToken(token), prefix: random.slice(0, apiTokenPrefixLength) };
}

/**
 * What a request's Authorization header says: no bearer scheme at all (`none`: cookie rules
 * apply; other schemes such as Basic are not ours), a bearer credential that cannot be one of our
 * tokens (`malformed`), or a well-formed token.
 */
export type BearerCredential = { kind: 'none' } | { kind: 'malformed' } | { kind: 'token'; token: string };

export function parseAuthorization(header: string | string[] | undefined): BearerCredential {
  if (typeof header !== 'string') return { kind: 'none' };
  const match = /^\s*bearer(?:\s+(.*))?$/i.exec(header);
  if (!match) return { kind: 'none' };
  const credential = (match[1] ?? '').trim();
  return tokenPattern.test(credential) ? { kind: 'token', token: credential } : { kind: 'malformed' };
}

export const bearerCredential = (request: Request): BearerCredential => parseAuthorization(request.headers.authorization);

/**
 * A request authenticated (or refused) by its bearer token alone: the session cookie is not read,
 * so cookie protections (the CSRF origin check) have nothing to protect, and no session starts.
 */
export const isBearerRequest = (request: Request): boolean => bearerCredential(request).kind !== 'none';
