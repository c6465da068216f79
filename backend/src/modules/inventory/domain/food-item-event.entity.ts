import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, Index, Property } from '@mikro-orm/decorators/legacy';
import { HouseholdRecord } from '#platform/database/household-row.js';

import type { FoodItemEventKind } from '../commands/use-food-item/use-food-item.command.js';

export const foodItemEventKinds = ['consumed', 'wasted'] as const satisfies readonly FoodItemEventKind[];
export const foodItemValueSources = ['lot', 'history'] as const;
export type FoodItemValueSource = (typeof foodItemValueSources)[number];

/**
 * What happened to food that left the inventory: eaten or thrown away, how much and why. Kept after
 * the item itself is gone (no foreign key to it), so waste figures stay true over time.
 */
@Entity({ tableName: 'food_item_events' })
@Index({ properties: ['householdId', 'occurredAt'] })
@Index({ properties: ['householdId', 'foodKey'] })
export class FoodItemEvent extends HouseholdRecord {
  /** The item's id at the time; the item may be deleted since. */
  @Property({ type: 'uuid' })
  foodItemId: string;

  @Property({ type: 'text' })
  foodName: string;

  @Property({ type: 'text', nullable: true })
  foodCategory: string | null = null;

  @Enum({ items: () => foodItemEventKinds })
  kind: FoodItemEventKind;

  @Property({ type: 'text' })
  quantity: string;

  @Property({ type: 'text' })
  unit: string;

  @Property({ type: 'text', nullable: true })
  reason: string | null = null;

  /** What the amount that left was worth, to the cent, when a price was known; summed by the waste figures. */
  @Property({ type: 'double', nullable: true })
  value: number | null = null;

  /** Where `value` came from: the lot's own price, or the food's latest price in the history (an estimate). */
  @Enum({ items: () => foodItemValueSources, nullable: true })
  valueSource: FoodItemValueSource | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  occurredAt: Opt<Date> = new Date();

  /**
   * The lot's life as it left (issue 35): its food, the kind of place it was in (fridge, freezer,
   * pantry), its state and when it was placed there. Null on events older than that, which the
   * learned shelf lives leave out.
   */
  @Property({ type: 'text', nullable: true })
  foodKey: string | null = null;

  @Property({ type: 'text', nullable: true })
  place: string | null = null;

  @Property({ type: 'text', nullable: true })
  state: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  placedAt: Date | null = null;
}
