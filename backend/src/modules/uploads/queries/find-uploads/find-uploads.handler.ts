import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { FindUploadsQuery, type UploadInfo } from './find-uploads.query.js';
import { findHouseholdUploads } from '../../database/uploaded-object.row.js';

@QueryHandler(FindUploadsQuery)
export class FindUploadsHandler implements IQueryHandler<FindUploadsQuery> {
  constructor(private readonly em: SqlEntityManager) {}

  execute({ householdId, ids }: FindUploadsQuery): Promise<UploadInfo[]> {
    return findHouseholdUploads(this.em, householdId, ids);
  }
}
