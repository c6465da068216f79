import { addDays } from '@sous/kitchen';
import { readRestrictions } from './diet.js';
import { LineReader, fitLines, indexPantry } from './evaluate.js';
import { readPantry } from './pantry.js';
import type { ChefInventoryItem } from './types.js';

const TODAY = '2025-06-10';
const stock = (name: string): ChefInventoryItem => ({ name, quantity: '1', unit: 'lb', expirationDate: addDays(TODAY, 5) });
const fit = (names: string[], lines: string[]) =>
  fitLines(lines, indexPantry(readPantry(names.map(stock), { today: TODAY, restrictions: readRestrictions({}), prioritizeExpiring: true, hintedExpiring: [], hintedAbundant: [], seed: 1 })), new LineReader(), false);

describe('a cooked protein line is not a raw item (issue 31)', () => {
  it('raw chicken breast does not stand for cooked chicken: it is to buy', () => {
    expect(fit(['Chicken Breast'], ['2 cups cooked chicken, shredded']).missing).toEqual(['cooked chicken']);
  });

  it('a rotisserie or leftover chicken does, and raw chicken still makes raw-chicken lines', () => {
    expect(fit(['Rotisserie chicken'], ['2 cups cooked chicken, shredded']).missing).toEqual([]);
    expect(fit(['Chicken Breast'], ['1 lb chicken breast, sliced']).missing).toEqual([]);
  });
});
