import { Global, Inject, Injectable, Logger, Module, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { AppConfig } from '#config/app-config.js';
import { closeRedis, openRedis, type RedisClient, redisClient } from './redis-client.js';

/** The process's Redis connection for commands (rate limits, readiness), or null without REDIS_URL. */
export const REDIS = Symbol('REDIS');
export type RedisConnection = RedisClient | null;

const logger = new Logger('Redis');

function create(config: AppConfig): RedisConnection {
  return config.redisUrl ? redisClient(config.redisUrl, { failFast: true, warn: (message) => logger.warn(message) }) : null;
}

/** Connects at boot (an unreachable Redis stops the boot, like the socket adapter) and quits on shutdown. */
@Injectable()
class RedisLifecycle implements OnModuleInit, OnApplicationShutdown {
  constructor(
    @Inject(REDIS) private readonly redis: RedisConnection,
    private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    if (this.redis) await openRedis(this.redis, this.config.redisUrl!);
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.redis) await closeRedis(this.redis);
  }
}

@Global()
@Module({
  providers: [{ provide: REDIS, useFactory: create, inject: [AppConfig] }, RedisLifecycle],
  exports: [REDIS],
})
export class RedisModule {}
