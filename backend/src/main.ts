import { ConfigError } from '#config/config-error.js';
import { DataDirLockedError } from '#platform/database/data-dir-lock.js';
import { ServiceUnreachableError } from '#platform/errors/service-unreachable.error.js';
import { type PreparedBoot, prepareBoot } from './prepare-boot.js';

/** Operator mistakes are told in one line; anything else keeps its stack for debugging. */
function reportBootFailure(error: unknown): never {
  const operatorError =
    error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof ServiceUnreachableError;
  if (operatorError) console.error(error.message);
  else console.error('Sous could not start:', error);
  process.exit(1);
}

let prepared: PreparedBoot;
try {
  prepared = prepareBoot(process.env);
} catch (error) {
  reportBootFailure(error);
}

// loaded only now: a bad config or a locked data directory is reported without waiting for it
const { createApp } = await import('./bootstrap.js');
const app = await createApp({ prepared }).catch(reportBootFailure);
const { port } = prepared.config;
await app.listen(port).catch(reportBootFailure);
console.log(`Sous listening on http://localhost:${port}`);

let stopping = false;
/**
 * SIGTERM/SIGINT: stop taking traffic, close sockets (clients reconnect elsewhere), let in-flight
 * requests finish up to SHUTDOWN_TIMEOUT, then close the database and Redis.
 */
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  const timeoutMs = prepared.config.shutdownTimeoutMs;
  // a connection or hook that will not close must not keep the process (and the data lock) forever
  setTimeout(() => process.exit(1), timeoutMs + 10_000).unref();
  console.log(`${signal}: shutting down (waiting up to ${timeoutMs / 1000} s for requests in flight)`);
  try {
    // loaded like the app, after the config check
    const { GracefulShutdown } = await import('#platform/lifecycle/graceful-shutdown.js');
    const result = await app.get(GracefulShutdown).drain(timeoutMs);
    if (!result.drained) console.error(`${result.abandoned} request(s) were cut off by the shutdown timeout`);
    await app.close();
    process.exit(0);
  } catch (error) {
    console.error('Sous did not shut down cleanly:', error);
    process.exit(1);
  }
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));
