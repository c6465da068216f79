import { Global, Module } from '@nestjs/common';
import { RateLimiter } from './rate-limiter.js';

/** The cluster-wide RateLimiter; bootstrap mounts its middleware on /api after the session. */
@Global()
@Module({ providers: [RateLimiter], exports: [RateLimiter] })
export class RateLimitModule {}
