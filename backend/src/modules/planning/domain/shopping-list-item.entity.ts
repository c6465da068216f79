import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { entityNamed } from '#platform/database/entity-ref.js';
import { HouseholdRow } from '#platform/database/household-row.js';

/** Spec 001 §3 `shopping_list_items`: the household's list; the recipe link is cleared with the recipe. */
@Entity({ tableName: 'shopping_list_items' })
export class ShoppingListItem extends HouseholdRow {
  @Property({ type: 'text' })
  ingredient: string;

  /** Numeric text like food quantities. */
  @Property({ type: 'text', nullable: true })
  quantity: string | null = null;

  @Property({ type: 'text', nullable: true })
  unit: string | null = null;

  @ManyToOne(entityNamed('Recipe'), { fieldName: 'recipe_id', mapToPk: true, index: true, nullable: true, deleteRule: 'set null' })
  recipeId: string | null = null;

  @Property({ type: 'boolean', default: false })
  isChecked: Opt<boolean> = false;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
