import { ConfigError } from './config/config-error.js';
import { DataDirLockedError } from './platform/database/data-dir-lock.js';
import { ServiceUnreachableError } from './platform/errors/service-unreachable.error.js';
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
async function shutdown(): Promise<void> {
  if (stopping) return;
  stopping = true;
  // a connection that will not close must not keep the process (and the data lock) forever
  setTimeout(() => process.exit(1), 10_000).unref();
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    console.error('Sous did not shut down cleanly:', error);
    process.exit(1);
  }
}
process.once('SIGTERM', () => void shutdown());
process.once('SIGINT', () => void shutdown());
