import { DomainError } from '../errors/domain-error.js';

/**
 * 429 with `Retry-After` (the filter sets the header from `retryAfterSeconds`). Every limit shares
 * one code, whichever module counts it: a client waits the same way for all of them.
 */
export class RateLimitedError extends DomainError {
  override readonly name = 'RateLimitedError';
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterMs: number) {
    super('RATE_LIMITED', 'platform.rate-limited', message);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  }
}

/** "Try again in 40 seconds." / "in 3 minutes." */
export function tryAgainIn(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 120) return `Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
  const minutes = Math.ceil(seconds / 60);
  return `Try again in ${minutes} minutes.`;
}
