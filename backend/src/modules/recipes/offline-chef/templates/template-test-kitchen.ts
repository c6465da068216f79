/** One kitchen for the template specs: stock dated from a fixed day, the context a template builds in. */
import { addDays } from '@sous/kitchen';
import { readRestrictions } from '../diet.js';
import { readPantry } from '../pantry.js';
import { generator } from '../seed.js';
import type { ChefInventoryItem } from '../types.js';
import { TEMPLATES, type TemplateContext } from './index.js';

export const TODAY = '2025-06-10';
export const stock = (name: string, quantity: string, unit: string | null, days = 10): ChefInventoryItem => ({ name, quantity, unit, expirationDate: addDays(TODAY, days) });
const restrictions = readRestrictions({});
const context = (inventory: readonly ChefInventoryItem[], over: Partial<TemplateContext> = {}): TemplateContext => ({
  pantry: readPantry(inventory, { today: TODAY, restrictions, prioritizeExpiring: true, hintedExpiring: [], hintedAbundant: [], seed: 42 }),
  servings: 4,
  cuisine: 'american',
  creativity: 5,
  onlyUseOnHand: true,
  restrictions,
  random: generator(42),
  ...over,
});
/** The named template's dish from this inventory, or null when it cannot make one. */
export const build = (id: string, inventory: readonly ChefInventoryItem[], over: Partial<TemplateContext> = {}) => TEMPLATES.find((t) => t.id === id)?.build(context(inventory, over)) ?? null;
