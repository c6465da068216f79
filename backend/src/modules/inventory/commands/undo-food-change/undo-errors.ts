import { DomainError, NotFoundError } from '#platform/errors/domain-error.js';

/*
 * The refusals of an undo (issue 29): a token that is unknown (or another household's) is 404; every
 * refusal that restores nothing because of what happened since is one 409 code, its message saying which.
 */

export const undoNotFound = () => new NotFoundError('inventory.undo-not-found', 'Nothing to undo.');

export const alreadyUndone = () => new DomainError('CONFLICT', 'inventory.undo-refused', 'This was already undone.');

export const undoExpired = () => new DomainError('CONFLICT', 'inventory.undo-refused', 'Too late to undo: the change is kept for a few seconds only.');

/** A lot the change touched was changed again since (by anyone, on any device): nothing was restored. */
export const changedSinceUndo = () =>
  new DomainError('CONFLICT', 'inventory.undo-refused', 'This food was changed again since, so it was not put back. Nothing was undone.');
