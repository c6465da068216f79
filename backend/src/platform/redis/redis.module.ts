import { Global, Inject, Injectable, Logger, Module, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Redis } from 'ioredis';
import { AppConfig } from '../../config/app-config.js';
import { redactUrl, ServiceUnreachableError } from '../errors/service-unreachable.error.js';

/** The process's Redis connection for commands (rate limits, readiness), or null without REDIS_URL. */
export const REDIS = Symbol('REDIS');
export type RedisConnection = Redis | null;

const connectTimeoutMs = 5000;

function connect(config: AppConfig): RedisConnection {
  if (!config.redisUrl) return null;
  return new Redis(config.redisUrl, {
    lazyConnect: true,
    connectTimeout: connectTimeoutMs,
    // while Redis is away a command fails at once instead of queueing: callers degrade (rate
    // limits fail open) rather than hang every request; ioredis keeps reconnecting in the background
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
  });
}

/** Connects at boot (an unreachable Redis stops the boot, like the socket adapter) and quits on shutdown. */
@Injectable()
class RedisLifecycle implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Redis');
  private lastWarning = 0;

  constructor(
    @Inject(REDIS) private readonly redis: RedisConnection,
    private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    const redis = this.redis;
    if (!redis) return;
    redis.on('error', (error: Error) => {
      // reconnect attempts fail every second or two while Redis is down: say so, not every time
      if (Date.now() - this.lastWarning < 30_000) return;
      this.lastWarning = Date.now();
      this.logger.warn(`Redis: ${error.message}`);
    });
    try {
      await redis.connect();
    } catch (error) {
      redis.disconnect();
      throw new ServiceUnreachableError(
        `Could not connect to Redis at ${redactUrl(this.config.redisUrl!)} (REDIS_URL): ${(error as Error).message}`,
      );
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis?.quit().catch(() => this.redis?.disconnect());
  }
}

@Global()
@Module({
  providers: [{ provide: REDIS, useFactory: connect, inject: [AppConfig] }, RedisLifecycle],
  exports: [REDIS],
})
export class RedisModule {}
