import { readRecipePage } from './read-recipe-page.js';

// Pages written for these tests (not copied from any site): schema.org markup put on the wrong
// element, which the page itself shows right (issue 30, fourth session, on the failures of a second
// corpus of real pages used for tuning).
const page = (body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body>${body}</body></html>`;

describe('markup put on the wrong element', () => {
  it('reads the page’s yield when the yield property marks only its label', () => {
    const html = page(
      `<div itemscope itemtype="http://schema.org/Recipe"><h1 itemprop="name">Basil smash</h1>
       <ul class="meta"><li><span class="meta-title" itemprop="recipeYield">Yield:</span> 2 glasses</li></ul>
       <ul><li itemprop="recipeIngredient">6 basil leaves</li><li itemprop="recipeIngredient">2 ounces gin</li></ul>
       <ol><li itemprop="recipeInstructions">Muddle the basil, shake with the gin and ice, strain into two glasses.</li></ol></div>`,
    );
    const draft = readRecipePage(html, null);
    expect(draft?.servings).toBe(2);
    expect(draft?.yieldText).toContain('2 glasses');
  });

  it('looks for the page’s method when the steps property was put on the ingredient list', () => {
    const html = page(
      `<div itemscope itemtype="http://schema.org/Recipe"><h1 itemprop="name">Pan-fried mushrooms</h1>
       <h2>Ingredients</h2><div itemprop="recipeInstructions"><ul><li itemprop="recipeIngredient">2 tablespoons butter</li>
       <li itemprop="recipeIngredient">8 ounces mushrooms, sliced</li><li itemprop="recipeIngredient">1 sprig thyme</li></ul></div>
       <h2>Directions</h2><ol><li>Melt the butter in a wide pan over high heat.</li><li>Fry the mushrooms with the thyme until browned, about 6 minutes.</li></ol></div>`,
    );
    expect(readRecipePage(html, null)).toMatchObject({
      ingredients: ['2 tablespoons butter', '8 ounces mushrooms, sliced', '1 sprig thyme'],
      instructions: ['Melt the butter in a wide pan over high heat.', 'Fry the mushrooms with the thyme until browned, about 6 minutes.'],
    });
  });

  it('keeps steps that an ingredient list running on into the method repeats', () => {
    const steps = ['Soak the oats in the milk for ten minutes.', 'Blend everything until smooth and pour into a glass.'];
    const json = { '@type': 'Recipe', name: 'Oat smoothie', recipeIngredient: ['1/2 cup oats', '1 cup milk', '1 banana', '1 tsp honey', ...steps], recipeInstructions: steps };
    const html = page(
      `<script type="application/ld+json">${JSON.stringify(json)}</script><h1>Oat smoothie</h1>
       <h2>Instructions</h2><ul><li>Missing a few ingredients? Find a swap with what you have on hand.</li></ul>`,
    );
    expect(readRecipePage(html, null)?.instructions).toEqual(steps);
  });

  it('takes the title heading when the name property marks a header holding a byline and a date', () => {
    const html = page(
      `<article itemscope itemtype="http://schema.org/Recipe"><header itemprop="name"><h1>Rhubarb fool</h1><span class="byline">By A. Cook - May 3, 2017</span></header>
       <ul><li itemprop="recipeIngredient">4 stalks rhubarb</li><li itemprop="recipeIngredient">1 cup cream</li></ul>
       <p itemprop="recipeInstructions">Stew the rhubarb, cool it and fold it through the whipped cream.</p></article>`,
    );
    expect(readRecipePage(html, null)?.title).toBe('Rhubarb fool');
    const subtitled = html.replace('<span class="byline">By A. Cook - May 3, 2017</span>', '<h2>with ginger crumbs</h2>');
    expect(readRecipePage(subtitled, null)?.title).toBe('Rhubarb fool with ginger crumbs');
  });

  it('keeps the page’s line when the markup’s lost its opening with a link cut out', () => {
    const json = {
      '@type': 'Recipe',
      name: 'Goat cheese sandwich',
      recipeIngredient: [', 12-grain sourdough', '4 ounces goat cheese', '1 cucumber, sliced', '1 handful rocket', '2 teaspoons olive oil'],
      recipeInstructions: ['Spread the cheese on the bread, lay the cucumber on top and close the sandwiches.'],
    };
    const html = page(
      `<script type="application/ld+json">${JSON.stringify(json)}</script><h1>Goat cheese sandwich</h1><h2>Ingredients</h2>
       <ul><li>4 slices <a href="/bread">Big Loaf bread</a>, 12-grain sourdough</li><li>4 ounces goat cheese</li><li>1 cucumber, sliced</li><li>1 handful rocket</li><li>2 teaspoons olive oil</li><li>Salt, to taste</li></ul>
       <h2>Instructions</h2><p>Spread the cheese on the bread, lay the cucumber on top and close the sandwiches.</p>`,
    );
    expect(readRecipePage(html, null)?.ingredients).toEqual([
      '4 slices Big Loaf bread, 12-grain sourdough',
      '4 ounces goat cheese',
      '1 cucumber, sliced',
      '1 handful rocket',
      '2 teaspoons olive oil',
      'Salt, to taste',
    ]);
  });
});
