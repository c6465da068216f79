import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { CommonItem, CommonItemsResponse } from '@sous/contracts';
import { commonItemColumns, type CommonItemRow, toCommonItem } from '../../domain/common-item.row.js';
import { ListCommonItemsQuery } from './list-common-items.query.js';

/** Items without a category are offered under this one. */
export const otherCategory = 'Other';

const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/** Groups catalogue items by category: categories alphabetically (Other last), items by name. */
export function groupByCategory(items: readonly CommonItem[]): CommonItemsResponse {
  const groups = new Map<string, CommonItem[]>();
  for (const item of items) {
    const category = item.category?.trim() || otherCategory;
    const group = groups.get(category) ?? [];
    group.push(item);
    groups.set(category, group);
  }
  const names = [...groups.keys()].sort((a, b) => (a === otherCategory ? 1 : b === otherCategory ? -1 : byName(a, b)));
  const categories: Record<string, CommonItem[]> = {};
  for (const name of names) categories[name] = (groups.get(name) ?? []).sort((a, b) => byName(a.displayName, b.displayName));
  return { categories };
}

@QueryHandler(ListCommonItemsQuery)
export class ListCommonItemsHandler implements IQueryHandler<ListCommonItemsQuery> {
  constructor(private readonly em: SqlEntityManager) {}

  async execute(): Promise<CommonItemsResponse> {
    const rows = await this.em.execute<CommonItemRow[]>(`select ${commonItemColumns} from common_food_items`);
    return groupByCategory(rows.map(toCommonItem));
  }
}
