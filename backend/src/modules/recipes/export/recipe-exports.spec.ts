import { draftFromSchema } from '../import/structured-data.js';
import type { ExportableRecipe } from './exportable-recipe.js';
import { fileSlug, UniqueNames } from './file-names.js';
import { isoDuration } from './durations.js';
import { recipeCooklang } from './recipe-cooklang.js';
import { recipeJsonLd } from './recipe-json-ld.js';
import { recipePrintPage } from './recipe-print-page.js';

const shakshuka: ExportableRecipe = {
  id: 'r1',
  title: 'Shakshuka',
  description: 'Eggs poached in spiced tomato.',
  prepTime: '10',
  cookTime: '1 hour 15 min',
  servings: 4,
  ingredients: ['2 tbsp olive oil', '1 onion, diced', '1 1/2 cups crushed tomatoes', '4 eggs', '1/2 tsp cumin', 'Salt'],
  instructions: ['Soften the onion in the oil.', 'Add the tomatoes and simmer.', 'Crack in the eggs, cover and cook until set.'],
  cuisine: 'Middle Eastern',
  mealType: 'breakfast',
  dietTags: ['vegetarian', 'gluten-free', 'low-carb'],
  sourceUrl: 'https://example.test/shakshuka',
  sourceAuthor: 'Ada Cook',
  imageUrl: null,
  createdAt: '2026-11-26T10:00:00.000Z',
};

describe('durations', () => {
  it.each([
    [45, 'PT45M'],
    [60, 'PT1H'],
    [90, 'PT1H30M'],
    [0, 'PT0M'],
  ])('%i minutes is %s', (minutes, iso) => expect(isoDuration(minutes)).toBe(iso));
});

describe('recipeJsonLd', () => {
  it('writes a schema.org Recipe with ISO durations, steps, category, keywords and attribution', () => {
    const doc = recipeJsonLd(shakshuka);
    expect(doc).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Shakshuka',
      recipeYield: '4 servings',
      prepTime: 'PT10M',
      cookTime: 'PT1H15M',
      totalTime: 'PT1H25M',
      recipeCuisine: 'Middle Eastern',
      recipeCategory: 'breakfast',
      keywords: 'vegetarian, gluten-free, low-carb',
      suitableForDiet: ['https://schema.org/VegetarianDiet', 'https://schema.org/GlutenFreeDiet'],
      author: { '@type': 'Person', name: 'Ada Cook' },
      url: 'https://example.test/shakshuka',
      dateCreated: '2026-11-26T10:00:00.000Z',
    });
    expect(doc.recipeInstructions).toEqual(shakshuka.instructions.map((text, i) => ({ '@type': 'HowToStep', position: i + 1, text })));
    expect(doc).not.toHaveProperty('image');
  });

  it('reads back through the import reader to the same recipe', () => {
    const draft = draftFromSchema(recipeJsonLd(shakshuka), null);
    expect(draft).toMatchObject({
      title: 'Shakshuka',
      prepMinutes: 10,
      cookMinutes: 75,
      servings: 4,
      ingredients: shakshuka.ingredients,
      instructions: shakshuka.instructions,
      cuisine: 'Middle Eastern',
      category: 'breakfast',
      author: 'Ada Cook',
      url: 'https://example.test/shakshuka',
    });
  });

  it('leaves out what the recipe does not have', () => {
    const doc = recipeJsonLd({ ...shakshuka, prepTime: null, cookTime: 'a while', servings: null, dietTags: [], sourceAuthor: null, sourceUrl: null, description: null, mealType: null, cuisine: null });
    for (const key of ['prepTime', 'cookTime', 'totalTime', 'recipeYield', 'keywords', 'suitableForDiet', 'author', 'url', 'description', 'recipeCategory', 'recipeCuisine']) {
      expect(doc).not.toHaveProperty(key);
    }
  });
});

describe('recipeCooklang', () => {
  const text = recipeCooklang(shakshuka);

  it('starts with metadata lines', () => {
    expect(text.split('\n\n')[0].split('\n')).toEqual([
      '>> title: Shakshuka',
      '>> description: Eggs poached in spiced tomato.',
      '>> servings: 4',
      '>> prep time: 10 min',
      '>> cook time: 1 h 15 min',
      '>> cuisine: Middle Eastern',
      '>> course: breakfast',
      '>> tags: vegetarian, gluten-free, low-carb',
      '>> source: https://example.test/shakshuka',
      '>> author: Ada Cook',
    ]);
  });

  it('marks each ingredient where a step first names it, the rest in a leading step', () => {
    const paragraphs = text.trimEnd().split('\n\n').slice(1);
    expect(paragraphs).toEqual([
      'Have ready: @cumin{1/2%tsp}, @Salt{}.',
      'Soften the @onion{1}(diced) in the @olive oil{2%tbsp}.',
      'Add the @crushed tomatoes{1.5%cups} and simmer.',
      'Crack in the @eggs{4}, cover and cook until set.',
    ]);
  });

  it('keeps markup characters of the text from being read as markup', () => {
    const odd = recipeCooklang({ ...shakshuka, ingredients: ['2 {weird} eggs'], instructions: ['Mix @ 180 #2 -- then\nrest ~5 min.'] });
    const steps = odd.trimEnd().split('\n\n').slice(1);
    expect(steps).toEqual(['Have ready: @weird eggs{2}.', 'Mix \uff20 180 \uff032 \u2013 then rest \uff5e5 min.']);
  });

  it('does not mark the headings of ingredient groups', () => {
    const grouped = recipeCooklang({ ...shakshuka, ingredients: ['For the sauce:', '2 tomatoes'], instructions: ['Sauce: chop the tomatoes.'] });
    expect(grouped.trimEnd().split('\n\n').slice(1)).toEqual(['Sauce: chop the @tomatoes{2}.']);
  });

  it('writes ranges and plain fractions', () => {
    const ranged = recipeCooklang({ ...shakshuka, ingredients: ['2-3 cloves garlic'], instructions: ['Crush the garlic.'] });
    expect(ranged).toContain('Crush the @garlic{2-3%cloves}.');
  });

  it('writes the unit as the line does, a container’s size with it; a line that is not amount, unit, food gets the parsed amount', () => {
    const written = recipeCooklang({
      ...shakshuka,
      ingredients: ['2 tablespoons olive oil', '1 (14 oz) can crushed tomatoes', '1/2 tsp cumin', '5 garlic cloves'],
      instructions: ['Warm the olive oil with the cumin and garlic.', 'Add the crushed tomatoes.'],
    });
    expect(written).toContain('Warm the @olive oil{2%tablespoons} with the @cumin{1/2%tsp} and @garlic{5%clove}.');
    expect(written).toContain('Add the @crushed tomatoes{1%(14 oz) can}.');
  });
});

describe('recipePrintPage', () => {
  it('escapes every text, has print styles and no scripts', () => {
    const page = recipePrintPage({ ...shakshuka, title: 'Eggs <script>alert(1)</script> & "co"', ingredients: ['<img src=x onerror=alert(1)>'], sourceUrl: 'javascript:alert(1)' });
    expect(page).toContain('<title>Eggs &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;co&quot;</title>');
    expect(page).toContain('<li>&lt;img src=x onerror=alert(1)&gt;</li>');
    expect(page).not.toMatch(/<script/i);
    expect(page).not.toContain('href="javascript:');
    expect(page).toContain('@media print');
    expect(page).toContain('<li><b>Cook:</b> 1 h 15 min</li>');
  });

  it('shows the yield and total time as written and each heading over its lines, steps counting on', () => {
    const page = recipePrintPage({
      ...shakshuka,
      yieldText: '3 to 4 plates',
      totalTime: '2 hours',
      ingredients: ['2 tomatoes', '4 eggs'],
      ingredientSections: [{ title: 'For the <sauce>', from: 0 }, { title: 'To finish', from: 1 }],
      instructions: ['Soften the onion.', 'Add the tomatoes.', 'Crack in the eggs.'],
      instructionSections: [{ title: 'Finish', from: 2 }],
    });
    expect(page).toContain('<li><b>Makes:</b> 3 to 4 plates</li>');
    expect(page).toContain('<li><b>Total:</b> 2 hours</li>');
    expect(page).toContain('<h3>For the &lt;sauce&gt;</h3>\n<ul class="ingredients">\n<li>2 tomatoes</li>\n</ul>\n<h3>To finish</h3>\n<ul class="ingredients">\n<li>4 eggs</li>\n</ul>');
    expect(page).toContain('<ol class="steps">\n<li>Soften the onion.</li>\n<li>Add the tomatoes.</li>\n</ol>\n<h3>Finish</h3>\n<ol class="steps" start="3">\n<li>Crack in the eggs.</li>\n</ol>');
    // without a stated total: prep + cook
    expect(recipePrintPage(shakshuka)).toContain('<li><b>Total:</b> 1 h 25 min</li>');
  });

  it('links an http source', () => {
    expect(recipePrintPage(shakshuka)).toContain('<a href="https://example.test/shakshuka">https://example.test/shakshuka</a>');
  });
});

describe('file names', () => {
  it.each([
    ['Crème brûlée (Grandma\'s)', 'creme-brulee-grandma-s'],
    ['  ../../etc/passwd  ', 'etc-passwd'],
    ['日本のカレー', 'recipe'],
    ['A'.repeat(100), 'a'.repeat(60)],
  ])('%s → %s', (title, slug) => expect(fileSlug(title)).toBe(slug));

  it('hands out unique names', () => {
    const names = new UniqueNames(['index.json']);
    expect(['Soup', 'soup', 'SOUP!', 'Index'].map((title) => names.next(title, '.json'))).toEqual(['soup.json', 'soup-2.json', 'soup-3.json', 'index-2.json']);
  });
});

describe('recipeJsonLd with the facts of issue 30', () => {
  const lasagne: ExportableRecipe = {
    ...shakshuka,
    title: 'Lasagne',
    prepTime: '20',
    cookTime: '60',
    totalTime: '2 hours',
    servings: 3,
    yieldText: '3 to 4 servings',
    instructions: ['Heat the oven.', 'Brown the mince.', 'Simmer the ragù.', 'Whisk the sauce.'],
    instructionSections: [
      { title: 'Ragù', from: 1 },
      { title: 'Sauce', from: 3 },
    ],
  };

  it('writes the stated total time, the yield as written and the step headings as HowToSections', () => {
    const doc = recipeJsonLd(lasagne);
    expect(doc.totalTime).toBe('PT2H');
    expect(doc.recipeYield).toEqual(['3', '3 to 4 servings']);
    expect(doc.recipeInstructions).toEqual([
      { '@type': 'HowToStep', position: 1, text: 'Heat the oven.' },
      { '@type': 'HowToSection', name: 'Ragù', itemListElement: [{ '@type': 'HowToStep', position: 1, text: 'Brown the mince.' }, { '@type': 'HowToStep', position: 2, text: 'Simmer the ragù.' }] },
      { '@type': 'HowToSection', name: 'Sauce', itemListElement: [{ '@type': 'HowToStep', position: 1, text: 'Whisk the sauce.' }] },
    ]);
  });

  it('is read back by the import to the same steps under the same headings', () => {
    const draft = draftFromSchema(recipeJsonLd(lasagne), null);
    expect(draft?.sections?.instructions.map((section) => [section.name, section.lines])).toEqual([
      [null, ['Heat the oven.']],
      ['Ragù', ['Brown the mince.', 'Simmer the ragù.']],
      ['Sauce', ['Whisk the sauce.']],
    ]);
    expect(draft?.totalMinutes).toBe(120);
  });
});
