import { readRecipePage } from './read-recipe-page.js';

// Pages written for these tests (not copied from any site): ways blogs lay out a method that the
// heading vocabulary alone misses (issue 30, third session on the corpus's tuned failures).
const page = (body: string, lang = 'en') => `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"></head><body>${body}</body></html>`;

const ingredients = '<h1>Perentaart</h1><h2>Ingrediënten</h2><ul><li>4 stoofperen</li><li>250 g bloem</li><li>150 g boter</li><li>100 g suiker</li></ul>';
const story = '<h2>Waar komt deze taart vandaan?</h2><p>Een verhaal over de oma van de schrijver, die deze taart elke zondag bakte voor de hele familie.</p>';

describe('methods headed by the dish and a verb of making', () => {
  it('reads the method under "Recept: zelf … maken", not the story between the list and it', () => {
    const html = page(
      `${ingredients}<p>Maak zelf deze heerlijke perentaart met dit recept, lekker bij de koffie op een koude middag.</p>${story}
       <h2>Recept: zelf perentaart maken</h2><p>Schil de peren, halveer ze en verwijder de klokhuizen met een lepel.</p><p>Kneed de bloem, boter en suiker tot een deeg en bekleed er een vorm mee.</p>`,
      'nl',
    );
    expect(readRecipePage(html, null)).toMatchObject({
      instructions: ['Schil de peren, halveer ze en verwijder de klokhuizen met een lepel.', 'Kneed de bloem, boter en suiker tot een deeg en bekleed er een vorm mee.'],
      foundIn: { instructions: 'headings' },
    });
  });

  it('keeps the next stage ("… bakken") as a section of the same method, and stops at the share buttons', () => {
    const html = page(
      `${ingredients}<h2>Perentaart maken</h2><p>Schil de peren, halveer ze en verwijder de klokhuizen met een lepel.</p>
       <h2>Perentaart bakken</h2><p>Bak de taart 45 minuten op 180 °C en laat hem afkoelen op een rooster.</p>
       <h3>Delen met vrienden:</h3><ul><li>Klik om af te drukken (wordt in een nieuw venster geopend)</li><li>Klik om te delen op Facebook (wordt in een nieuw venster geopend)</li><li>Klik om te e-mailen naar een vriend (wordt in een nieuw venster geopend)</li></ul>`,
      'nl',
    );
    expect(readRecipePage(html, null)?.sections?.instructions).toEqual([
      { name: null, lines: ['Schil de peren, halveer ze en verwijder de klokhuizen met een lepel.'] },
      { name: 'Perentaart bakken', lines: ['Bak de taart 45 minuten op 180 °C en laat hem afkoelen op een rooster.'] },
    ]);
  });

  it('does not take such words for a heading outside one (a link, an equipment line)', () => {
    const html = page(
      `<h1>Pizza</h1><h2>Ingredients</h2><ul><li>500 g flour</li><li>300 ml water</li><li>7 g yeast</li></ul>
       <h2>Method</h2><ol><li>Mix the flour, water and yeast and knead for ten minutes until smooth.</li><li>Shape, top and bake for twelve minutes.</li></ol>
       <p>Baking sheet</p><p><a href="/x">Come fare la besciamella</a></p><p>Making the tomato sauce the way nonna did, a story for another day and another post.</p>`,
    );
    expect(readRecipePage(html, null)?.instructions).toEqual(['Mix the flour, water and yeast and knead for ten minutes until smooth.', 'Shape, top and bake for twelve minutes.']);
  });
});

describe('a method written on from the ingredient list under no heading of its own', () => {
  it('ends the list at two sentences in a row, even when one opens with a word read as an amount', () => {
    // "A" is Hungarian's article, and the amounts sit in blocks of their own beside the names
    const row = (amount: string, name: string) => `<div class="row"><div>${amount}</div><div class="name">${name}</div></div>`;
    const html = page(
      `<h1>Töltött cukkini</h1><h3>Hozzávalók</h3>${row('2 db', 'cukkini')}${row('300 g', 'darált hús')}${row('1 ek', 'só')}${row('100 g', 'sajt')}
       <p>A cukkinit hosszában félbevágjuk, a belsejét kikaparjuk és apróra vágjuk, majd félretesszük.</p>
       <p>Egy serpenyőben megpirítjuk a darált húst a cukkini belsejével, sózzuk, és a cukkinikbe töltjük.</p>
       <p>Kis sajttal megszórjuk, és 180 fokon 25 percig sütjük, amíg a teteje aranybarna nem lesz.</p>
       <p>Címkék</p><p>cukkini</p><p>sajt</p><p>Hasonló receptek</p><p>Sajtos rakott cukkini</p><p>Rántott sajt</p><p>Sajtkrém</p><p>Hírlevél</p><p>Impresszum</p><p>Kapcsolat</p><p>Adatvédelem</p><p>Süti beállítások</p><p>sajt</p>`,
      'hu',
    );
    const draft = readRecipePage(html, null);
    expect(draft?.ingredients).not.toContainEqual(expect.stringContaining('félbevágjuk'));
    expect(draft?.instructions).toEqual([
      'A cukkinit hosszában félbevágjuk, a belsejét kikaparjuk és apróra vágjuk, majd félretesszük.',
      'Egy serpenyőben megpirítjuk a darált húst a cukkini belsejével, sózzuk, és a cukkinikbe töltjük.',
      'Kis sajttal megszórjuk, és 180 fokon 25 percig sütjük, amíg a teteje aranybarna nem lesz.',
    ]);
  });
});
