import { archiveMessages } from '@sous/contracts';
import { DomainError } from '#platform/errors/domain-error.js';

/** The archive, or what it would inflate to, is beyond what one import reads (413). */
export class ArchiveTooLargeError extends DomainError {
  constructor(message: string) {
    super('TOO_LARGE', 'recipes.archive-too-large', message);
  }
}

/** Not a zip, a damaged one, or one without a recipe Sous can read (422). */
export class ArchiveUnreadableError extends DomainError {
  constructor(message: string = archiveMessages.unreadable) {
    super('UNPROCESSABLE', 'recipes.archive-unreadable', message);
  }
}

/** A cookbook bigger than one archive holds (422: nothing is wrong with the request). */
export const cookbookTooLarge = () => new DomainError('UNPROCESSABLE', 'recipes.cookbook-too-large', archiveMessages.cookbookTooLarge);
