import { Injectable } from '@nestjs/common';
import { AppConfig } from '#config/app-config.js';
import { FailedAttempts } from '#platform/rate-limit/failed-attempts.js';

const bucket = 'password-check';

/**
 * The password that confirms deleting an account is a guessable secret like the sign-in one
 * (DESIGN §7): a stolen session must not be able to try passwords until one deletes the account.
 * Wrong passwords count per user (RATE_LIMIT_PASSWORD_CHECK, default 10 per 15 minutes).
 */
@Injectable()
export class PasswordCheckAttempts {
  constructor(
    private readonly attempts: FailedAttempts,
    private readonly config: AppConfig,
  ) {}

  assertAllowed(userId: string): Promise<void> {
    return this.attempts.assertAllowed(bucket, userId, this.config.rateLimits.passwordCheck, 'Too many wrong passwords.');
  }

  failed(userId: string): Promise<void> {
    return this.attempts.failed(bucket, userId, this.config.rateLimits.passwordCheck);
  }
}
