import { cookingTermExistsMessage, cookingTermNotFoundMessage } from '@sous/contracts';
import { DomainError, NotFoundError } from '#platform/errors/domain-error.js';

export const cookingTermNotFound = () => new NotFoundError('cooking-terms.not-found', cookingTermNotFoundMessage);

/** Another term has this name, ignoring case and accents. */
export class CookingTermExistsError extends DomainError {
  constructor(term: string) {
    super('CONFLICT', 'cooking-terms.term-exists', cookingTermExistsMessage(term));
  }
}
