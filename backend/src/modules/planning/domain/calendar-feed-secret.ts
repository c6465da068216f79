import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes (256 bits) as base64url: 43 characters, safe in a path without escaping. */
const secretPattern = /^[A-Za-z0-9_-]{43}$/;

export function newFeedSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored: a database leak reveals no working feed URL. */
export function hashFeedSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

export const isFeedSecretShaped = (value: string): boolean => secretPattern.test(value);

/**
 * The stored hash against the presented secret's, in constant time. The row was found by the hash
 * already; this keeps the final word off any early-exit string comparison.
 */
export function feedSecretMatches(storedHash: string, secret: string): boolean {
  const presented = Buffer.from(hashFeedSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return stored.length === presented.length && timingSafeEqual(stored, presented);
}
