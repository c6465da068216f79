import { gzipSync, strToU8, zipSync } from 'fflate';
import { archiveLimits, archiveMessages } from '@sous/contracts';
import { ArchiveTooLargeError, ArchiveUnreadableError } from '../archive.errors.js';
import { readRecipeArchive } from '../read-recipe-archive.js';
import { gunzipWithin, openUpload } from './archive-files.js';

const recipe = (name: string, extra: Record<string, unknown> = {}) => strToU8(JSON.stringify({ '@type': 'Recipe', name, recipeIngredient: ['1 egg'], recipeInstructions: 'Boil.', ...extra }));
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);

describe('reading an upload within the bounds', () => {
  it('counts the entries and bytes of zips inside the zip against the same bounds', () => {
    const zeros = new Uint8Array(archiveLimits.entryBytes - 10);
    const inner = (i: number) => zipSync({ [`r${i}.json`]: zeros, 'ok.json': recipe(`R${i}`) }, { level: 9 });
    const files: Record<string, Uint8Array> = {};
    for (let i = 0; i <= archiveLimits.totalBytes / zeros.length + 1; i += 1) files[`${i}.zip`] = inner(i);
    const bomb = zipSync(files, { level: 0 });
    expect(bomb.length).toBeLessThan(archiveLimits.zipBytes);
    expect(() => readRecipeArchive(bomb)).toThrow(new ArchiveTooLargeError(archiveMessages.inflatesTooLarge));
  });

  it('reads one level of zips in the zip and no deeper', () => {
    const deepest = zipSync({ 'c.json': recipe('Deep') });
    const read = readRecipeArchive(zipSync({ 'a.zip': zipSync({ 'b.zip': deepest, 'a.json': recipe('Inner') }), 'top.json': recipe('Top') }));
    expect(read.recipes.map((item) => item.entry)).toEqual(['a.zip/a.json', 'top.json']);
  });

  it('stops a gzip member as soon as it inflates past its bound, whatever its header says', () => {
    const spent: number[] = [];
    const budget = { spend: (bytes: number) => spent.push(bytes) };
    const bomb = gzipSync(new Uint8Array(archiveLimits.bundleBytes + 1), { level: 9 });
    expect(gunzipWithin(bomb, archiveLimits.bundleBytes, budget)).toBeNull();
    expect(spent).toEqual([]);
    expect(gunzipWithin(gzipSync(strToU8('hello')), 100, budget)).toEqual(strToU8('hello'));
    expect(spent).toEqual([5]);
    expect(gunzipWithin(new Uint8Array([0x1f, 0x8b, 0x08, 0, 1, 2]), 100, budget)).toBeNull();
  });

  it('skips a gzip bomb posing as a Paprika recipe and reads the others', () => {
    const zip = zipSync({ 'bomb.paprikarecipe': gzipSync(new Uint8Array(archiveLimits.bundleBytes + 1), { level: 9 }), 'ok.json': recipe('Ok') });
    expect(readRecipeArchive(zip)).toMatchObject({ skipped: [{ entry: 'bomb.paprikarecipe', reason: 'not-json' }], recipes: [{ entry: 'ok.json' }] });
  });

  it('lists photos without inflating them unless asked, and drops one above the photo bound', () => {
    const zip = zipSync({ 'a.jpg': jpeg, 'big.jpg': [new Uint8Array(archiveLimits.imageBytes + 1), { level: 9 }], 'r.json': recipe('R', { image: 'a.jpg' }) });
    const preview = openUpload(zip, 'x.zip');
    expect([...preview.images]).toEqual(['a.jpg']);
    expect(preview.imageBytes.size).toBe(0);
    const commit = openUpload(zip, 'x.zip', (name) => name === 'a.jpg');
    expect(commit.imageBytes.get('a.jpg')).toEqual(jpeg);
    expect(readRecipeArchive(zip).recipes[0].image).toBe('a.jpg');
  });

  it('tells the format of a lone file by its content', () => {
    expect(readRecipeArchive(recipe('Alone'), 'upload.bin').recipes).toMatchObject([{ entry: 'upload.bin', recipe: { title: 'Alone' } }]);
    const paprika = gzipSync(strToU8(JSON.stringify({ name: 'Toast', ingredients: '1 slice bread', directions: 'Toast it.' })));
    expect(readRecipeArchive(paprika, 'Toast.paprikarecipe').recipes).toMatchObject([{ recipe: { title: 'Toast' } }]);
    expect(readRecipeArchive(strToU8('Boil @eggs{2} for ~{8%minutes}.'), 'eggs').recipes).toMatchObject([{ recipe: { title: 'eggs', ingredients: ['2 eggs'] } }]);
    expect(() => readRecipeArchive(strToU8('just text'), 'notes.txt')).toThrow(new ArchiveUnreadableError(archiveMessages.notZip));
    expect(() => readRecipeArchive(strToU8('{"hello":1}'), 'x.json')).toThrow(new ArchiveUnreadableError(archiveMessages.noRecipes));
    expect(() => readRecipeArchive(new Uint8Array(archiveLimits.zipBytes + 1), 'x.cook')).toThrow(new ArchiveTooLargeError(archiveMessages.tooLarge));
  });

  it('keeps relative photo paths inside the upload', () => {
    const zip = zipSync({ 'a/r.json': recipe('R', { image: '../../etc/passwd.jpg' }), 'etc/passwd.jpg': jpeg, 'a/b/s.json': recipe('S', { image: '../p.png' }), 'a/p.png': jpeg });
    const read = readRecipeArchive(zip);
    expect(read.recipes.map((item) => [item.entry, item.image])).toEqual([
      ['a/b/s.json', 'a/p.png'],
      ['a/r.json', null],
    ]);
  });
});
