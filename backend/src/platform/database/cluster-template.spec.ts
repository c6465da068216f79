import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { extractGzippedTar, restoreClusterTemplate } from './cluster-template.js';

/** A ustar member header: name, mode, size in octal, type flag, checksum. */
function header(name: string, size: number, type: '0' | '5'): Buffer {
  const block = Buffer.alloc(512);
  block.write(name, 0, 100, 'utf8');
  block.write('0000644\0', 100);
  block.write(`${size.toString(8).padStart(11, '0')}\0`, 124);
  block.write('        ', 148);
  block.write(type, 156);
  block.write('ustar\0', 257);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return block;
}

function tarOf(members: { name: string; body?: Buffer }[]): Buffer {
  const parts: Buffer[] = [];
  for (const member of members) {
    if (!member.body) {
      parts.push(header(member.name, 0, '5'));
      continue;
    }
    parts.push(header(member.name, member.body.length, '0'), member.body, Buffer.alloc((512 - (member.body.length % 512)) % 512));
  }
  return Buffer.concat([...parts, Buffer.alloc(1024)]);
}

describe('the cluster template (issue 33: a new instance opens a cluster on disk)', () => {
  let work: string;
  beforeEach(() => {
    work = mkdtempSync(join(tmpdir(), 'sous-cluster-template-'));
  });
  afterEach(() => rmSync(work, { recursive: true, force: true }));

  const archive = (members: { name: string; body?: Buffer }[]) => {
    const file = join(work, 'template.tar.gz');
    writeFileSync(file, gzipSync(tarOf(members)));
    return file;
  };

  it('unpacks folders and files byte for byte, across chunk and block boundaries', async () => {
    const big = Buffer.alloc(200_000);
    for (let i = 0; i < big.length; i++) big[i] = (i * 31) % 251;
    const file = archive([
      { name: '/PG_VERSION', body: Buffer.from('17\n') },
      { name: '/base' },
      { name: '/base/1/1259', body: big },
      { name: '/global/pg_control', body: Buffer.alloc(512, 7) },
    ]);
    await extractGzippedTar(file, join(work, 'out'));
    expect(readFileSync(join(work, 'out', 'PG_VERSION'), 'utf8')).toBe('17\n');
    expect(readFileSync(join(work, 'out', 'base', '1', '1259')).equals(big)).toBe(true);
    expect(readFileSync(join(work, 'out', 'global', 'pg_control')).equals(Buffer.alloc(512, 7))).toBe(true);
  });

  it('refuses a member that would leave the directory', async () => {
    const file = archive([{ name: '../escaped', body: Buffer.from('x') }]);
    await expect(extractGzippedTar(file, join(work, 'out'))).rejects.toThrow('Unsafe path in the cluster template: ../escaped');
    expect(existsSync(join(work, 'escaped'))).toBe(false);
  });

  it('restores into a missing or empty directory, renamed into place, and leaves any other alone', async () => {
    const file = archive([{ name: '/PG_VERSION', body: Buffer.from('17\n') }]);

    const fresh = join(work, 'fresh');
    expect(await restoreClusterTemplate(fresh, file)).toBe(true);
    expect(readFileSync(join(fresh, 'PG_VERSION'), 'utf8')).toBe('17\n');
    expect(existsSync(`${fresh}.restoring`)).toBe(false);

    const empty = join(work, 'empty');
    mkdirSync(empty);
    expect(await restoreClusterTemplate(empty, file)).toBe(true);

    const used = join(work, 'used');
    mkdirSync(used);
    writeFileSync(join(used, 'postmaster.opts'), 'anything');
    expect(await restoreClusterTemplate(used, file)).toBe(false);
    expect(existsSync(join(used, 'PG_VERSION'))).toBe(false);

    expect(await restoreClusterTemplate(join(work, 'none'), join(work, 'no-template.tar.gz'))).toBe(false);
    expect(await restoreClusterTemplate('memory://', file)).toBe(false);
  });
});
