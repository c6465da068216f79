import { cooklangRecipe, looksLikeCooklang } from './cooklang-format.js';
import type { ReadContext } from './found-recipe.js';

const context = (images: string[] = []): ReadContext => ({ images: new Set(images), wantImage: () => false, embedded: new Map(), budget: { spend: () => undefined } });

describe('Cooklang', () => {
  it('reads >> metadata, ingredients with amounts and notes, cookware, timers, sections and comments', () => {
    const source = [
      '>> title: Garlic rice',
      '>> servings: 3',
      '>> time.prep: 5 min',
      '>> cook time: 20 minutes',
      '>> cuisine: Filipino',
      '>> author: Lola',
      '',
      'Rinse @rice{1.5%cups} -- until the water runs clear',
      'and drain.',
      '',
      '== For the garlic ==',
      'Fry @garlic{6%cloves}(minced) in @@oil{2%tbsp} in a #wok until golden, ~{3%minutes}.',
      '',
      '[- a note for myself',
      'spanning lines -]',
      'Add the @rice, @water{2%cups} and @salt{}; cover and cook for ~rest{15%min}.',
    ].join('\n');
    const found = cooklangRecipe(source, 'rice.cook', context());
    const { object, image } = found;
    expect(object).toMatchObject({
      name: 'Garlic rice',
      recipeYield: ['3'],
      prepTime: '5 min',
      cookTime: '20 minutes',
      recipeCuisine: 'Filipino',
      author: 'Lola',
      recipeIngredient: ['1.5 cups rice', '6 cloves garlic, minced', '2 tbsp oil', '2 cups water', 'salt'],
      recipeInstructions: [
        'Rinse rice and drain.',
        {
          '@type': 'HowToSection',
          name: 'For the garlic',
          itemListElement: [
            { '@type': 'HowToStep', text: 'Fry garlic in oil in a wok until golden, 3 minutes.' },
            { '@type': 'HowToStep', text: 'Add the rice, water and salt; cover and cook for 15 min.' },
          ],
        },
      ],
    });
    expect(image).toBeNull();
    // the ingredients first named under a heading are that section's
    expect(found.ingredientSections).toEqual([
      { name: null, lines: ['1.5 cups rice'] },
      { name: 'For the garlic', lines: ['6 cloves garlic, minced', '2 tbsp oil', '2 cups water', 'salt'] },
    ]);
  });

  it('reads a paragraph of nothing but ingredients as what to have ready, not a step', () => {
    const found = cooklangRecipe('>> servings: 4\n>> yield: 1 loaf\n>> time required: 3 hours\n\nHave ready: @flour{500%g}, @yeast{7%g} and @salt{}.\n\n@water{350%ml}\n\nMix the flour with the water. Add @@oil{}.', 'bread.cook', context());
    expect(found.object).toMatchObject({
      recipeYield: ['4', '1 loaf'],
      totalTime: '3 hours',
      recipeIngredient: ['500 g flour', '7 g yeast', 'salt', '350 ml water', 'oil'],
      recipeInstructions: ['Mix the flour with the water. Add oil.'],
    });
    // other words before the ingredients make it a step
    expect(cooklangRecipe('Serve: @rice{}, @beans{}.', 'x.cook', context()).object.recipeInstructions).toEqual(['Serve: rice, beans.']);
  });

  it('takes the title from the file name and the photo beside it, or the one the metadata names', () => {
    const beside = cooklangRecipe('Boil @eggs{2} for ~{8%minutes}.', 'breakfast/Soft eggs.cook', context(['breakfast/Soft eggs.png', 'breakfast/other.png']));
    expect(beside.object.name).toBe('Soft eggs');
    expect(beside.image).toBe('breakfast/Soft eggs.png');
    const named = cooklangRecipe('>> image: ../photos/eggs.jpg\nBoil @eggs{2}.', 'breakfast/eggs.cook', context(['photos/eggs.jpg']));
    expect(named.image).toBe('photos/eggs.jpg');
    const link = cooklangRecipe('>> image: https://eggs.test/e.jpg\nBoil @eggs{2}.', 'eggs.cook', context());
    expect(link).toMatchObject({ image: null, object: { image: 'https://eggs.test/e.jpg' } });
  });

  it('reads YAML front matter with lists', () => {
    const { object } = cooklangRecipe('---\ntitle: "Tea"\ntags:\n  - drink\n  - vegan\ncourse: breakfast\n---\nSteep @tea leaves{1%tsp} in @water{250%ml}.', 'x.cook', context());
    expect(object).toMatchObject({ name: 'Tea', keywords: ['drink', 'vegan'], recipeCategory: 'breakfast', recipeIngredient: ['1 tsp tea leaves', '250 ml water'] });
  });

  it('is told by its content, not only its name', () => {
    expect(looksLikeCooklang('anything', 'soup.cook')).toBe(true);
    expect(looksLikeCooklang('>> servings: 2\nBoil water.', 'soup.txt')).toBe(true);
    expect(looksLikeCooklang('Add @salt{1%tsp}.', 'recipe')).toBe(true);
    expect(looksLikeCooklang('Mail me at cook@example.test', 'recipe')).toBe(false);
    expect(looksLikeCooklang('just text', 'notes.zip')).toBe(false);
  });
});
