import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const minLength = 32;
const unusable = Symbol('unusable');

/**
 * Without SESSION_SECRET the secret is generated once into `<dataDir>/session-secret` (mode 600),
 * so sessions survive restarts without any configuration. A file too short to sign with (emptied
 * by hand, truncated) is replaced.
 */
export function readOrCreateSessionSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  const existing = readSecret(file);
  if (typeof existing === 'string') return existing;
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  if (existing === unusable) {
    writeFileSync(file, secret, { mode: 0o600 });
    chmodSync(file, 0o600);
    return secret;
  }
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // another process created it between our read and write: theirs wins so both agree
    const raced = (error as NodeJS.ErrnoException).code === 'EEXIST' ? readSecret(file) : null;
    if (typeof raced === 'string') return raced;
    throw error;
  }
}

function readSecret(file: string): string | typeof unusable | null {
  try {
    const secret = readFileSync(file, 'utf8').trim();
    return secret.length >= minLength ? secret : unusable;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
