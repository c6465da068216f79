import { authorOf, cleanText, cleanTitle, durationMinutes, durationOf, imageOf, ingredientSectionsOf, instructionSectionsOf, instructionsOf, nutritionOf, servingsOf, textList, yieldOf } from './schema-org-values.js';

describe('schema.org values as pages write them', () => {
  it.each([
    ['PT1H30M', 90],
    ['PT90M', 90],
    ['P0DT1H5M', 65],
    ['PT0.5H', 30],
    ['PT45M30S', 46],
    ['P1D', 1440],
    ['pt20m', 20],
    ['PT0M', null],
    ['PT', null],
    ['45', 45],
    ['1 hour 15 minutes', 75],
    ['45 min', 45],
    ['1h30', 90],
    ['2 Stunden', 120],
    ['soon', null],
    [['PT10M'], 10],
    // as sites write them: days after the T, a broken negative value, other languages
    ['PT0D1H0M', 60],
    ['P0Y0M0DT0H30M', 30],
    ['PT-476070H19M32S', null],
    ['1 Std. 20 Min.', 80],
    ['1 hora 20 minutos', 80],
    ['45 minuti', 45],
    ['1 heure', 60],
    ['1 uur 15 min', 75],
  ])('duration %j is %j minutes', (value, minutes) => {
    expect(durationMinutes(value)).toBe(minutes);
  });

  it.each([
    [6, 6],
    ['6', 6],
    ['4-6 servings', 4],
    ['Serves 4', 4],
    [['4', '4 servings'], 4],
    // pieces count like servings; one whole or a measure does not
    [['', 'Makes 12 muffins'], 12],
    ['8 slices', 8],
    ['1 loaf (10 slices)', null],
    ['1 (9-inch) pie', null],
    ['2 cups', null],
    ['6 personnes', 6],
    ['Für 4 Personen', 4],
    ['3 to 4 servings', 3],
    ['Makes 12', 12],
    ['a few', null],
    [0, null],
    [{ '@type': 'QuantitativeValue', value: 8 }, 8],
  ])('recipeYield %j is %j servings', (value, servings) => {
    expect(servingsOf(value)).toBe(servings);
  });

  it('keeps the yield as written beside the servings it states', () => {
    expect(yieldOf('3 to 4 servings')).toEqual({ servings: 3, text: '3 to 4 servings' });
    expect(yieldOf('1 loaf')).toEqual({ servings: null, text: '1 loaf' });
    expect(yieldOf(['8', '8 tacos'])).toEqual({ servings: 8, text: '8 tacos' });
    expect(yieldOf(6)).toEqual({ servings: 6, text: '6' });
    expect(yieldOf(undefined)).toEqual({ servings: null, text: null });
  });

  it('keeps a total time with its text: written text as is, an ISO duration written out', () => {
    expect(durationOf('PT1H20M')).toEqual({ minutes: 80, text: '1 h 20 min' });
    expect(durationOf('1 hr 20 mins')).toEqual({ minutes: 80, text: '1 hr 20 mins' });
    expect(durationOf('PT45M')).toEqual({ minutes: 45, text: '45 min' });
    expect(durationOf('a while')).toBeNull();
  });

  it('drops what sites append to a title: a rating, the word recipe after a dash', () => {
    expect(cleanTitle('Lemon Tartlets Recipe - (4.8/5)')).toBe('Lemon Tartlets Recipe');
    expect(cleanTitle('Banketstaaf – recept')).toBe('Banketstaaf');
    expect(cleanTitle('Recipe for Disaster Cake')).toBe('Recipe for Disaster Cake');
  });

  it('decodes a text its site encoded twice', () => {
    expect(cleanText('2/3 cupÂ\u00a0orange juice')).toBe('2/3 cup orange juice');
    expect(cleanText('crÃ¨me fraÃ®che')).toBe('crème fraîche');
    expect(cleanText('Ã la carte, 2 €')).toBe('Ã la carte, 2 €');
  });

  it('decodes entities (twice-encoded too) and drops tags', () => {
    expect(cleanText('<p>Mac &amp;amp; cheese, it&#8217;s <b>good</b></p>')).toBe('Mac & cheese, it’s good');
    expect(cleanText('salt & pepper')).toBe('salt & pepper');
    expect(cleanText('  ')).toBeNull();
    expect(cleanText(['a', null, 'b'])).toBe('a\nb');
  });

  it('reads every instructions form: text, lists, HowToStep, HowToSection', () => {
    expect(instructionsOf('1. Mix.\n2) Bake.\nStep 3: Cool.')).toEqual(['Mix.', 'Bake.', 'Cool.']);
    expect(instructionsOf(['Mix.', { '@type': 'HowToStep', name: 'Bake', text: 'Bake 20 minutes.' }, { '@type': 'HowToStep', name: 'Only a name' }])).toEqual(['Mix.', 'Bake 20 minutes.', 'Only a name']);
    expect(
      instructionsOf([
        { '@type': 'HowToSection', name: 'Dough', itemListElement: [{ '@type': 'HowToStep', text: 'Knead.' }, { '@type': 'HowToStep', text: 'Rest.' }] },
        { '@type': 'HowToSection', name: 'Filling', itemListElement: [{ '@type': 'HowToStep', text: 'Stir.' }] },
      ]),
    ).toEqual(['Dough: Knead.', 'Rest.', 'Filling: Stir.']);
    expect(instructionsOf(undefined)).toEqual([]);
  });

  it('keeps step sections: HowToSection names and heading lines, one colon whatever the heading ends with', () => {
    const sections = instructionSectionsOf([
      { '@type': 'HowToSection', name: 'Make the sauce:', itemListElement: [{ '@type': 'HowToStep', text: 'Stir the butter and flour.' }] },
      { '@type': 'HowToStep', text: 'For the pasta:' },
      { '@type': 'HowToStep', text: 'Boil 10 minutes.' },
    ]);
    expect(sections).toEqual([
      { name: 'Make the sauce', lines: ['Stir the butter and flour.'] },
      { name: 'For the pasta', lines: ['Boil 10 minutes.'] },
    ]);
    expect(instructionsOf([{ '@type': 'HowToSection', name: 'Make the sauce:', itemListElement: ['Stir.'] }])).toEqual(['Make the sauce: Stir.']);
  });

  it('reads ingredient group headings inside recipeIngredient as sections, not ingredients', () => {
    expect(ingredientSectionsOf(['Para el sofrito:', '1 cebolla', '2 dientes de ajo', 'For the sauce', '200 ml cream', '--- Topping ---', '50 g cheese'])).toEqual([
      { name: 'Para el sofrito', lines: ['1 cebolla', '2 dientes de ajo'] },
      { name: 'For the sauce', lines: ['200 ml cream'] },
      { name: 'Topping', lines: ['50 g cheese'] },
    ]);
    // an ingredient may end with a colon when it states an amount
    expect(ingredientSectionsOf(['Salt: 1 tsp', 'Pepper'])).toEqual([{ name: null, lines: ['Salt: 1 tsp', 'Pepper'] }]);
  });

  it('reads images, authors, keywords and nutrition in their several forms', () => {
    expect(imageOf([{ '@type': 'ImageObject', url: '/a.jpg' }], 'https://site.test/recipe')).toBe('https://site.test/a.jpg');
    expect(imageOf('javascript:alert(1)', null)).toBeNull();
    expect(imageOf(['', 'https://cdn.test/b.png'], null)).toBe('https://cdn.test/b.png');
    expect(authorOf([{ '@type': 'Person', name: 'Ada' }, 'Ben', { '@type': 'Person', name: 'Ada' }])).toBe('Ada, Ben');
    expect(authorOf(undefined)).toBeNull();
    expect(textList('a, b ,A; c')).toEqual(['a', 'b', 'c']);
    expect(textList(undefined)).toEqual([]);
    expect(nutritionOf({ '@type': 'NutritionInformation', calories: '300 kcal', fatContent: ['12 g'] })).toEqual({ calories: '300 kcal', fatContent: '12 g' });
  });
});
