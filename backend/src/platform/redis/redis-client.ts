import { createClient } from 'redis';
import { redactUrl, ServiceUnreachableError } from '../errors/service-unreachable.error.js';


export interface RedisClientOptions {
  /**
   * Commands fail at once while Redis is away instead of waiting in a queue: for callers that
   * degrade (rate limits fail open, readiness says "failing") rather than hang every request.
   * The Socket.IO adapter keeps the queue: it publishes without awaiting, and a queued publish
   * still reaches the other instances once Redis is back.
   */
  failFast: boolean;
  /** Told about connection errors, at most once every 30 s while they repeat. */
  warn: (message: string) => void;
}

const connectTimeoutMs = 5000;
const maxReconnectDelayMs = 2000;
const warningIntervalMs = 30_000;

function newClient(url: string, failFast: boolean, reconnectStrategy: (retries: number, cause: Error) => number | Error) {
  return createClient({ url, disableOfflineQueue: failFast, socket: { connectTimeout: connectTimeoutMs, reconnectStrategy } });
}

export type RedisClient = ReturnType<typeof newClient>;

/**
 * The one way the process makes a Redis connection (commands, the adapter's publisher and
 * subscriber), not yet connected: `openRedis` connects it. Until the first connection a failure is
 * final, so an unreachable Redis stops the boot with a clear REDIS_URL error; after that, a lost
 * connection is retried every 100 ms growing to 2 s, for as long as it takes, resubscribing by itself.
 */
export function redisClient(url: string, options: RedisClientOptions): RedisClient {
  let connectedOnce = false;
  let lastWarning = 0;
  const client = newClient(url, options.failFast, (retries, cause) => (connectedOnce ? Math.min(100 * 2 ** retries, maxReconnectDelayMs) : cause));
  // without a listener each failed reconnect attempt would be an unhandled 'error' event
  client.on('error', (error: Error) => {
    if (!connectedOnce || Date.now() - lastWarning < warningIntervalMs) return;
    lastWarning = Date.now();
    options.warn(`Redis: ${error.message}`);
  });
  client.on('ready', () => {
    connectedOnce = true;
  });
  return client;
}

/** Connects a client from `redisClient`, or throws the one-line boot error naming REDIS_URL. */
export async function openRedis(client: RedisClient, url: string): Promise<void> {
  try {
    await client.connect();
  } catch (error) {
    if (client.isOpen) client.destroy();
    throw new ServiceUnreachableError(`Could not connect to Redis at ${redactUrl(url)} (REDIS_URL): ${(error as Error).message}`);
  }
}

/** `redisClient` then `openRedis`. */
export async function connectRedis(url: string, options: RedisClientOptions): Promise<RedisClient> {
  const client = redisClient(url, options);
  await openRedis(client, url);
  return client;
}

/** Quits politely, or drops the socket when Redis is not there to answer. */
export async function closeRedis(client: RedisClient): Promise<void> {
  if (!client.isOpen) return;
  await client.close().catch(() => client.destroy());
}
