import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FilesystemObjectStore } from './filesystem-object-store.js';

describe('FilesystemObjectStore', () => {
  let dir: string;
  let store: FilesystemObjectStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'sous-objects-'));
    store = new FilesystemObjectStore(join(dir, 'uploads'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('stores, reads back and deletes bytes, leaving no temporary files', async () => {
    const bytes = Buffer.from([0, 1, 2, 255]);
    await store.put('abc-123', bytes);
    expect(await store.get('abc-123')).toEqual(bytes);
    expect(readdirSync(join(dir, 'uploads'))).toEqual(['abc-123']);
    expect(await store.keys()).toEqual(['abc-123']);
    await store.delete('abc-123');
    expect(await store.get('abc-123')).toBeNull();
  });

  it('answers null for an unknown key and refuses keys that could leave the folder', async () => {
    expect(await store.get('missing')).toBeNull();
    expect(await store.keys()).toEqual([]);
    await expect(store.get('../session-secret')).rejects.toThrow('Not an object key');
    await expect(store.put('a/b', Buffer.from('x'))).rejects.toThrow('Not an object key');
  });
});
