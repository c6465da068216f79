import { closeSync, createReadStream, existsSync, mkdirSync, openSync, readdirSync, renameSync, rmSync, writeSync } from 'node:fs';
import { dirname, join, normalize, sep } from 'node:path';
import { createGunzip } from 'node:zlib';

const BLOCK = 512;

/** The fields of a ustar header this reader needs; PGlite's dumps hold only files and folders. */
function headerOf(block: Buffer): { name: string; size: number; type: string } | null {
  if (block.every((byte) => byte === 0)) return null;
  const text = (start: number, length: number) => block.toString('utf8', start, start + length).replace(/\0.*$/s, '');
  const prefix = text(345, 155);
  const name = text(0, 100);
  return { name: prefix ? `${prefix}/${name}` : name, size: Number.parseInt(text(124, 12).trim() || '0', 8), type: text(156, 1) || '0' };
}

/** A member's path inside `root`, refusing any that would leave it. */
function placeIn(root: string, name: string): string {
  const relative = normalize(name.replace(/^\/+/, ''));
  if (relative === '.' || relative.startsWith('..') || relative.includes(`${sep}..${sep}`)) throw new Error(`Unsafe path in the cluster template: ${name}`);
  return join(root, relative);
}

/**
 * Unpacks a gzipped tar (PGlite's `dumpDataDir('gzip')`) into `root`, streaming: a member is written
 * as its bytes arrive, so memory holds one chunk, never the cluster.
 */
export async function extractGzippedTar(archive: string, root: string): Promise<void> {
  let pending: Buffer = Buffer.alloc(0);
  let file: { fd: number | null; left: number; padding: number } | null = null;
  let ended = false;
  mkdirSync(root, { recursive: true });
  for await (const chunk of createReadStream(archive).pipe(createGunzip()) as AsyncIterable<Buffer>) {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    let at = 0;
    while (!ended) {
      if (file) {
        const take = Math.min(file.left, pending.length - at);
        if (file.fd !== null && take > 0) writeSync(file.fd, pending, at, take);
        at += take;
        file.left -= take;
        if (file.left > 0) break;
        const skip = Math.min(file.padding, pending.length - at);
        at += skip;
        file.padding -= skip;
        if (file.padding > 0) break;
        if (file.fd !== null) closeSync(file.fd);
        file = null;
        continue;
      }
      if (pending.length - at < BLOCK) break;
      const header = headerOf(pending.subarray(at, at + BLOCK));
      at += BLOCK;
      if (!header) {
        ended = true;
        break;
      }
      const target = placeIn(root, header.name);
      if (header.type === '5') {
        mkdirSync(target, { recursive: true });
        continue;
      }
      if (header.type !== '0') throw new Error(`Unexpected member type ${header.type} in the cluster template: ${header.name}`);
      mkdirSync(dirname(target), { recursive: true });
      file = { fd: openSync(target, 'w', 0o600), left: header.size, padding: (BLOCK - (header.size % BLOCK)) % BLOCK };
    }
    pending = pending.subarray(at);
  }
  if (file) throw new Error('The cluster template ends inside a file');
}

/**
 * A PGlite data directory without a cluster starts from the cluster made at build time
 * (scripts/make-pglite-template.mjs: initdb'd, migrated, food database loaded), unpacked onto disk
 * before PGlite opens it. PGlite's own initdb runs a second instance, and its `loadDataDir` copies
 * the archive through the WebAssembly memory, which never shrinks; opening a cluster on disk peaks
 * like any later start (issue 33). Unpacked beside the target and renamed into place, so a crash
 * midway leaves no half cluster. Answers whether it restored one.
 */
export async function restoreClusterTemplate(dataDir: string, template: string): Promise<boolean> {
  if (dataDir === 'memory://' || !existsSync(template)) return false;
  // only where nothing is yet: a directory holding anything is PGlite's to open or refuse
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return false;
  const staging = `${dataDir}.restoring`;
  rmSync(staging, { recursive: true, force: true });
  await extractGzippedTar(template, staging);
  rmSync(dataDir, { recursive: true, force: true });
  renameSync(staging, dataDir);
  return true;
}
