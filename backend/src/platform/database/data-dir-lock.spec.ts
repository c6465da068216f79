import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock.js';

describe('acquireDataDirLock', () => {
  let root: string;
  let dir: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'sous-lock-'));
    dir = join(root, 'pglite');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /** The pid of a process that has ended. */
  const deadPid = () => {
    const child = spawnSync(process.execPath, ['-e', '']);
    return child.pid;
  };

  it('writes our pid beside the directory and removes it on release', () => {
    const lock = acquireDataDirLock(dir);
    expect(lock.file).toBe(`${dir}.lock`);
    expect(readFileSync(lock.file, 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
  });

  it('creates the parent folders of a first boot', () => {
    const nested = join(root, 'fresh', 'data', 'pglite');
    const lock = acquireDataDirLock(nested);
    expect(existsSync(`${nested}.lock`)).toBe(true);
    lock.release();
  });

  it('refuses a second lock on the same directory, naming the holder', () => {
    const lock = acquireDataDirLock(dir);
    try {
      expect(() => acquireDataDirLock(dir)).toThrow(
        new DataDirLockedError(dir, process.pid),
      );
      expect(() => acquireDataDirLock(dir)).toThrow(
        `The data directory ${dir} is locked by another process (pid ${process.pid})`,
      );
    } finally {
      lock.release();
    }
    acquireDataDirLock(dir).release();
  });

  it('refuses a lock held by another live process', () => {
    // pid 1 always exists
    writeFileSync(`${dir}.lock`, '1');
    expect(() => acquireDataDirLock(dir)).toThrow(`is locked by another process (pid 1)`);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe('1');
  });

  it('reclaims a stale lock left by a process that died', () => {
    writeFileSync(`${dir}.lock`, String(deadPid()));
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(lock.file, 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it('reclaims a lock naming our own pid that this process does not hold (a restarted container)', () => {
    writeFileSync(`${dir}.lock`, String(process.pid));
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(lock.file, 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it('reclaims an unreadable lock file', () => {
    writeFileSync(`${dir}.lock`, 'garbage');
    acquireDataDirLock(dir).release();
  });

  it('leaves a lock it no longer owns in place on release', () => {
    const lock = acquireDataDirLock(dir);
    writeFileSync(lock.file, '1');
    lock.release();
    expect(readFileSync(lock.file, 'utf8')).toBe('1');
  });
});
