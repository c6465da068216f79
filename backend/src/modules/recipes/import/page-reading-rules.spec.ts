import { readRecipePage } from './read-recipe-page.js';
import { durationMinutes, instructionSectionsOf } from './schema-org-values.js';

// Pages written for these tests (not copied from any site): each shows one general way real pages
// lay a recipe out that the reader must follow (issue 30, the corpus's tuned failures).
const page = (head: string, body: string, lang = 'en') => `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;

describe('reading what a page shows the way a reader sees it', () => {
  it('keeps an amount and its name apart when the theme sets them in spans with no space between', () => {
    const html = page(
      '',
      `<h1>Hefezopf</h1><h2>Zutaten</h2>
       <ul><li><span class="qty">500</span><span class="unit">g</span> Mehl</li><li><span class="qty">1</span><span class="name">Ei</span></li><li><span class="qty">½</span><span class="name">Würfel Hefe</span></li></ul>
       <h2>Zubereitung</h2><ol><li><span class="num">1</span>Alles zu einem glatten Teig kneten und eine Stunde gehen lassen.</li><li><span class="num">2</span>Einen Zopf flechten und 35 Minuten backen.</li></ol>`,
      'de',
    );
    expect(readRecipePage(html, null)).toMatchObject({
      ingredients: ['500 g Mehl', '1 Ei', '½ Würfel Hefe'],
      // the step's number, in its own element, is the list's and not the step's
      instructions: ['Alles zu einem glatten Teig kneten und eine Stunde gehen lassen.', 'Einen Zopf flechten und 35 Minuten backen.'],
    });
  });

  it('leaves text in scripts written without spaces as it is', () => {
    const html = page('', `<h1>蛋糕</h1><h2>材料</h2><ul><li>4 个蛋</li><li>125 克糖</li><li>115 克面粉</li></ul><h2>做法</h2><ol><li>把烤炉预热至<b>200</b>度，把蛋和糖打至发白。</li><li>加入面粉拌匀，烤十五分钟。</li></ol>`, 'zh');
    expect(readRecipePage(html, null)?.instructions[0]).toBe('把烤炉预热至200度，把蛋和糖打至发白。');
  });

  it('reads facts whose box shows the value above its label, and labels written with "="', () => {
    const html = page(
      '',
      `<h1>Oat salad</h1><ul class="facts"><li><div>3-4</div><p>Servings</p></li><li><div>30 min</div><p>Preparation Time</p></li><li><div>10 min</div><p>Cook Time</p></li></ul>
       <h2>Ingredients</h2><ul><li>1 cup steel-cut oats</li><li>2 tomatoes</li><li>1 lime</li></ul><h2>Instructions</h2><ol><li>Cook the oats, cool them and toss with the rest.</li></ol>`,
    );
    expect(readRecipePage(html, null)).toMatchObject({ servings: 3, yieldText: '3-4', prepMinutes: 30, cookMinutes: 10 });
    const equals = page(
      '',
      `<h2>Zucchini slice</h2><h4>Prep time = 10 mins</h4><h4>Cooking time = 35 mins</h4><h4>Ingredients</h4><ul><li>2 zucchini</li><li>1 cup flour</li><li>5 eggs</li></ul>
       <h4>Method</h4><p>Mix everything, pour into a tin and bake until set and golden.</p>`,
    );
    expect(readRecipePage(equals, null)).toMatchObject({ prepMinutes: 10, cookMinutes: 35 });
  });

  it('finds the method under a heading naming its dish, not under a time label using the same word', () => {
    const html = page(
      '',
      `<h1>Crema de calabaza</h1><p>Preparación</p><p>35 m</p><p>Tiempo total</p><p>1 h 10 m</p>
       <h2>Ingredientes para la crema de calabaza</h2><ul><li>500 g de calabaza</li><li>2 puerros</li><li>1 patata</li></ul>
       <h2>Elaboración de la crema de calabaza</h2><p>Pela y trocea la calabaza, los puerros y la patata.</p><p>Cuécelo todo veinte minutos en el caldo y tritúralo fino.</p>`,
      'es',
    );
    expect(readRecipePage(html, null)).toMatchObject({
      ingredients: ['500 g de calabaza', '2 puerros', '1 patata'],
      instructions: ['Pela y trocea la calabaza, los puerros y la patata.', 'Cuécelo todo veinte minutos en el caldo y tritúralo fino.'],
      totalMinutes: 70,
    });
  });

  it('takes the list that states amounts over a menu of foods under the same word, and keeps groups headed like the list', () => {
    const menu = '<ul class="menu"><li>Składniki</li><li>Kasze</li><li>Ryż</li><li>Mięso</li><li>Warzywa</li><li>Owoce</li><li>Ryby</li><li>Więcej...</li></ul>';
    const html = page(
      '',
      `${menu}<h1>Pieczony kalafior</h1><h3>Składniki</h3><ul><li>1 kalafior</li><li>4 łyżki oliwy</li><li>1 łyżeczka kurkumy</li><li>sól</li></ul>
       <h3>Sos</h3><ul><li>200 g jogurtu</li><li>1 ząbek czosnku</li></ul>
       <h3>Przygotowanie</h3><ol><li>Kalafior podzielić na różyczki, polać oliwą i posypać kurkumą.</li><li>Piec 30 minut w 200 stopniach, podawać z sosem.</li></ol>`,
      'pl',
    );
    expect(readRecipePage(html, null)?.sections?.ingredients).toEqual([
      { name: null, lines: ['1 kalafior', '4 łyżki oliwy', '1 łyżeczka kurkumy', 'sól'] },
      { name: 'Sos', lines: ['200 g jogurtu', '1 ząbek czosnku'] },
    ]);
  });

  describe('markup whose ingredient list was damaged gives way to the list the page shows', () => {
    const ld = (ingredients: string[]) =>
      `<script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', name: 'Gratin', recipeIngredient: ingredients, recipeInstructions: ['Layer everything in a dish and bake for forty minutes until golden.'] })}</script>`;
    const list = '<h2>Ingredients</h2><ul><li>250 g pork, in pieces</li><li>1,5 tsp mustard</li><li>40 g butter, in pieces, plus more for the dish</li><li>600 g potatoes, diced</li><li>200 ml cream</li></ul>';

    it('markup that split its lines at their commas', () => {
      const draft = readRecipePage(page(ld(['250 g pork', ' in pieces', ' 1', '5 tsp mustard', ' 40 g butter', ' in pieces', ' plus more for the dish', ' 600 g potatoes', ' diced', ' 200 ml cream']), list), null);
      expect(draft).toMatchObject({
        ingredients: ['250 g pork, in pieces', '1,5 tsp mustard', '40 g butter, in pieces, plus more for the dish', '600 g potatoes, diced', '200 ml cream'],
        foundIn: { ingredients: 'headings', instructions: 'json-ld' },
      });
    });

    it('markup that cut the list off after its first lines, running amounts into names', () => {
      const draft = readRecipePage(page(ld(['250 g pork, in pieces', '1,5tsp mustard']), list), null);
      expect(draft?.ingredients).toEqual(['250 g pork, in pieces', '1,5 tsp mustard', '40 g butter, in pieces, plus more for the dish', '600 g potatoes, diced', '200 ml cream']);
    });

    it('but not markup the page only words differently, nor a page reading that joins two ingredients', () => {
      const metric = '<h2>Ingredients</h2><ul><li>1 cup (240 ml) cream</li><li>2 cups (250 g) flour</li><li>1 egg</li></ul>';
      expect(readRecipePage(page(ld(['1 cup cream', '2 cups flour', '1 egg']), metric), null)).toMatchObject({ ingredients: ['1 cup cream', '2 cups flour', '1 egg'], foundIn: { ingredients: 'json-ld' } });
      const run = '<h2>Ingredients</h2><p>1 cup cream 2 cups flour</p><p>1 egg</p><p>1 pinch salt</p><p>1 tsp sugar</p>';
      expect(readRecipePage(page(ld(['1 cup cream', '2 cups flour', '1 egg']), run), null)?.ingredients).toEqual(['1 cup cream', '2 cups flour', '1 egg']);
    });
  });

  it('does not take a description repeated as the method for the steps when the page shows them', () => {
    const teaser = 'Bake your own apricot flan with this recipe! It is best with fresh apricots, but tinned ones work out of season.';
    const markup = { '@type': 'Recipe', name: 'Apricot flan', description: teaser, recipeIngredient: ['500 g apricots', '250 g flour', '100 g sugar'], recipeInstructions: teaser.slice(0, 80) };
    const html = page(
      `<script type="application/ld+json">${JSON.stringify(markup)}</script>`,
      `<h1>Apricot flan</h1><ul><li>500 g apricots</li><li>250 g flour</li><li>100 g sugar</li></ul>
       <p>Make the pastry first and let it rest in the fridge for an hour.</p><p>Line the tin, fill it with the halved apricots and bake for thirty minutes.</p>`,
    );
    expect(readRecipePage(html, null)).toMatchObject({
      instructions: ['Make the pastry first and let it rest in the fridge for an hour.', 'Line the tin, fill it with the halved apricots and bake for thirty minutes.'],
      foundIn: { instructions: 'page' },
    });
    // without a method on the page, the markup's text stays: an import is better than none
    expect(readRecipePage(page(`<script type="application/ld+json">${JSON.stringify(markup)}</script>`, ''), null)).toMatchObject({ instructions: [teaser.slice(0, 80)], foundIn: { instructions: 'json-ld' } });
  });

  it('reads a title heading broken over two lines as one title', () => {
    const html = page(
      '<title>Smoky Aubergine Dip With Potato Chips | A Site</title>',
      `<h1>Smoky aubergine dip<br>with potato chips</h1><h2>Ingredients</h2><ul><li>2 aubergines</li><li>1 clove garlic</li><li>500 g potatoes</li></ul><h2>Method</h2><p>Char the aubergines, scoop out the flesh and mash with the garlic.</p>`,
    );
    expect(readRecipePage(html, null)).toMatchObject({ title: 'Smoky aubergine dip with potato chips', foundIn: { title: 'page' } });
  });

  it('keeps the title a HowToStep gives its text, but not a name that repeats the text, numbers it or names every step alike', () => {
    const step = (name: string, text: string) => ({ '@type': 'HowToStep', name, text });
    expect(instructionSectionsOf([step('Préparation de la pâte', 'Mélanger la farine et le beurre.'), step('Étape 2', 'Étaler la pâte.'), step('Cuisson', 'Cuire 30 minutes.')])).toEqual([
      { name: 'Préparation de la pâte', lines: ['Mélanger la farine et le beurre.', 'Étaler la pâte.'] },
      { name: 'Cuisson', lines: ['Cuire 30 minutes.'] },
    ]);
    expect(instructionSectionsOf([step('Mix the flour and butter', 'Mix the flour and butter until crumbly.'), step('Roll out', 'Roll out the dough.')])).toEqual([{ name: null, lines: ['Mix the flour and butter until crumbly.', 'Roll out the dough.'] }]);
    expect(instructionSectionsOf([step('Shortbread', 'Mix.'), step('Shortbread', 'Bake.')])).toEqual([{ name: null, lines: ['Mix.', 'Bake.'] }]);
  });

  it.each([
    ['1½ hours', 90],
    ['1 ½ Std.', 90],
    ['½ hour', 30],
    ['2 hrs 15 mins', 135],
  ])('reads the time %j as %d minutes, a whole and a fraction together', (text, minutes) => {
    expect(durationMinutes(text)).toBe(minutes);
  });
});
