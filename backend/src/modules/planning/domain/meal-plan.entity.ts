import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { mealPlanMealTypes } from '@sous/contracts';
import { entityNamed } from '#platform/database/entity-ref.js';

export type MealPlanMealType = (typeof mealPlanMealTypes)[number];

/** Spec 001 §3 `meal_plans`, on the household's calendar; goes with its recipe. */
@Entity({ tableName: 'meal_plans' })
// the calendar reads one household's plans over a date range
@Index({ properties: ['householdId', 'date'] })
export class MealPlan {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: Opt<string> = randomUUID();

  @ManyToOne(entityNamed('Household'), { fieldName: 'household_id', mapToPk: true, deleteRule: 'cascade' })
  householdId: string;

  @ManyToOne(entityNamed('User'), { fieldName: 'user_id', mapToPk: true, index: true, nullable: true, deleteRule: 'set null' })
  userId: string | null = null;

  @ManyToOne(entityNamed('Recipe'), { fieldName: 'recipe_id', mapToPk: true, index: true, deleteRule: 'cascade' })
  recipeId: string;

  /** YYYY-MM-DD, the household's local calendar date. */
  @Property({ type: 'text' })
  date: string;

  @Enum({ items: () => mealPlanMealTypes })
  mealType: MealPlanMealType;

  @Property({ type: 'integer', default: 1 })
  servings: Opt<number> = 1;

  @Property({ type: 'text', nullable: true })
  notes: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  /** A leftover eaten in this slot instead of cooking the recipe (issue 21); goes when the leftover does. */
  @ManyToOne(entityNamed('FoodItem'), { fieldName: 'leftover_item_id', mapToPk: true, index: true, nullable: true, deleteRule: 'set null' })
  leftoverItemId: string | null = null;

  /** When "cook this" took the ingredients from the inventory; a plan is cooked once. */
  @Property({ type: 'datetime', nullable: true })
  cookedAt: Date | null = null;
}
