import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { TextArrayType } from '#platform/database/text-array.type.js';

/** Spec 001 §3 `fdc_search_queries`: one cached page of a FoodData Central search. */
@Entity({ tableName: 'fdc_search_queries' })
@Index({ properties: ['query', 'dataType', 'pageNumber', 'pageSize'] })
export class FdcSearchQuery {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: Opt<string> = randomUUID();

  @Property({ type: 'text' })
  query: string;

  @Property({ type: 'text', nullable: true })
  dataType: string | null = null;

  @Property({ type: 'integer', default: 1 })
  pageNumber: Opt<number> = 1;

  @Property({ type: 'integer', default: 50 })
  pageSize: Opt<number> = 50;

  @Property({ type: 'integer', nullable: true })
  totalHits: number | null = null;

  @Property({ type: TextArrayType, columnType: 'text[]', nullable: true })
  fdcIds: string[] | null = null;

  /** Search scores in the order of `fdcIds`. */
  @Property({ type: 'json', nullable: true })
  scores: number[] | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  cachedAt: Opt<Date> = new Date();
}
