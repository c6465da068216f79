import { addDays } from '@sous/kitchen';
import { readRestrictions } from './diet.js';
import { fitLines, indexPantry, LineReader } from './evaluate.js';
import { readPantry } from './pantry.js';

const TODAY = '2026-11-26';
const pantryOf = (names: readonly string[]) =>
  indexPantry(
    readPantry(
      names.map((name) => ({ name, quantity: '1', unit: 'lb', expirationDate: addDays(TODAY, 10) })),
      { today: TODAY, restrictions: readRestrictions({}), prioritizeExpiring: true, hintedExpiring: [], hintedAbundant: [], seed: 1 },
    ),
  );

describe('fitLines: which item a line is made from', () => {
  it('reads a food-database name by its head: egg noodles are no eggs for a cake', () => {
    const fit = fitLines(['2 large eggs'], pantryOf(['Noodles, egg, dry, enriched']), new LineReader(), false);
    expect(fit.used).toHaveLength(0);
    expect(fit.missing).toEqual(['large eggs']);
  });

  it('still finds a food-database item named first by its food', () => {
    const fit = fitLines(['1 lb chicken thighs'], pantryOf(['Chicken, broilers or fryers, thigh, meat only, raw']), new LineReader(), false);
    expect(fit.used).toHaveLength(1);
  });
});
