import { headingOfLine, sectionsOfLines, stepsWithSectionNames } from './sections.js';

describe('ingredient and step sections', () => {
  it.each([
    ['For the sauce:', 'For the sauce'],
    ['For the sauce', 'For the sauce'],
    ['Para el sofrito:', 'Para el sofrito'],
    ['Für den Teig', 'Für den Teig'],
    ['Pour la pâte :', 'Pour la pâte'],
    ['To serve', 'To serve'],
    ['--- Topping ---', 'Topping'],
    ['Garnish:', 'Garnish'],
  ])('reads %j as the heading %j', (line, name) => {
    expect(headingOfLine(line)).toBe(name);
  });

  it.each(['2 cups flour', 'Salt: 1 tsp', 'For 4 people you need 2 kg', 'Fresh basil, to serve', 'Stir well.', 'A pinch of salt', '1 onion, for frying'])('reads %j as a line', (line) => {
    expect(headingOfLine(line)).toBeNull();
  });

  it('splits a list at its headings; a heading over nothing names nothing', () => {
    expect(sectionsOfLines(['1 egg', 'For the glaze:', '100 g sugar', 'Decoration:'])).toEqual([
      { name: null, lines: ['1 egg'] },
      { name: 'For the glaze', lines: ['100 g sugar'] },
    ]);
  });

  it('leads a section\'s first step with its name and one colon, never two', () => {
    expect(stepsWithSectionNames([{ name: 'Make the sauce:', lines: ['Stir.', 'Simmer.'] }, { name: null, lines: ['Serve.'] }])).toEqual(['Make the sauce: Stir.', 'Simmer.', 'Serve.']);
    expect(stepsWithSectionNames([{ name: 'Sauce', lines: ['Sauce: stir it.'] }])).toEqual(['Sauce: stir it.']);
  });
});
