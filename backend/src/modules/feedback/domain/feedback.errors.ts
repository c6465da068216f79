import { NotFoundError } from '#platform/errors/domain-error.js';

/** Unknown ids and entries the caller may not see alike. */
export const feedbackNotFound = () => new NotFoundError('feedback.not-found', 'Feedback not found');
