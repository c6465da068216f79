import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export interface LocalOidcProvider {
  issuer: string;
  /** Claims of the ID tokens and userinfo answers from now on. */
  setClaims(claims: Record<string, unknown>): Promise<void>;
  stop(): void;
}

/** Starts `oidc-provider-process.mjs` in a child process and waits until it listens. */
export async function startOidcProvider(): Promise<LocalOidcProvider> {
  const script = fileURLToPath(new URL('./oidc-provider-process.mjs', import.meta.url));
  const child: ChildProcess = spawn(process.execPath, [script], { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
  const first = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`The OIDC provider exited with ${code}`)));
  });
  const { issuer, control } = JSON.parse(first) as { issuer: string; control: string };
  return {
    issuer,
    setClaims: async (claims) => {
      await fetch(control, { method: 'POST', body: JSON.stringify(claims) });
    },
    stop: () => child.kill('SIGTERM'),
  };
}
