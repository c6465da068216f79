import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { exportRows } from '#platform/database/export-row.js';
import { ExportChatDataQuery, type ChatDataExport } from './export-chat-data.query.js';

@QueryHandler(ExportChatDataQuery)
export class ExportChatDataHandler implements IQueryHandler<ExportChatDataQuery> {
  constructor(private readonly em: SqlEntityManager) {}

  // `select *`: the export is the user's copy of what is stored, a column added later included
  async execute({ userId }: ExportChatDataQuery): Promise<ChatDataExport> {
    return {
      chatMessages: await exportRows(this.em, 'select * from chat_messages where user_id = ? order by timestamp, id', [userId]),
    };
  }
}
