import { Query } from '@nestjs/cqrs';
import type { ExportRow } from '#platform/database/export-row.js';

export interface ChatDataExport {
  chatMessages: ExportRow[];
}

/**
 * Handled by chat (issue 19, one owner per table): the user's own chat history (not a housemate's) for the
 * account export, every column as stored (named like the API, moments in ISO).
 */
export class ExportChatDataQuery extends Query<ChatDataExport> {
  constructor(readonly userId: string) {
    super();
  }
}
