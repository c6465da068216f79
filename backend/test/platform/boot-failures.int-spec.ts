import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { acquireDataDirLock } from '#platform/database/data-dir-lock.js';
import { runTs } from '../support/spawn-ts.js';

/** The real entry point (src/main.ts) in a child process, as `npm start` runs it. */
describe('booting with a problem', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sous-boot-'));
  // embedded database regardless of how the suite runs: the lock only guards PGlite
  const baseEnv = { DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'silent', PORT: '39999' };

  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('stops at once when another process holds the data directory', () => {
    const pgliteDir = join(dataDir, 'pglite');
    const lock = acquireDataDirLock(pgliteDir);
    try {
      const result = runTs('backend/src/main.ts', baseEnv);
      expect(result.stderr.trim()).toBe(
        `The data directory ${pgliteDir} is locked by another process (pid ${process.pid})`,
      );
      expect(result.status).toBe(1);
      expect(result.stdout).not.toContain('Sous listening');
    } finally {
      lock.release();
    }
  });

  it.each([
    ['PORT', 'abc', 'Invalid configuration: PORT must be an integer between 1 and 65535'],
    ['DATABASE_URL', 'nonsense', 'Invalid configuration: DATABASE_URL must be a postgresql:// connection URL'],
    ['LOG_LEVEL', 'loud', 'Invalid configuration: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent'],
  ])('stops with one line naming %s when it is %p', (variable, value, message) => {
    const result = runTs('backend/src/main.ts', { ...baseEnv, [variable]: value });
    expect(result.stderr.trim()).toBe(message);
    expect(result.status).toBe(1);
  });

  it('stops with one line when the configured database does not answer', () => {
    // port 1: nothing listens there
    const result = runTs('backend/src/main.ts', { ...baseEnv, DATABASE_URL: 'postgresql://sous:secret@127.0.0.1:1/sous' });
    expect(result.stderr.trim()).toMatch(/^Could not open the database at postgresql:\/\/sous:\*\*\*@127\.0\.0\.1:1\/sous: .+$/);
    expect(result.status).toBe(1);
  });

  it('stops with one line when the configured Redis does not answer', () => {
    const result = runTs('backend/src/main.ts', { ...baseEnv, REDIS_URL: 'redis://:secret@127.0.0.1:1' });
    expect(result.stderr.trim()).toMatch(/^Could not connect to Redis at redis:\/\/:\*\*\*@127\.0\.0\.1:1 \(REDIS_URL\): .+$/);
    expect(result.status).toBe(1);
  });
});
