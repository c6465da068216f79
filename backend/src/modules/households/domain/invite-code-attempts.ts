import { Injectable } from '@nestjs/common';
import { AppConfig } from '#config/app-config.js';
import { addressKey } from '#platform/rate-limit/client-address.js';
import { FailedAttempts, type Guess, perAddressCeiling, refusedWith } from '#platform/rate-limit/failed-attempts.js';

/**
 * Invite codes are guessable secrets (DESIGN §7): wrong codes count per user against
 * RATE_LIMIT_INVITE_CODE (default 10 per 15 minutes) and, since issue 32, per client address against
 * three users' worth (30), so new accounts do not buy a guesser new guesses; past either limit every
 * join waits, so a household's code cannot be found by trying. Counted before the code is looked up
 * (FailedAttempts.guess), so parallel guesses cannot slip past the count.
 */
@Injectable()
export class InviteCodeAttempts {
  constructor(
    private readonly attempts: FailedAttempts,
    private readonly config: AppConfig,
  ) {}

  /** Counts one join as a wrong code until `right()`; throws 429 when the user or the address used theirs up. */
  begin(userId: string, address: string): Promise<Guess> {
    const rule = this.config.rateLimits.inviteCode;
    return this.attempts.guess(
      [
        { bucket: 'invite-code', key: userId, rule },
        { bucket: 'invite-code-address', key: addressKey(address), rule: perAddressCeiling(rule) },
      ],
      refusedWith('Too many wrong invite codes.'),
    );
  }
}
