import { readRecipePage } from './read-recipe-page.js';
import { yieldOf } from './schema-org-values.js';

// Pages written for these tests (not copied from any site): yields and times a page shows without the
// digits-and-label form the reader knew (issue 30, third session on the corpus's tuned failures).
const page = (facts: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body><h1>Rhubarb fool</h1>${facts}
   <h2>Ingredients</h2><ul><li>400 g rhubarb</li><li>80 g sugar</li><li>300 ml double cream</li></ul>
   <h2>Method</h2><ol><li>Roast the rhubarb with the sugar until soft, then leave it to cool completely.</li><li>Whip the cream and fold the rhubarb through it.</li></ol></body></html>`;

describe('times written "Label | value"', () => {
  it('reads the value the bar parts from its label, and keeps two facts on one line apart', () => {
    expect(readRecipePage(page('<h3>Prep time | 15 minutes</h3><h3>Cooking time | 20 minutes</h3>'), null)).toMatchObject({ prepMinutes: 15, cookMinutes: 20 });
    // a label beside another label's fact is not given that fact
    expect(readRecipePage(page('<p>Prep time | Cook time: 25 minutes</p>'), null)).toMatchObject({ prepMinutes: null, cookMinutes: 25 });
  });
});

describe('yields as pages show them', () => {
  it('reads an icon standing for the label before the number ("[icon] 4")', () => {
    const html = page('<div class="facts"><div><span class="icon icon-serves"></span><span> 4 </span></div><div><span class="icon icon-clock"></span><span>30 mins</span></div></div>');
    expect(readRecipePage(html, null)).toMatchObject({ servings: 4, yieldText: 'Serves 4' });
  });

  it('but not an icon of another fact, nor an element with text', () => {
    expect(readRecipePage(page('<div><span class="icon icon-difficulty"></span><span> 4 </span></div>'), null)?.servings).toBeNull();
    expect(readRecipePage(page('<div><span class="recipe-serves">Easy</span><span> 4 </span></div>'), null)?.servings).toBeNull();
  });

  it('reads a number spelled out, on the page and in the markup', () => {
    expect(readRecipePage(page('<p>Serves eight to ten</p>'), null)).toMatchObject({ servings: 8, yieldText: 'Serves eight to ten' });
    expect(yieldOf('Makes twelve cookies')).toEqual({ servings: 12, text: 'Makes twelve cookies' });
    // a whole is not servings, and a word that only holds a number's letters is no number
    expect(yieldOf('One loaf').servings).toBeNull();
    expect(yieldOf('Enough for someone hungry').servings).toBeNull();
  });
});
