import { authorOf, cleanText, durationMinutes, imageOf, instructionsOf, nutritionOf, servingsOf, textList } from './schema-org-values.js';

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
  ])('duration %j is %j minutes', (value, minutes) => {
    expect(durationMinutes(value)).toBe(minutes);
  });

  it.each([
    [6, 6],
    ['6', 6],
    ['4-6 servings', 4],
    ['Serves 4', 4],
    [['4', '4 servings'], 4],
    [['', 'Makes 12 muffins'], 12],
    ['1 loaf (10 slices)', 1],
    ['a few', null],
    [0, null],
    [{ '@type': 'QuantitativeValue', value: 8 }, 8],
  ])('recipeYield %j is %j servings', (value, servings) => {
    expect(servingsOf(value)).toBe(servings);
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
