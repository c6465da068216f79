import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '#config/app-config.js';
import { addressKey } from '#platform/rate-limit/client-address.js';
import { FailedAttempts, type Guess, type GuessScope, perAddressCeiling } from '#platform/rate-limit/failed-attempts.js';
import { RateLimitedError } from '#platform/rate-limit/rate-limited.error.js';

/** The message of both locks (the per-account one and the ceiling): which one is not said. */
function lockedOut(waitMs: number): RateLimitedError {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return new RateLimitedError(`Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, waitMs);
}

/**
 * Password guessing (issue 32). Wrong passwords count per (account, client address): the limit of
 * RATE_LIMIT_PASSWORD_CHECK (default 10 in 15 minutes) locks that account's sign-in from that
 * address only, so a stranger elsewhere cannot lock the owner out. An address also has a ceiling
 * across accounts (3 accounts' worth, 30 by default) so it cannot spray passwords over many
 * accounts. A right password forgets the (account, address) failures; the ceiling keeps them.
 * Counted before the password is checked (FailedAttempts.guess), so parallel guesses cannot slip
 * past; the account is keyed by a hash of its email, never the email in clear.
 */
@Injectable()
export class LoginAttempts {
  constructor(
    private readonly attempts: FailedAttempts,
    private readonly config: AppConfig,
  ) {}

  /** Counts one sign-in attempt as wrong until `right()`; throws 429 when either count is used up. */
  begin(email: string, address: string): Promise<Guess> {
    return this.attempts.guess(this.scopes(email, address), lockedOut);
  }

  /** The owner proved themselves (a password reset from `address`): lifts that address's lock of the account. */
  async succeeded(email: string, address: string): Promise<void> {
    const [pair] = this.scopes(email, address);
    await this.attempts.forget(pair);
  }

  private scopes(email: string, address: string): GuessScope[] {
    const rule = this.config.rateLimits.passwordCheck;
    const account = createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
    const client = addressKey(address);
    return [
      { bucket: 'failed-login', key: `${account}@${client}`, rule, onRight: 'forget' },
      { bucket: 'failed-login-address', key: client, rule: perAddressCeiling(rule) },
    ];
  }
}
