import { Injectable } from '@nestjs/common';
import type { RateLimit } from '#config/app-config.js';
import { RateLimitedError, tryAgainIn } from './rate-limited.error.js';
import { RateLimiter } from './rate-limiter.js';

/** One count a guess is held to, e.g. (account, address) or the address alone. */
export interface GuessScope {
  bucket: string;
  key: string;
  rule: RateLimit;
  /** What a right answer does here: give back this guess (default), or forget the earlier wrong ones too. */
  onRight?: 'give-back' | 'forget';
}

/** A guess that was let through: it stays counted as a wrong one unless one of these is called. */
export interface Guess {
  /** The answer was right. */
  right(): Promise<void>;
  /** The secret was never checked (the database failed first): the guess does not count. */
  undo(): Promise<void>;
}

/**
 * Guesses at a secret (a password, an invite code): only wrong answers count, and once `rule.limit`
 * of them fall in one window every further attempt — right or wrong — is refused with 429 until
 * the window ends, so the secret cannot be found by trying. Counted by the cluster-wide
 * RateLimiter (Redis when configured), so spreading attempts over replicas does not help.
 */
@Injectable()
export class FailedAttempts {
  constructor(private readonly limiter: RateLimiter) {}

  /**
   * Counts a guess in every scope before the secret is checked, atomically (issue 32): checking
   * first and counting after the answer let a burst of parallel guesses all pass the check. When
   * any scope is used up nothing stays counted and `refuse(waitMs)` is thrown; a right answer
   * gives its guess back with `right()`, so only wrong answers use up the budget.
   */
  async guess(scopes: readonly GuessScope[], refuse: (waitMs: number) => Error): Promise<Guess> {
    const taken: GuessScope[] = [];
    for (const scope of scopes) {
      // the first used-up scope refuses: later scopes are not touched, so a refused guess never
      // inflates them, even for a moment
      const wait = await this.limiter.consumeAmount(scope.bucket, scope.key, 1, scope.rule.limit, scope.rule.windowMs);
      if (wait > 0) {
        await Promise.all(taken.map((held) => this.limiter.giveBack(held.bucket, held.key)));
        throw refuse(wait);
      }
      taken.push(scope);
    }
    const giveBack = (scope: GuessScope) => this.limiter.giveBack(scope.bucket, scope.key);
    // settled once: a second call must not give back a guess someone else took
    let settled = false;
    const settle = async (each: (scope: GuessScope) => Promise<void>) => {
      if (settled) return;
      settled = true;
      await Promise.all(scopes.map(each));
    };
    return {
      right: () => settle((scope) => (scope.onRight === 'forget' ? this.forget(scope) : giveBack(scope))),
      undo: () => settle(giveBack),
    };
  }

  /** Forgets the wrong guesses counted in `scope` (the secret's owner proved themselves another way). */
  forget(scope: GuessScope): Promise<void> {
    return this.limiter.reset(scope.bucket, scope.key);
  }
}

/**
 * The per-address ceiling of a secret guarded per holder (an account, a user): three holders'
 * worth, so one address cannot spread its guesses over many accounts, while the members of one
 * household behind one address still have room.
 */
export const perAddressCeiling = (rule: RateLimit): RateLimit => ({ limit: rule.limit * 3, windowMs: rule.windowMs });

/** A refusal worded "`message` Try again in …". */
export const refusedWith = (message: string) => (waitMs: number) => new RateLimitedError(`${message} ${tryAgainIn(waitMs)}`, waitMs);
