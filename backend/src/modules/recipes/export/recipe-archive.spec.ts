import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { archiveLimits, archiveMessages } from '@sous/contracts';
import { exportableRecipe as recipe, sectionedPizza, writtenRecipe } from './archive-recipe-fixtures.js';
import { ArchiveTooLargeError, ArchiveUnreadableError } from './archive.errors.js';
import { cookbookArchive } from './cookbook-archive.js';
import { readRecipeArchive } from './read-recipe-archive.js';

const json = (value: unknown) => strToU8(JSON.stringify(value));


/** A zip whose local and central headers claim `declared` inflated bytes for the entry `name`. */
function lyingZip(files: Record<string, Uint8Array | [Uint8Array, { level: 0 | 9 }]>, name: string, declared: number): Uint8Array {
  const zip = zipSync(files);
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const named = (at: number, lengthAt: number) => new TextDecoder().decode(zip.subarray(at, at + view.getUint16(lengthAt, true))) === name;
  for (let i = 0; i < zip.length - 46; i += 1) {
    const signature = view.getUint32(i, true);
    if (signature === 0x04034b50 && named(i + 30, i + 26)) view.setUint32(i + 22, declared, true);
    if (signature === 0x02014b50 && named(i + 46, i + 28)) view.setUint32(i + 24, declared, true);
  }
  return zip;
}

describe('cookbook archive', () => {
  it('writes one JSON-LD file per recipe with unique names and an index, and reads them back', () => {
    const dalSource = { sourceUrl: 'https://example.test/dal', sourceAuthor: 'Meera' };
    const zip = cookbookArchive([recipe('Rice'), recipe('rice'), recipe('Dal', dalSource)], new Date('2026-11-26T12:00:00Z'));
    const read = readRecipeArchive(zip);
    expect(read.skipped).toEqual([]);
    expect(read.recipes.map((r) => r.entry)).toEqual(['rice.json', 'rice-2.json', 'dal.json']);
    expect(read.recipes[2].recipe).toEqual(writtenRecipe('Dal', dalSource));
  });

  it('reads back the headings, total time and yield it wrote, a heading with a digit or many words among them', () => {
    const pizza = recipe('Pizza', {
      ...sectionedPizza,
      ingredientSections: [
        { title: 'Dough for 2 pizzas', from: 0 },
        { title: 'Topping that goes on just before the pizzas are baked', from: 2 },
      ],
      instructions: ['Knead the dough and let it rise.', 'Top the pizzas.', 'Bake for 12 minutes.'],
      instructionSections: [{ title: 'Bake at 250 °C', from: 1 }],
    });
    const [read] = readRecipeArchive(cookbookArchive([pizza], new Date('2026-12-01T00:00:00Z'))).recipes;
    expect(read.recipe).toMatchObject({
      servings: 2,
      yieldText: '2 pizzas (30 cm)',
      // JSON-LD states a duration in ISO 8601 (PT3H): the minutes come back, in the cookbook's words
      totalTime: '3 h',
      ingredients: pizza.ingredients,
      ingredientSections: pizza.ingredientSections,
      instructions: pizza.instructions,
      instructionSections: pizza.instructionSections,
    });
  });

  it('writes uploaded photos beside the recipes under images/, keeps external links, drops other uploads, and reads the photo back', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const zip = cookbookArchive(
      [
        recipe('Pie', { id: 'pie', imageUrl: '/objects/uploads/4a4d7f4e-8c55-4d5e-9f4c-2f5d8f1b7a10' }),
        recipe('pie', { id: 'pie-2', imageUrl: 'https://photos.test/pie.jpg' }),
        recipe('Gone', { id: 'gone', imageUrl: '/objects/uploads/5b5d7f4e-8c55-4d5e-9f4c-2f5d8f1b7a10' }),
      ],
      new Date('2026-11-26T12:00:00Z'),
      new Map([['pie', { bytes: png, extension: 'png' }]]),
    );
    const files = unzipSync(zip);
    expect(Object.keys(files).sort()).toEqual(['gone.json', 'images/pie.png', 'index.json', 'pie-2.json', 'pie.json']);
    expect(files['images/pie.png']).toEqual(png);
    const doc = (name: string) => JSON.parse(strFromU8(files[name])) as Record<string, unknown>;
    expect([doc('pie.json').image, doc('pie-2.json').image, doc('gone.json').image]).toEqual(['images/pie.png', 'https://photos.test/pie.jpg', undefined]);
    const read = readRecipeArchive(zip, 'cookbook.zip', () => true);
    expect(read.recipes.map((item) => [item.entry, item.image, item.recipe.imageUrl])).toEqual([
      ['pie.json', 'images/pie.png', null],
      ['pie-2.json', null, 'https://photos.test/pie.jpg'],
      ['gone.json', null, null],
    ]);
    expect(read.images.get('images/pie.png')).toEqual(png);
  });

  it('reads foreign zips: @graph, lists, several recipes per file; skips what is not a recipe', () => {
    const step = { '@type': 'HowToStep', text: 'Cook.' };
    const zip = zipSync({
      'a/graph.json': json({ '@context': 'https://schema.org', '@graph': [{ '@type': 'WebPage' }, { '@type': 'Recipe', name: 'Soup', recipeIngredient: ['1 l stock'], recipeInstructions: [step], recipeCategory: 'Lunch, Soups', keywords: 'Vegetarian, easy' }] }),
      'b/list.json': json([
        { '@type': 'Recipe', name: 'One', recipeIngredient: ['1 egg'], recipeInstructions: 'Boil.' },
        { '@type': 'Recipe', name: 'Two', recipeIngredient: ['2 eggs'], recipeInstructions: 'Fry.' },
      ]),
      'c/notes.json': json({ hello: 'world' }),
      'd/broken.json': strToU8('{ nope'),
      'e/no-steps.json': json({ '@type': 'Recipe', name: 'Empty', recipeIngredient: ['1 egg'] }),
      'f/photo.jpg': new Uint8Array([0xff, 0xd8, 0xff]),
      '__MACOSX/a/._graph.json': strToU8('junk'),
    });
    const read = readRecipeArchive(zip);
    expect(read.recipes.map((r) => [r.entry, r.recipe.title])).toEqual([
      ['a/graph.json', 'Soup'],
      ['b/list.json', 'One'],
      ['b/list.json#2', 'Two'],
    ]);
    expect(read.recipes[0].recipe).toMatchObject({ mealType: 'lunch', dietTags: ['vegetarian'] });
    expect(read.skipped).toEqual([
      { entry: 'c/notes.json', reason: 'no-recipe' },
      { entry: 'd/broken.json', reason: 'not-json' },
      { entry: 'e/no-steps.json', reason: 'missing-instructions' },
    ]);
  });

  it('refuses a file that is not a zip, a damaged zip, and a zip without recipes (422)', () => {
    expect(() => readRecipeArchive(strToU8('hello, not a zip'))).toThrow(new ArchiveUnreadableError(archiveMessages.notZip));
    const zip = cookbookArchive([recipe('Rice')], new Date());
    expect(() => readRecipeArchive(zip.slice(0, zip.length - 30))).toThrow(ArchiveUnreadableError);
    expect(() => readRecipeArchive(zipSync({ 'readme.txt': strToU8('hi') }))).toThrow(new ArchiveUnreadableError(archiveMessages.noRecipes));
  });

  it('refuses too many entries before inflating any (413)', () => {
    const files: Record<string, Uint8Array> = {};
    for (let i = 0; i <= archiveLimits.entries; i += 1) files[`f${i}.txt`] = new Uint8Array(0);
    expect(() => readRecipeArchive(zipSync(files))).toThrow(new ArchiveTooLargeError(archiveMessages.tooManyEntries));
  });

  it('refuses a zip bomb by what it declares (413) and skips an entry above the entry bound', () => {
    const zeros = new Uint8Array(archiveLimits.entryBytes - 10);
    const files: Record<string, Uint8Array> = {};
    const needed = Math.ceil(archiveLimits.totalBytes / zeros.length) + 1;
    for (let i = 0; i < needed; i += 1) files[`bomb-${i}.json`] = zeros;
    const bomb = zipSync(files, { level: 9 });
    expect(bomb.length).toBeLessThan(archiveLimits.zipBytes);
    expect(() => readRecipeArchive(bomb)).toThrow(new ArchiveTooLargeError(archiveMessages.inflatesTooLarge));

    const big = zipSync({ 'big.json': new Uint8Array(archiveLimits.entryBytes + 1), 'ok.json': json({ '@type': 'Recipe', name: 'Ok', recipeIngredient: ['1 egg'], recipeInstructions: 'Boil.' }) });
    const read = readRecipeArchive(big);
    expect(read.skipped).toEqual([{ entry: 'big.json', reason: 'too-large' }]);
    expect(read.recipes.map((r) => r.recipe.title)).toEqual(['Ok']);
  });

  it('never inflates more than an entry declares: a header that understates the size gives a damaged entry', () => {
    const ok = json({ '@type': 'Recipe', name: 'Ok', recipeIngredient: ['1 egg'], recipeInstructions: 'Boil.' });
    const huge = lyingZip({ 'x.json': [new Uint8Array(archiveLimits.entryBytes * 4), { level: 9 }], 'ok.json': ok }, 'x.json', 100);
    // fflate inflates into a buffer of the declared size: 100 bytes of zeros come out, not 4 MB
    expect(readRecipeArchive(huge)).toMatchObject({ skipped: [{ entry: 'x.json', reason: 'not-json' }], recipes: [{ entry: 'ok.json' }] });
    // a stored entry is read by its stored size, which is held to the entry bound whatever it declares
    const stored = lyingZip({ 'y.json': [new Uint8Array(archiveLimits.entryBytes + 100), { level: 0 }], 'ok.json': ok }, 'y.json', 10);
    const read = readRecipeArchive(stored);
    expect(read.skipped).toEqual([{ entry: 'y.json', reason: 'too-large' }]);
    expect(read.recipes.map((r) => r.recipe.title)).toEqual(['Ok']);
  });
});
