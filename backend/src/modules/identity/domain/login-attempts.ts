import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../platform/errors/domain-error.js';
import { AttemptLimiter } from '../../../platform/auth/attempt-limiter.js';

export const maxFailedLogins = 10;
const windowMs = 15 * 60 * 1000;

/** Password guessing is slowed per address: 10 failures in 15 minutes lock it until they age out. */
@Injectable()
export class LoginAttempts {
  private readonly limiter = new AttemptLimiter(maxFailedLogins, windowMs);

  assertAllowed(email: string): void {
    const wait = this.limiter.retryAfter(email);
    if (wait > 0) {
      const minutes = Math.max(1, Math.ceil(wait / 60_000));
      throw new DomainError('RATE_LIMITED', `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
    }
  }

  failed(email: string): void {
    this.limiter.fail(email);
  }

  succeeded(email: string): void {
    this.limiter.reset(email);
  }
}
