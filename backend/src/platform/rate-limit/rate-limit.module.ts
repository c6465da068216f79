import { Global, Module } from '@nestjs/common';
import { FailedAttempts } from './failed-attempts.js';
import { RateLimiter } from './rate-limiter.js';

/** The cluster-wide RateLimiter; bootstrap mounts its middleware on /api after the session. */
@Global()
@Module({ providers: [RateLimiter, FailedAttempts], exports: [RateLimiter, FailedAttempts] })
export class RateLimitModule {}
