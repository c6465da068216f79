import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readOrCreateVapidKeys } from './vapid-keys.js';

describe('readOrCreateVapidKeys', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'sous-vapid-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('generates a P-256 pair once, owner-readable only, and reads the same pair back', () => {
    const first = readOrCreateVapidKeys(join(dir, 'data'));
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(first.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const file = join(dir, 'data', 'vapid-keys.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readOrCreateVapidKeys(join(dir, 'data'))).toEqual(first);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first);
  });

  it('replaces a file that holds no usable pair', () => {
    const file = join(dir, 'vapid-keys.json');
    writeFileSync(file, '{"publicKey":"short"}', { mode: 0o644 });
    const keys = readOrCreateVapidKeys(dir);
    expect(keys.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
