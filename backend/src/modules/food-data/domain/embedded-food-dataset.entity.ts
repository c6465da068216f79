import type { Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * The marker of a completed load of the embedded food database: written in the same transaction
 * as the foods, so its presence means every food is there. A different `version` makes the next
 * boot reload (the mapping of abbreviations or categories changed).
 */
@Entity({ tableName: 'embedded_food_datasets' })
export class EmbeddedFoodDataset {
  /** e.g. `sr-legacy`. */
  @PrimaryKey({ type: 'text' })
  name: string;

  @Property({ type: 'text' })
  version: string;

  @Property({ type: 'integer' })
  foodCount: number;

  @Property({ type: 'integer' })
  loadMs: number;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  loadedAt: Opt<Date> = new Date();
}
