import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const register = fileURLToPath(new URL('./ts-loader/register.mjs', import.meta.url));

/** Node arguments that run a TypeScript file of the repo directly (see ts-loader/). */
const nodeArgs = (file: string) => ['--no-warnings', '--import', register, `${root}${file}`];

/** The child's environment: ours minus Jest's VM-modules flag, plus `env`. */
const childEnv = (env: NodeJS.ProcessEnv) => ({ ...process.env, NODE_OPTIONS: '', ...env });

export function runTs(file: string, env: NodeJS.ProcessEnv, timeoutMs = 60_000): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, nodeArgs(file), { cwd: root, env: childEnv(env), encoding: 'utf8', timeout: timeoutMs });
}
