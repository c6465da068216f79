import { finishDraft } from './finish-draft.js';
import { readRecipePage } from './read-recipe-page.js';

// Pages written for these tests (not copied from any site), each showing one way real pages lay out a recipe.
const page = (head: string, body: string, lang = 'en') => `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;
const ld = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;
const nav = '<nav><ul><li><a href="/">Home</a></li><li><a href="/ingredients">Ingredients</a></li></ul></nav>';

describe('reading a recipe page: markup first, then what the page shows', () => {
  it('fills ingredients missing from the markup from a WP Recipe Maker card, with its groups', () => {
    const html = page(
      ld({ '@context': 'https://schema.org', '@type': 'Recipe', name: 'Weeknight Ragù', recipeYield: '4', totalTime: 'PT1H10M', recipeInstructions: [{ '@type': 'HowToStep', text: 'Brown the beef.' }, { '@type': 'HowToStep', text: 'Simmer with the passata.' }] }),
      `${nav}<div class="wprm-recipe-container"><h2 class="wprm-recipe-name">Weeknight Ragù</h2>
       <div class="wprm-recipe-ingredients-container">
         <div class="wprm-recipe-ingredient-group"><h4 class="wprm-recipe-group-name">For the ragù:</h4>
           <ul><li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-amount">500</span> <span class="wprm-recipe-ingredient-unit">g</span> <span class="wprm-recipe-ingredient-name">beef mince</span></li>
           <li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-amount">700</span> <span class="wprm-recipe-ingredient-unit">ml</span> <span class="wprm-recipe-ingredient-name">passata</span> <span class="wprm-recipe-ingredient-notes">or chopped tomatoes</span></li></ul></div>
         <div class="wprm-recipe-ingredient-group"><h4 class="wprm-recipe-group-name">To serve</h4>
           <ul><li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-amount">2</span> <span class="wprm-recipe-ingredient-unit">EL</span> <span class="wprm-recipe-ingredient-name">Parmesan</span></li></ul></div>
       </div></div>`,
    );
    const draft = readRecipePage(html, 'https://ragu.test/r');
    expect(draft).toMatchObject({
      title: 'Weeknight Ragù',
      ingredients: ['500 g beef mince', '700 ml passata or chopped tomatoes', '2 EL Parmesan'],
      instructions: ['Brown the beef.', 'Simmer with the passata.'],
      sections: {
        ingredients: [
          { name: 'For the ragù', lines: ['500 g beef mince', '700 ml passata or chopped tomatoes'] },
          { name: 'To serve', lines: ['2 EL Parmesan'] },
        ],
      },
      totalTime: { minutes: 70, text: '1 h 10 min' },
      foundIn: { title: 'json-ld', ingredients: 'plugin:wprm', instructions: 'json-ld', totalTime: 'json-ld', yield: 'json-ld' },
    });
    // the unit is the page's ("EL"), never rewritten
    expect(finishDraft(draft!, null)).toMatchObject({ ingredients: ['500 g beef mince', '700 ml passata or chopped tomatoes', '2 EL Parmesan'] });
  });

  it('reads Tasty Recipes and Mediavine Create cards, their group headings as sections', () => {
    const tasty = page(
      ld({ '@type': 'Recipe', name: 'Lemon Bars', recipeInstructions: ['Bake the base.', 'Pour the curd.'] }),
      `<div class="tasty-recipes"><div class="tasty-recipes-ingredients"><h4>For the base</h4><ul><li>200 g flour</li><li>100 g butter</li></ul>
       <h4>For the curd</h4><ul><li>3 lemons</li><li>4 eggs</li></ul></div></div>`,
    );
    expect(readRecipePage(tasty, null)?.sections?.ingredients).toEqual([
      { name: 'For the base', lines: ['200 g flour', '100 g butter'] },
      { name: 'For the curd', lines: ['3 lemons', '4 eggs'] },
    ]);
    const create = page(
      '<title>Flapjacks | A Blog</title>',
      `<h1>Flapjacks</h1><div class="mv-create-card"><div class="mv-create-yield">Yield: 12 squares</div>
       <div class="mv-create-ingredients"><ul><li>250 g oats</li><li>125 g butter</li><li>125 g golden syrup</li></ul></div>
       <div class="mv-create-instructions"><ol><li>Melt the butter and syrup.</li><li>Stir in the oats and bake 20 minutes.</li></ol></div></div>`,
    );
    expect(readRecipePage(create, null)).toMatchObject({
      title: 'Flapjacks',
      ingredients: ['250 g oats', '125 g butter', '125 g golden syrup'],
      instructions: ['Melt the butter and syrup.', 'Stir in the oats and bake 20 minutes.'],
      // pieces count like servings
      servings: 12,
      yieldText: '12 squares',
      foundIn: { ingredients: 'plugin:mv-create', instructions: 'plugin:mv-create', yield: 'plugin:mv-create', title: 'page' },
    });
  });

  it('reads a page without any markup by its headings, in German, with a sub-heading and times', () => {
    const html = page(
      '<title>Kartoffelsuppe – Omas Küche</title><meta property="og:image" content="/suppe.jpg">',
      `${nav}<article><h1>Kartoffelsuppe</h1><p>Für 4 Personen · Gesamtzeit: 1 Std. 20 Min.</p>
       <h2>Zutaten</h2><ul><li>1 kg Kartoffeln</li><li>2 EL Butter</li><li>1 l Gemüsebrühe</li></ul>
       <p><strong>Zum Servieren:</strong></p><ul><li>1 Bund Petersilie</li></ul>
       <h2>Zubereitung</h2><ol><li>Die Kartoffeln schälen und würfeln.</li><li>In der Butter andünsten, mit Brühe 25 Minuten köcheln.</li></ol>
       <h2>Kommentare</h2><p>Sehr lecker!</p></article>`,
      'de',
    );
    const draft = readRecipePage(html, 'https://oma.test/suppe');
    expect(draft).toMatchObject({
      title: 'Kartoffelsuppe',
      ingredients: ['1 kg Kartoffeln', '2 EL Butter', '1 l Gemüsebrühe', '1 Bund Petersilie'],
      instructions: ['Die Kartoffeln schälen und würfeln.', 'In der Butter andünsten, mit Brühe 25 Minuten köcheln.'],
      imageUrl: 'https://oma.test/suppe.jpg',
      servings: 4,
      totalTime: { minutes: 80, text: '1 Std. 20 Min.' },
      foundIn: { ingredients: 'headings', instructions: 'headings', title: 'page', totalTime: 'page', image: 'page' },
    });
    expect(draft?.sections?.ingredients).toEqual([
      { name: null, lines: ['1 kg Kartoffeln', '2 EL Butter', '1 l Gemüsebrühe'] },
      { name: 'Zum Servieren', lines: ['1 Bund Petersilie'] },
    ]);
  });

  it('reads Spanish headings and paragraphs, "Para el sofrito:" heading a section, never an ingredient', () => {
    const html = page(
      '',
      `<h1>Arroz con pollo</h1><p><b>Ingredientes</b></p>
       <p>Para el sofrito:</p><p>1 cebolla</p><p>2 dientes de ajo</p><p>Para el arroz:</p><p>300 g de arroz</p><p>1 muslo de pollo</p>
       <p><b>Preparación</b></p><p>Sofríe la cebolla y el ajo durante diez minutos.</p><p>Añade el arroz, el pollo y el caldo; cuece veinte minutos.</p>`,
      'es',
    );
    expect(readRecipePage(html, null)).toMatchObject({
      title: 'Arroz con pollo',
      ingredients: ['1 cebolla', '2 dientes de ajo', '300 g de arroz', '1 muslo de pollo'],
      instructions: ['Sofríe la cebolla y el ajo durante diez minutos.', 'Añade el arroz, el pollo y el caldo; cuece veinte minutos.'],
      sections: {
        ingredients: [
          { name: 'Para el sofrito', lines: ['1 cebolla', '2 dientes de ajo'] },
          { name: 'Para el arroz', lines: ['300 g de arroz', '1 muslo de pollo'] },
        ],
      },
    });
  });

  it('keeps JSON-LD step sections and the total time the page gives, not prep + cook', () => {
    const html = page(
      ld({
        '@type': 'Recipe',
        name: 'Kyllinggryte',
        prepTime: 'PT80M',
        cookTime: 'PT80M',
        totalTime: 'PT80M',
        recipeYield: '3 to 4 servings',
        recipeIngredient: ['1 kylling', '2 ss olje'],
        recipeInstructions: [{ '@type': 'HowToSection', name: 'Make the sauce:', itemListElement: [{ '@type': 'HowToStep', text: 'Stir.' }] }, { '@type': 'HowToStep', text: 'Serve.' }],
      }),
      '',
    );
    const draft = readRecipePage(html, null);
    expect(draft).toMatchObject({ totalMinutes: 80, totalTime: { minutes: 80, text: '1 h 20 min' }, servings: 3, yieldText: '3 to 4 servings' });
    expect(draft?.instructions).toEqual(['Make the sauce: Stir.', 'Serve.']);
    expect(draft?.sections?.instructions).toEqual([
      { name: 'Make the sauce', lines: ['Stir.'] },
      { name: null, lines: ['Serve.'] },
    ]);
  });

  it('puts a fuller list the page shows over markup that dropped the amounts', () => {
    const html = page(
      ld({ '@type': 'Recipe', name: 'Pancakes', recipeIngredient: ['flour', 'milk', 'eggs'], recipeInstructions: ['Whisk everything together and rest the batter for ten minutes.', 'Fry thin pancakes in a hot buttered pan, two minutes a side.'] }),
      '<h2>Ingredients</h2><ul><li>200 g flour</li><li>300 ml milk</li><li>2 eggs</li></ul>',
    );
    expect(readRecipePage(html, null)).toMatchObject({ ingredients: ['200 g flour', '300 ml milk', '2 eggs'], foundIn: { ingredients: 'headings', instructions: 'json-ld' } });
  });

  it('reads microformat hRecipe and stray itemprops', () => {
    const hrecipe = page('', `<div class="hrecipe"><h2 class="fn">Toast</h2><span class="yield">Serves 2</span><ul><li class="ingredient">2 slices bread</li><li class="ingredient">1 tbsp butter</li></ul><div class="instructions"><p>Toast the bread.</p><p>Butter it while hot.</p></div></div>`);
    expect(readRecipePage(hrecipe, null)).toMatchObject({ title: 'Toast', ingredients: ['2 slices bread', '1 tbsp butter'], instructions: ['Toast the bread.', 'Butter it while hot.'], foundIn: { ingredients: 'plugin:hrecipe' } });
    const stray = page(ld({ '@type': 'Recipe', name: 'Tea' }), '<ul><li itemprop="recipeIngredient">1 tea bag</li><li itemprop="recipeIngredient">250 ml water</li></ul><ol itemprop="recipeInstructions"><li>Boil the water.</li><li>Steep three minutes.</li></ol>');
    expect(readRecipePage(stray, null)).toMatchObject({ ingredients: ['1 tea bag', '250 ml water'], instructions: ['Boil the water.', 'Steep three minutes.'], foundIn: { ingredients: 'plugin:itemprop' } });
  });

  it('finds no recipe on a page without markup, lists or headings, and no ingredients where the markup and the page have none', () => {
    expect(readRecipePage(page('<title>Ten pantry tips</title>', '<h1>Ten pantry tips</h1><p>Label everything. Keep the oldest at the front.</p>'), null)).toBeNull();
    const empty = readRecipePage(page(ld({ '@type': 'Recipe', name: 'Boiled Water', recipeIngredient: [], recipeInstructions: 'Boil it.' }), ''), null);
    expect(empty).toMatchObject({ title: 'Boiled Water', ingredients: [] });
    expect(finishDraft(empty!, null)).toBe('ingredients');
  });
});
