import type { RecipesErrorCode } from '@sous/contracts';
import { DomainError } from '#platform/errors/domain-error.js';

/** Why the offline chef could not produce a recipe. */
export type OfflineChefFailure =
  /** The household has nothing in stock (nothing unexpired with a quantity above zero). */
  | 'empty-inventory'
  /** The diet, allergens or foods to avoid rule out every item on hand. */
  | 'everything-excluded'
  /** What is on hand is only seasonings, drinks or baking basics: nothing a template can cook. */
  | 'nothing-cookable';

const MESSAGES: Readonly<Record<OfflineChefFailure, string>> = {
  'empty-inventory': 'Add some food to your inventory first: there is nothing on hand to cook with.',
  'everything-excluded':
    'Nothing on hand fits your diet, allergens and foods to avoid. Add some food that fits, or allow ingredients you do not have yet.',
  'nothing-cookable':
    'What you have on hand is only seasonings and basics. Add a main ingredient such as vegetables, eggs, grains or a protein.',
};

/** One code per reason, so a client can tell "add food" from "loosen the diet" without the words. */
const CODES: Readonly<Record<OfflineChefFailure, RecipesErrorCode>> = {
  'empty-inventory': 'recipes.offline-chef-empty-inventory',
  'everything-excluded': 'recipes.offline-chef-everything-excluded',
  'nothing-cookable': 'recipes.offline-chef-nothing-cookable',
};

/**
 * The offline chef could not make a recipe from this household's inventory and restrictions. A
 * VALIDATION domain error, so the global filter answers 400 with the message.
 */
export class OfflineChefError extends DomainError {
  override readonly name = 'OfflineChefError';
  constructor(readonly reason: OfflineChefFailure) {
    super('VALIDATION', CODES[reason], MESSAGES[reason]);
  }
}
