import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import {
  type CommonItemRecord,
  FindCommonItemsQuery,
} from './find-common-items.query.js';
import { type CommonItemRecordRow, commonItemRecordColumns, toCommonItemRecord } from '../../domain/common-item.row.js';

/** Catalogue entries by display name, for onboarding (published query of food-data). */
@QueryHandler(FindCommonItemsQuery)
export class FindCommonItemsHandler implements IQueryHandler<FindCommonItemsQuery> {
  constructor(private readonly em: SqlEntityManager) {}

  async execute({ displayNames }: FindCommonItemsQuery): Promise<CommonItemRecord[]> {
    if (displayNames.length === 0) return [];
    const names = [...new Set(displayNames.map((name) => name.toLowerCase()))];
    const rows = await this.em.execute<CommonItemRecordRow[]>(
      `select ${commonItemRecordColumns} from common_food_items where lower(display_name) in (${names.map(() => '?').join(', ')})`,
      names,
    );
    return rows.map(toCommonItemRecord);
  }
}
