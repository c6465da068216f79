import { importMessages } from '@sous/contracts';
import { DomainError } from '#platform/errors/domain-error.js';
import type { MissingPart } from './finish-draft.js';

/** The address given cannot be fetched at all (scheme, private network): the input is at fault. */
export class ImportAddressRefusedError extends DomainError {
  constructor(reason: string) {
    super('VALIDATION', 'recipes.import-address-refused', `url: ${reason}`);
  }
}

/** The page could not be fetched, or holds no usable recipe. */
export class ImportFailedError extends DomainError {
  constructor(message: string) {
    super('UNPROCESSABLE', 'recipes.import-failed', message);
  }
}

const missingMessages: Record<MissingPart | 'recipe', string> = {
  recipe: importMessages.noRecipe,
  title: importMessages.noTitle,
  ingredients: importMessages.noIngredients,
  instructions: importMessages.noInstructions,
};

export const recipeMissing = (part: MissingPart | 'recipe') => new ImportFailedError(missingMessages[part]);
