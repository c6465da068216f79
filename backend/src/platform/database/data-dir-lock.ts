import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export class DataDirLockedError extends Error {
  override readonly name = 'DataDirLockedError';
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(`The data directory ${dir} is locked by another process (pid ${pid})`);
  }
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

/** Locks held by this process: a second acquisition here must fail like one from another process. */
const held = new Set<string>();

/**
 * PGlite has no cross-process locking: two processes on one data directory silently diverge and
 * one side's commits are lost. So the directory gets an exclusive pid file `<dir>.lock` beside it.
 * A lock whose pid is dead is stale and reclaimed; so is one carrying our own pid that we do not
 * hold, which happens when a container restarts and the new process is pid 1 again.
 */
export function acquireDataDirLock(dir: string): DataDirLock {
  const file = `${dir}.lock`;
  if (held.has(file)) throw new DataDirLockedError(dir, process.pid);
  mkdirSync(dirname(file), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx', mode: 0o644 });
      return hold(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(file);
    if (owner !== null && owner !== process.pid && isAlive(owner)) throw new DataDirLockedError(dir, owner);
    // stale: remove it only if it still names the owner we judged dead, then race for it again
    if (readOwner(file) === owner) removeQuietly(file);
  }
  throw new DataDirLockedError(dir, readOwner(file) ?? 0);
}

function hold(file: string): DataDirLock {
  held.add(file);
  const onExit = () => release();
  // last resort when the process ends without a graceful shutdown
  process.once('exit', onExit);
  const release = () => {
    if (!held.delete(file)) return;
    process.removeListener('exit', onExit);
    if (readOwner(file) === process.pid) removeQuietly(file);
  };
  return { file, release };
}

function readOwner(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function removeQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    // already gone
  }
}
