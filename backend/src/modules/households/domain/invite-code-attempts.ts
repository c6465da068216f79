import { Injectable } from '@nestjs/common';
import { AppConfig } from '#config/app-config.js';
import { FailedAttempts } from '#platform/rate-limit/failed-attempts.js';

const bucket = 'invite-code';

/**
 * Invite codes are guessable secrets (DESIGN §7): wrong codes count per user
 * (RATE_LIMIT_INVITE_CODE, default 10 per 15 minutes); past the limit every join waits, so a
 * household's code cannot be found by trying (new accounts to try from are limited by sign-up).
 */
@Injectable()
export class InviteCodeAttempts {
  constructor(
    private readonly attempts: FailedAttempts,
    private readonly config: AppConfig,
  ) {}

  assertAllowed(userId: string): Promise<void> {
    return this.attempts.assertAllowed(bucket, userId, this.config.rateLimits.inviteCode, 'Too many wrong invite codes.');
  }

  failed(userId: string): Promise<void> {
    return this.attempts.failed(bucket, userId, this.config.rateLimits.inviteCode);
  }
}
