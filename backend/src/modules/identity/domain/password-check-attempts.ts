import { Injectable } from '@nestjs/common';
import { AppConfig } from '#config/app-config.js';
import { FailedAttempts, type Guess, refusedWith } from '#platform/rate-limit/failed-attempts.js';

const bucket = 'password-check';

/**
 * The password that confirms deleting an account is a guessable secret like the sign-in one
 * (DESIGN §7): a stolen session must not be able to try passwords until one deletes the account.
 * Wrong passwords count per user (RATE_LIMIT_PASSWORD_CHECK, default 10 per 15 minutes), counted
 * before the password is checked (FailedAttempts.guess) so a burst of parallel guesses cannot slip past.
 */
@Injectable()
export class PasswordCheckAttempts {
  constructor(
    private readonly attempts: FailedAttempts,
    private readonly config: AppConfig,
  ) {}

  /** Counts one attempt as wrong until `right()`; throws 429 once the user's wrong guesses are used up. */
  begin(userId: string): Promise<Guess> {
    return this.attempts.guess([{ bucket, key: userId, rule: this.config.rateLimits.passwordCheck }], refusedWith('Too many wrong passwords.'));
  }
}
