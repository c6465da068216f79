import { parseHtml } from './html-document.js';
import { readStructuredRecipe } from './structured-data.js';

const page = (head: string, body = '') => parseHtml(`<!doctype html><html><head>${head}</head><body>${body}</body></html>`);
const ld = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;
const recipe = (name: string, extra: Record<string, unknown> = {}) => ({ '@type': 'Recipe', name, recipeIngredient: ['1 egg'], recipeInstructions: 'Cook.', ...extra });

describe('structured recipe data', () => {
  it('finds a Recipe in @graph, in arrays, behind mainEntity, with @type lists', () => {
    expect(readStructuredRecipe(page(ld({ '@graph': [{ '@type': 'WebSite' }, recipe('A')] })), null)?.draft.title).toBe('A');
    expect(readStructuredRecipe(page(ld([{ '@type': 'Person' }, recipe('B')])), null)?.draft.title).toBe('B');
    expect(readStructuredRecipe(page(ld({ '@type': 'WebPage', mainEntity: recipe('C') })), null)?.draft.title).toBe('C');
    expect(readStructuredRecipe(page(ld({ ...recipe('D'), '@type': ['NewsArticle', 'Recipe'] })), null)?.draft.title).toBe('D');
  });

  it('prefers the recipe whose url is the page, then the first with ingredients', () => {
    const both = ld([recipe('First', { url: 'https://s.test/other' }), recipe('Second', { url: 'https://s.test/page#r' })]);
    expect(readStructuredRecipe(page(both), 'https://s.test/page')?.draft.title).toBe('Second');
    expect(readStructuredRecipe(page(both), 'https://s.test/elsewhere')?.draft.title).toBe('First');
    const teaser = ld([{ '@type': 'Recipe', name: 'Teaser' }, recipe('Real')]);
    expect(readStructuredRecipe(page(teaser), null)?.draft.title).toBe('Real');
  });

  it('falls back to microdata when the JSON-LD is broken, and stops at nested items', () => {
    const roots = page(
      '<script type="application/ld+json">{ "@type": "Recipe", broken</script>',
      `<div itemscope itemtype="https://schema.org/Recipe">
         <h1 itemprop="name">Soup</h1>
         <div itemprop="author" itemscope itemtype="https://schema.org/Person"><span itemprop="name">Ann</span></div>
         <link itemprop="image" href="/soup.jpg">
         <span itemprop="recipeIngredient">1 l stock</span><span itemprop="recipeIngredient">2 leeks</span>
         <ol itemprop="recipeInstructions"><li>Sweat the leeks.</li><li>Add the stock.</li></ol>
       </div>`,
    );
    const found = readStructuredRecipe(roots, 'https://s.test/soup');
    expect(found?.foundIn).toBe('microdata');
    expect(found?.draft).toMatchObject({ title: 'Soup', author: 'Ann', imageUrl: 'https://s.test/soup.jpg', ingredients: ['1 l stock', '2 leeks'], instructions: ['Sweat the leeks.', 'Add the stock.'] });
  });

  it('answers null for a page without a recipe', () => {
    expect(readStructuredRecipe(page(ld({ '@type': 'BlogPosting', headline: 'Tips' }), '<p>No recipe here</p>'), null)).toBeNull();
  });
});
