import { scaleIngredientLines } from '@sous/kitchen';
import { RECIPE_BOOK } from '../book/index.js';
import { fitLines, indexPantry, LineReader } from '../evaluate.js';
import { readPantry } from '../pantry.js';
import { readRestrictions } from '../diet.js';
import { generator } from '../seed.js';
import { randomKitchen } from './random-kitchen.js';
import { TODAY } from './households.js';
it('scratch', () => {
  const draw = generator(3);
  const missCount = new Map<string, number>();
  let ok = 0, one = 0;
  const restrictions = readRestrictions({});
  for (let k = 0; k < 40; k++) {
    const { inventory } = randomKitchen(draw, TODAY);
    const pantry = readPantry(inventory, { today: TODAY, restrictions, prioritizeExpiring: true, hintedExpiring: [], hintedAbundant: [], seed: 1 }).filter((i) => i.allowed);
    const idx = indexPantry(pantry); const reader = new LineReader();
    for (const r of RECIPE_BOOK) {
      const fit = fitLines(scaleIngredientLines(r.ingredients, r.servings, 4), idx, reader, true);
      if (fit.missing.length === 0) ok++;
      if (fit.missing.length === 1) { one++; missCount.set(fit.missing[0].toLowerCase(), (missCount.get(fit.missing[0].toLowerCase()) ?? 0) + 1); }
    }
  }
  console.log(ok, one, [...missCount].sort((a, b) => b[1] - a[1]).slice(0, 40).map(([k, v]) => `${k}:${v}`).join(', '));
});
