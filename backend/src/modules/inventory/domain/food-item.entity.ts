import type { Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { entityNamed } from '#platform/database/entity-ref.js';
import { HouseholdRow } from '#platform/database/household-row.js';
import { StorageLocation } from './storage-location.entity.js';

/** Spec 001 §3 `food_items`, owned by the household; `userId` is who added it. `fcdId` keeps the spec's spelling. */
@Entity({ tableName: 'food_items' })
@Index({ properties: ['householdId', 'foodKey'] })
@Index({ properties: ['householdId', 'storageLocationId', 'cardKey'] })
export class FoodItem extends HouseholdRow {
  @Property({ type: 'text', nullable: true })
  fcdId: string | null = null;

  @Property({ type: 'text' })
  name: string;

  /**
   * The canonical food this row is a lot of (issue 16): rows of one household with the same key in
   * the same storage location are one card. Null only on rows older than food identity.
   */
  @Property({ type: 'text', nullable: true })
  foodKey: string | null = null;

  /**
   * The card (issue 29): one name of one food in one place, from the name's words (libs/kitchen
   * `identifyFood`); lots of a household with the same key in the same place are one card.
   */
  @Property({ type: 'text', nullable: true })
  cardKey: string | null = null;

  /** cooked, leftover, homemade, opened, thawed…: what the words or the path said; null as bought. */
  @Property({ type: 'text', nullable: true })
  state: string | null = null;

  /** Numeric text (fractions such as "1/2" are allowed). */
  @Property({ type: 'text', default: '1' })
  quantity: Opt<string> = '1';

  @Property({ type: 'text', default: 'item' })
  unit: Opt<string> = 'item';

  @Property({ type: 'double', nullable: true })
  weightInGrams: number | null = null;

  /** What one `unit` of this lot cost, when a price was given (issue 21); kept per unit so merges and partial use stay right. */
  @Property({ type: 'double', nullable: true })
  unitPrice: number | null = null;

  @ManyToOne(() => StorageLocation, {
    fieldName: 'storage_location_id',
    mapToPk: true, index: true,
    nullable: true,
    deleteRule: 'set null',
  })
  storageLocationId: string | null = null;

  /** yyyy-MM-dd. */
  @Property({ type: 'text', nullable: true })
  expirationDate: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  lastNotifiedAt: Date | null = null;

  @Property({ type: 'boolean', default: false })
  notificationDismissed: Opt<boolean> = false;

  @Property({ type: 'integer', nullable: true })
  daysUntilExpiryWhenNotified: number | null = null;

  @Property({ type: 'text', nullable: true })
  imageUrl: string | null = null;

  @Property({ type: 'text', nullable: true })
  nutrition: string | null = null;

  @Property({ type: 'json', nullable: true })
  usdaData: unknown = null;

  @Property({ type: 'text', nullable: true })
  foodCategory: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  addedAt: Opt<Date> = new Date();

  /**
   * When the lot entered its place and state (issue 35): the add, then a move to another kind of
   * place or a change of state (opened, thawed). A learned shelf life counts its days from here.
   */
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  placedAt: Opt<Date> = new Date();

  /** `leftover`: a cooked dish kept by the servings (issue 21), never merged with another lot. */
  @Property({ type: 'text', default: 'food' })
  kind: Opt<'food' | 'leftover'> = 'food';

  /** The recipe a leftover was cooked from; cleared when the recipe is deleted, the food stays. */
  @ManyToOne(entityNamed('Recipe'), { fieldName: 'recipe_id', mapToPk: true, index: true, nullable: true, deleteRule: 'set null' })
  recipeId: string | null = null;

  /** Incremented by every write, so two devices editing at once never silently overwrite each other. */
  @Property({ type: 'integer', default: 1 })
  version: Opt<number> = 1;
}
