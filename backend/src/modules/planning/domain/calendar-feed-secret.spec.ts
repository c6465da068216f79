import { feedSecretMatches, hashFeedSecret, isFeedSecretShaped, newFeedSecret } from './calendar-feed-secret.js';

describe('calendar feed secrets', () => {
  it('are 256 random bits in 43 URL-safe characters, never repeated', () => {
    const secrets = Array.from({ length: 200 }, newFeedSecret);
    expect(new Set(secrets).size).toBe(200);
    for (const secret of secrets) {
      expect(isFeedSecretShaped(secret)).toBe(true);
      expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
    }
  });

  it('are stored as their SHA-256 and matched against it', () => {
    const secret = newFeedSecret();
    const stored = hashFeedSecret(secret);
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).not.toContain(secret);
    expect(feedSecretMatches(stored, secret)).toBe(true);
    expect(feedSecretMatches(stored, newFeedSecret())).toBe(false);
    expect(feedSecretMatches('not a hash', secret)).toBe(false);
  });

  it('refuses shapes no secret has', () => {
    for (const value of ['', 'short', `${'a'.repeat(42)}!`, 'a'.repeat(44), `${'a'.repeat(42)}.`]) expect(isFeedSecretShaped(value)).toBe(false);
  });
});
