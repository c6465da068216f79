import { Query } from '@nestjs/cqrs';

/** What is known of a stored upload without reading it. */
export interface UploadInfo {
  id: string;
  contentType: string;
  name: string;
  size: number;
}

/**
 * Handled by uploads: which of `ids` are objects uploaded by this household (others', unknown
 * and never-uploaded ids are left out). The chat checks attachments with it.
 */
export class FindUploadsQuery extends Query<UploadInfo[]> {
  constructor(
    readonly householdId: string,
    readonly ids: readonly string[],
  ) {
    super();
  }
}
