import { Injectable } from '@nestjs/common';
import { RateLimitedError } from '#platform/rate-limit/rate-limited.error.js';
import { RateLimiter } from '#platform/rate-limit/rate-limiter.js';

export const maxFailedLogins = 10;
const windowMs = 15 * 60 * 1000;
const bucket = 'failed-login';

/**
 * Password guessing is slowed per address: 10 failures in 15 minutes lock it until the window
 * ends. Counted by the cluster-wide RateLimiter (Redis when configured), so every replica agrees.
 */
@Injectable()
export class LoginAttempts {
  constructor(private readonly limiter: RateLimiter) {}

  async assertAllowed(email: string): Promise<void> {
    const wait = await this.limiter.retryAfter(bucket, email, maxFailedLogins);
    if (wait > 0) {
      const minutes = Math.max(1, Math.ceil(wait / 60_000));
      throw new RateLimitedError(`Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, wait);
    }
  }

  failed(email: string): Promise<void> {
    return this.limiter.record(bucket, email, windowMs);
  }

  succeeded(email: string): Promise<void> {
    return this.limiter.reset(bucket, email);
  }
}
