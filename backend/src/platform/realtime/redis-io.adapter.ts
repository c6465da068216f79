import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Server, ServerOptions } from 'socket.io';
import { AppConfig } from '#config/app-config.js';
import { closeRedis, connectRedis, type RedisClient } from '../redis/redis-client.js';
import { publishingSafely } from './safe-publish.js';

/**
 * Socket.IO over Redis pub/sub, so an event emitted by one backend process reaches the clients of
 * every process behind the load balancer. The two clients are closed when the app closes.
 */
export class RedisIoAdapter extends IoAdapter {
  private clients: RedisClient[] = [];
  private adapter: ReturnType<typeof createAdapter> | null = null;

  constructor(
    private readonly app: INestApplicationContext,
    private readonly redisUrl: string,
  ) {
    super(app);
  }

  /** Fails the boot when Redis is unreachable rather than running with a broken fan-out. */
  async connect(): Promise<void> {
    const warn = (message: string) => this.logger.warn(message);
    const publisher = publishingSafely(await connectRedis(this.redisUrl, { failFast: false, warn }), warn);
    // a subscribed connection cannot publish: the adapter needs a second one
    const subscriber = await connectRedis(this.redisUrl, { failFast: false, warn }).catch(async (error: unknown) => {
      await closeRedis(publisher);
      throw error;
    });
    this.clients = [publisher, subscriber];
    // only processes on the same channel prefix exchange events (REDIS_CHANNEL_PREFIX)
    this.adapter = createAdapter(publisher, subscriber, { key: this.app.get(AppConfig).redisChannelPrefix });
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, options);
    if (this.adapter) server.adapter(this.adapter);
    return server;
  }

  override async dispose(): Promise<void> {
    await super.dispose();
    const clients = this.clients;
    this.clients = [];
    await Promise.all(clients.map(closeRedis));
  }
}

