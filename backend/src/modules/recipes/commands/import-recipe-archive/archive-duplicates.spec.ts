import type { ArchivedRecipe } from '@sous/contracts';
import { flagDuplicates } from './archive-duplicates.js';

const entry = (name: string, title: string, sourceUrl: string | null = null) => ({
  entry: name,
  recipe: { title, sourceUrl } as ArchivedRecipe,
  image: null,
});

describe('flagDuplicates', () => {
  it('flags the same title (case and spacing aside) and the same source URL (fragment and trailing slash aside)', () => {
    const flagged = flagDuplicates(
      [entry('a.json', '  green   SALAD '), entry('b.json', 'Dal', 'https://example.test/dal/#print'), entry('c.json', 'New one', 'https://example.test/new')],
      [
        { title: 'Green salad', sourceUrl: null },
        { title: "Meera's dal", sourceUrl: 'https://example.test/dal' },
      ],
    );
    expect(flagged.map((f) => [f.entry, f.duplicate])).toEqual([
      ['a.json', { by: 'title', in: 'cookbook', of: 'Green salad' }],
      ['b.json', { by: 'sourceUrl', in: 'cookbook', of: "Meera's dal" }],
      ['c.json', null],
    ]);
  });

  it('flags a recipe the archive already held earlier, the first one stays new', () => {
    const flagged = flagDuplicates([entry('a.json', 'Soup'), entry('b.json', 'soup'), entry('c.json', 'Stew', 'https://x.test/s'), entry('d.json', 'Other stew', 'https://x.test/s')], []);
    expect(flagged.map((f) => f.duplicate)).toEqual([null, { by: 'title', in: 'archive', of: 'Soup' }, null, { by: 'sourceUrl', in: 'archive', of: 'Stew' }]);
  });
});
