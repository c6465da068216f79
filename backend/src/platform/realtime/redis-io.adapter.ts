import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { Server, ServerOptions } from 'socket.io';
import { AppConfig } from '../../config/app-config.js';
import { redactUrl, ServiceUnreachableError } from '../errors/service-unreachable.error.js';

/**
 * Socket.IO over Redis pub/sub, so an event emitted by one backend process reaches the clients of
 * every process behind the load balancer. The two clients are closed when the app closes.
 */
export class RedisIoAdapter extends IoAdapter {
  private clients: Redis[] = [];
  private adapter: ReturnType<typeof createAdapter> | null = null;

  constructor(
    private readonly app: INestApplicationContext,
    private readonly redisUrl: string,
  ) {
    super(app);
  }

  /** Fails the boot when Redis is unreachable rather than running with a broken fan-out. */
  async connect(): Promise<void> {
    const publisher = new Redis(this.redisUrl, { lazyConnect: true, connectTimeout: 5000 });
    // a subscribed connection cannot publish: the adapter needs a second one
    const subscriber = publisher.duplicate();
    this.clients = [publisher, subscriber];
    // ioredis reconnects by itself; without a listener each failed attempt is an unhandled error
    let lastError: Error | undefined;
    for (const client of this.clients) {
      client.on('error', (error: Error) => {
        lastError = error;
        this.logger.warn(`Redis: ${error.message}`);
      });
    }
    try {
      await Promise.all(this.clients.map((client) => client.connect()));
    } catch (error) {
      // ioredis would keep retrying in the background of a process that is giving up
      for (const client of this.clients) client.disconnect();
      this.clients = [];
      throw new ServiceUnreachableError(
        `Could not connect to Redis at ${redactUrl(this.redisUrl)} (REDIS_URL): ${(lastError ?? (error as Error)).message}`,
      );
    }
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
    await Promise.all(clients.map((client) => client.quit().catch(() => client.disconnect())));
  }
}

