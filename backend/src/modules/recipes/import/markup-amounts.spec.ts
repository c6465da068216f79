import { readRecipePage } from './read-recipe-page.js';

// Pages written for these tests (not copied from any site): markup that lost amounts the page
// shows, and alternatives a page keeps hidden (issue 30, third session on the corpus's tuned failures).
const markup = (ingredients: string[]) =>
  `<script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', name: 'Slaw wraps', recipeIngredient: ingredients, recipeInstructions: ['Toss the cabbages with the dressing and roll them up in the tortillas.'] })}</script>`;
const item = (amount: string, name: string, hiddenAlternative = '') =>
  `<li><span class="amount">${amount}</span> <span class="name">${name}</span>${hiddenAlternative}</li>`;
const page = (head: string, items: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8">${head}</head><body><h1>Slaw wraps</h1><h2>Ingredients</h2><ul>${items}</ul>
   <h2>Directions</h2><ol><li>Toss the cabbages with the dressing and roll them up in the tortillas.</li></ol></body></html>`;

describe('markup that dropped amounts the page states', () => {
  const items = [
    item('1 cup (90 g)', 'shredded red cabbage'),
    item('1 cup (90 g)', 'shredded green cabbage'),
    item('2 tsp (10 ml)', 'soy sauce', '<div class="substitute hidden"><a href="/tamari">tamari</a></div>'),
    item('4', 'large tortillas'),
  ].join('');

  it('gives way to the page list, each line on its own row, without the alternatives the page keeps hidden', () => {
    const draft = readRecipePage(page(markup(['1 cup shredded red cabbage', '1 cup shredded green cabbage', 'soy sauce', '4 large tortillas']), items), null);
    expect(draft).toMatchObject({
      ingredients: ['1 cup (90 g) shredded red cabbage', '1 cup (90 g) shredded green cabbage', '2 tsp (10 ml) soy sauce', '4 large tortillas'],
      foundIn: { ingredients: 'headings' },
    });
  });

  it('but stays when it only words the amounts differently', () => {
    const draft = readRecipePage(page(markup(['1 cup shredded red cabbage', '1 cup shredded green cabbage', '2 tsp soy sauce', '4 large tortillas']), items), null);
    expect(draft).toMatchObject({ ingredients: ['1 cup shredded red cabbage', '1 cup shredded green cabbage', '2 tsp soy sauce', '4 large tortillas'], foundIn: { ingredients: 'json-ld' } });
  });
});

describe('classes of CSS frameworks that hide an element', () => {
  const body = (classes: string) => page('', `${item('200 g', 'flour')}${item('2', 'eggs')}${item('1 tsp', `salt<span class="${classes}"> or smoked salt</span>`)}`);

  it.each([['hidden'], ['d-none']])('%j hides it', (classes) => {
    expect(readRecipePage(body(classes), null)?.ingredients).toContain('1 tsp salt');
  });

  it.each([['hidden md:block'], ['d-none d-lg-inline']])('%j shows it again on wider screens', (classes) => {
    expect(readRecipePage(body(classes), null)?.ingredients).toContain('1 tsp salt or smoked salt');
  });
});
