import { archiveFixtures, expectedFor } from '../../../../../test/recipes/export/fixtures/archive-fixtures.js';
import { readRecipeArchive } from '../read-recipe-archive.js';

/** Each app's archive (built from the authored fixtures) reads to the recipes written beside it. */
describe.each(archiveFixtures)('$format archive', ({ format, fileName, build }) => {
  const expected = expectedFor(format);

  it('lists its recipes with their photos, and reads each to the cookbook fields', () => {
    const read = readRecipeArchive(build(), fileName);
    expect(read.recipes.map((item) => [item.entry, item.recipe.title, item.image !== null])).toEqual(expected.entries);
    expect(read.skipped).toEqual(expected.skipped);
    expect(read.recipes.map(({ recipe: { imageUrl, ...rest }, image }) => ({ ...rest, image: image !== null ? 'archive' : imageUrl }))).toEqual(expected.recipes);
    // the preview inflates no photo
    expect(read.images.size).toBe(0);
  });

  it('reads only the photos asked for', () => {
    const all = readRecipeArchive(build(), fileName);
    const wanted = all.recipes.map((item) => item.image).filter((image): image is string => image !== null);
    const read = readRecipeArchive(build(), fileName, (name) => wanted.includes(name));
    expect([...read.images.keys()].sort()).toEqual([...wanted].sort());
    for (const bytes of read.images.values()) expect(bytes.length).toBeGreaterThan(8);
  });
});
