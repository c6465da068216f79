import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { CookSessionStep, CookTimer } from '@sous/contracts';
import { entityNamed } from '#platform/database/entity-ref.js';

/**
 * A household's running cook session (issue 35). One per household: the household id is unique,
 * so two devices starting at once cannot both win. Ending a session deletes its row.
 */
@Entity({ tableName: 'cook_sessions' })
export class CookSession {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: Opt<string> = randomUUID();

  @ManyToOne(entityNamed('Household'), { fieldName: 'household_id', mapToPk: true, unique: true, deleteRule: 'cascade' })
  householdId: string;

  /** The recipe going away ends the session with it. */
  @ManyToOne(entityNamed('Recipe'), { fieldName: 'recipe_id', mapToPk: true, index: true, deleteRule: 'cascade' })
  recipeId: string;

  @ManyToOne(entityNamed('MealPlan'), { fieldName: 'meal_plan_id', mapToPk: true, index: true, nullable: true, deleteRule: 'set null' })
  mealPlanId: string | null = null;

  @ManyToOne(entityNamed('User'), { fieldName: 'user_id', mapToPk: true, index: true, nullable: true, deleteRule: 'set null' })
  userId: string | null = null;

  /** As the recipe was titled when cooking started. */
  @Property({ type: 'text' })
  recipeTitle: string;

  @Property({ type: 'integer' })
  servings: number;

  @Property({ type: 'integer', nullable: true })
  recipeServings: number | null = null;

  /** Position in `steps` every device shows. */
  @Property({ type: 'integer', default: 0 })
  step: Opt<number> = 0;

  /** The steps at the session's servings, fixed at the start so an edit of the recipe does not move the cook. */
  @Property({ type: 'json' })
  steps: CookSessionStep[];

  @Property({ type: 'json' })
  timers: CookTimer[];

  @Property({ type: 'integer', default: 1 })
  version: Opt<number> = 1;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Opt<Date> = new Date();
}
