import { uploadMessages } from '@sous/contracts';
import { DomainError } from '#platform/errors/domain-error.js';
import type { UploadUrlProblem } from './upload-signer.js';

/** A tampered, unknown or expired upload URL (403). */
export class UploadUrlRefusedError extends DomainError {
  constructor(problem: UploadUrlProblem) {
    if (problem === 'expired') super('FORBIDDEN', 'uploads.link-expired', uploadMessages.expiredLink);
    else super('FORBIDDEN', 'uploads.link-invalid', uploadMessages.invalidLink);
  }
}

/** The URL allowed one PUT and it happened (409). */
export class UploadUrlUsedError extends DomainError {
  constructor() {
    super('CONFLICT', 'uploads.link-used', uploadMessages.usedLink);
  }
}

export class EmptyUploadError extends DomainError {
  constructor() {
    super('VALIDATION', 'uploads.empty-file', uploadMessages.emptyFile);
  }
}

/** The household keeps as many bytes as UPLOAD_QUOTA_MB allows (413). */
export class UploadQuotaExceededError extends DomainError {
  constructor() {
    super('TOO_LARGE', 'uploads.quota-exceeded', uploadMessages.quotaExceeded);
  }
}
