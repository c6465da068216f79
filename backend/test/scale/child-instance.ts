import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const register = fileURLToPath(new URL('../support/ts-loader/register.mjs', import.meta.url));

/** A free TCP port on loopback (closed again before it is returned). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface ChildInstance {
  process: ChildProcess;
  baseUrl: string;
  /** The last lines it printed, to explain a failed start. */
  output(): string;
}

/**
 * `backend/src/main.ts` in its own Node process, as `npm start` runs it (through the tests'
 * TypeScript loader): a process the test can SIGKILL. Resolves once it answers liveness.
 */
export async function startChild(env: NodeJS.ProcessEnv, timeoutMs = 60_000): Promise<ChildInstance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--no-warnings', '--import', register, `${root}backend/src/main.ts`], {
    cwd: root,
    env: { ...process.env, NODE_OPTIONS: '', LOG_LEVEL: 'warn', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The instance exited with ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/api/health/live`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The instance did not start within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { process: child, baseUrl, output: () => output };
}

/** SIGKILL, like `kill -9`: no shutdown hook runs. Resolves once the process is gone. */
export function killHard(instance: ChildInstance): Promise<void> {
  const child = instance.process;
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}
