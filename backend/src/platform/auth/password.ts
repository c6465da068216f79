import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// N=2^15, r=8, p=1: OWASP's scrypt floor; about 50 ms and 32 MiB per hash on this machine kind
export const defaultPasswordHashLogN = 15;
const maxmem = 64 * 1024 * 1024;
let cost = { N: 2 ** defaultPasswordHashLogN, r: 8, p: 1 };
const keyLength = 64;

/**
 * The work factor of new hashes, 2^logN (PASSWORD_HASH_LOG_N, set once at boot). Only the test
 * harness lowers it: hundreds of sign-ups at the production cost were minutes of CPU per run.
 * Every hash records its own parameters, so hashes of any cost keep verifying.
 */
export function usePasswordHashLogN(logN: number): void {
  cost = { ...cost, N: 2 ** logN };
}

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...params, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash` (base64url), so the cost can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPasswordHash(hash: string, password: string): Promise<boolean> {
  const [scheme, n, r, p, salt, expected] = hash.split('$');
  if (scheme !== 'scrypt' || !salt || !expected) return false;
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  const want = Buffer.from(expected, 'base64url');
  return want.length === key.length && timingSafeEqual(want, key);
}

/** A hash of nothing anyone knows: checked against when the email is unknown, so timing does not reveal accounts. */
let decoy: Promise<string> | undefined;
export const decoyHash = () => (decoy ??= hashPassword(randomBytes(16).toString('hex')));
