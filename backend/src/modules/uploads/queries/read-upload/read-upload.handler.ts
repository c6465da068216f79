import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { ReadUploadQuery, type StoredUpload } from './read-upload.query.js';
import { OBJECT_STORE, type ObjectStore } from '../../domain/ports/object-store.port.js';
import { findHouseholdUploads } from '../../database/uploaded-object.row.js';

@QueryHandler(ReadUploadQuery)
export class ReadUploadHandler implements IQueryHandler<ReadUploadQuery> {
  constructor(
    private readonly em: SqlEntityManager,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
  ) {}

  async execute({ householdId, id }: ReadUploadQuery): Promise<StoredUpload | null> {
    const [info] = await findHouseholdUploads(this.em, householdId, [id]);
    if (!info) return null;
    const bytes = await this.store.get(info.id);
    return bytes ? { ...info, bytes } : null;
  }
}
