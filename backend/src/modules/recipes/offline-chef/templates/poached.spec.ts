import { addDays } from '@sous/kitchen';
import { readRestrictions } from '../diet.js';
import { readPantry } from '../pantry.js';
import { generator } from '../seed.js';
import type { ChefInventoryItem } from '../types.js';
import { TEMPLATES, type TemplateContext } from './index.js';

const TODAY = '2025-06-10';
const stock = (name: string, quantity: string, unit: string | null, days = 10): ChefInventoryItem => ({ name, quantity, unit, expirationDate: addDays(TODAY, days) });
const restrictions = readRestrictions({});
const context = (inventory: readonly ChefInventoryItem[]): TemplateContext => ({
  pantry: readPantry(inventory, { today: TODAY, restrictions, prioritizeExpiring: true, hintedExpiring: [], hintedAbundant: [], seed: 42 }),
  servings: 4,
  cuisine: 'french',
  creativity: 5,
  onlyUseOnHand: true,
  restrictions,
  random: generator(42),
});
const build = (id: string, inventory: readonly ChefInventoryItem[]) => TEMPLATES.find((t) => t.id === id)?.build(context(inventory)) ?? null;

describe('a lean piece in a kitchen without fat is poached, not seared in a dry pan (issue 31 samples)', () => {
  const noFat = [stock('Salmon fillet', '1', 'lb', 1), stock('Broccoli', '1', 'head', 3), stock('Lemons', '4', 'item')];

  it('poaches the salmon in lemon water, never boiling it, with no fat in the list', () => {
    const dish = build('poached', noFat);
    expect(dish?.title).toBe('Lemon-Poached Salmon Fillet with Broccoli');
    expect(dish?.instructions.join(' ')).toMatch(/barely trembles/);
    expect(dish?.ingredients.some((line) => /\b(?:oil|butter)\b/.test(line))).toBe(false);
  });

  it('leaves the dry-pan sear to what a cook sears without fat: a steak, not a fillet', () => {
    expect(build('pan-seared', noFat)).toBeNull();
    expect(build('pan-seared', [stock('Steak', '1', 'lb', 1), stock('Broccoli', '1', 'head', 3), stock('Lemons', '4', 'item')])?.title).toMatch(/^Pan-Seared Steak/);
  });

  it('does not poach in plain water with nothing to flavour it', () => {
    expect(build('poached', [stock('Salmon fillet', '1', 'lb', 1), stock('Broccoli', '1', 'head', 3)])).toBeNull();
  });
});
