import { Injectable } from '@nestjs/common';
import type { RateLimit } from '#config/app-config.js';
import { RateLimitedError, tryAgainIn } from './rate-limited.error.js';
import { RateLimiter } from './rate-limiter.js';

/**
 * Guesses at a secret (a password, an invite code): only wrong answers count, and once `rule.limit`
 * of them fall in one window every further attempt — right or wrong — is refused with 429 until
 * the window ends, so the secret cannot be found by trying. Counted by the cluster-wide
 * RateLimiter (Redis when configured), so spreading attempts over replicas does not help.
 */
@Injectable()
export class FailedAttempts {
  constructor(private readonly limiter: RateLimiter) {}

  /** Throws 429 when `key` used up its wrong guesses of `bucket`. */
  async assertAllowed(bucket: string, key: string, rule: RateLimit, message: string): Promise<void> {
    const wait = await this.limiter.retryAfter(bucket, key, rule.limit);
    if (wait > 0) throw new RateLimitedError(`${message} ${tryAgainIn(wait)}`, wait);
  }

  failed(bucket: string, key: string, rule: RateLimit): Promise<void> {
    return this.limiter.record(bucket, key, rule.windowMs);
  }
}
