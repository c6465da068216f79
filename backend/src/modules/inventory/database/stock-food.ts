import type { SqlEntityManager } from '@mikro-orm/sql';
import { type FoodItem, type FoodItemMerge, foodResult, type FoodResult } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';
import type { FoodItemAdded, FoodItemChanged } from '../events/inventory.events.js';
import { acceptedShelfLifeDays, identifyFood, type ItemState, UNCATEGORIZED } from '@sous/kitchen';
import { cardAmong } from './place-card.js';
import type { NewLot } from './insert-lot.js';
import { writeLot } from './write-lot.js';
import { lookUpStock, lotsOf } from './stock-lookup.js';
import { storageLocationNotFound } from '../domain/inventory.errors.js';
import { expiryForNewItem } from '../domain/expiry-rules.js';
import { unitPriceOf } from '../domain/food-prices.js';
import { recordPrice } from './food-prices.row.js';
import { describeMerge } from '../domain/merge-sentence.js';
import { nutritionOnAdd } from '../domain/nutrition-on-add.js';
import { storagePlaceOf } from '../domain/place-shelf-life.js';
import { weightOf } from '../domain/weight-of.js';

/** What any path adds: the dialog's body, or an item decided by another module (onboarding, put-away). */
/**
 * The embedded USDA food a canonical name stands for, or null: food-data answers it on the bus, so the
 * handler hands this in (issue 34: database/ never calls the buses); application/embedded-food-match.ts.
 */
export type EmbeddedFoodMatcher = (canonical: { name: string; searchTerms: readonly string[] }) => Promise<FoodResult | null>;

export interface FoodToStock {
  name: string;
  quantity: string;
  unit: string;
  storageLocationId: string;
  /** Empty or missing: the shelf life of the food in that place from today. */
  expirationDate?: string | null;
  fcdId?: string | null;
  usdaData?: unknown;
  foodCategory?: string | null;
  /** Decided by the caller (onboarding's catalogue); computed from the food data when absent. */
  nutrition?: string | null;
  weightInGrams?: number | null;
  imageUrl?: string | null;
  /** What was paid for this amount (issue 21): kept per unit on the lot and in the food's price history. */
  price?: number | null;
  /** Set by the path (leftovers of a cooking); else read from the name's words. */
  state?: ItemState | null;
}

export interface Stocked {
  item: FoodItem;
  merge: FoodItemMerge;
  event: FoodItemAdded | FoodItemChanged;
}

const nonEmpty = (value: string | null | undefined): string | null => (value && value.trim() !== '' ? value.trim() : null);

/**
 * Puts food into a storage location the way every path must (DESIGN §10, issues 16 and 29): the
 * lot keeps the name as given (tidied, its amount moved to the quantity), links to a canonical food
 * only on evidence (and then to the embedded food data, when nothing was picked), takes the state
 * its words or the path say, and joins its card in that place (`chooseCard`): the lot with the
 * same expiry and state grows (units converted), another expiry becomes a new lot. Expiry follows
 * the food, place and state. Runs inside the caller's transaction; the caller publishes `event`.
 * An unknown place (or another household's) is not found. Its SQL (issue 33): the card's lock, one
 * read (`lookUpStock`), one insert or update that answers the written row, and a price row when a
 * price was given.
 */
export async function stockFood(em: SqlEntityManager, matchFood: EmbeddedFoodMatcher, actor: Actor, food: FoodToStock, now: Date): Promise<Stocked> {
  const picked = food.usdaData === undefined || food.usdaData === null ? null : foodResult.safeParse(food.usdaData);
  const pickedFood: FoodResult | null = picked?.success ? picked.data : null;
  // a picked search result is named by its short food name, not the database's description
  const identified = identifyFood(food.name);
  // a product someone named (a household's barcode product, an Open Food Facts product) keeps that
  // name: 'Kerrygold Pure Irish Butter' is not 'Butter'
  const given = pickedFood && !isNamedProduct(pickedFood) ? identifyFood(identified.food.name) : identified;
  const category = nonEmpty(food.foodCategory) ?? pickedFood?.foodCategory ?? (given.food.category === UNCATEGORIZED ? null : given.food.category);
  // nothing picked: the embedded food data the linked food stands for; a name that links nothing gets no guessed data
  const linked = pickedFood ?? (nonEmpty(food.fcdId) || food.usdaData || !identified.linked ? null : await matchFood(identified.food));
  const usdaData = food.usdaData ?? linked ?? null;
  const fcdId = nonEmpty(food.fcdId) ?? linked?.fdcId ?? null;
  const foodCategory = category ?? linked?.foodCategory ?? null;
  // the description's words say the state ('CKD, BLD', 'frozen'), even where its short name does not
  const state = food.state ?? identified.state;
  // 'a dozen eggs' with the dialog's default amount: the name's amount is the amount
  const amount = given.amount && food.quantity === '1' && food.unit === 'item' ? given.amount : { quantity: food.quantity, unit: food.unit };

  // two devices adding the same new food at once must not both start a card: one waits for the
  // other, and reads after the lock (a statement of its own, so its snapshot follows the wait)
  await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`food-card:${actor.householdId}:${food.storageLocationId}:${given.food.key}`]);
  const looked = await lookUpStock(em, actor.householdId, food.storageLocationId, given.cardKey, given.food.key);
  if (!looked) throw storageLocationNotFound();
  const { location } = looked;
  const { name, foodKey, cardKey } = cardAmong(given, looked.cards);
  const place = storagePlaceOf(location);
  const expirationDate = expiryForNewItem(
    food.expirationDate,
    { name, foodName: identified.linked ? identified.food.name : null, foodCategory, state },
    now,
    place,
    // the household accepted its own figure for this food here (issue 35): it dates the add, never silently otherwise
    acceptedShelfLifeDays(looked.shelfLives, place, state),
  );
  const computed = nutritionOnAdd(usdaData, amount.quantity, amount.unit);
  const nutrition = food.nutrition ?? computed.nutrition;
  const addedWeight = food.weightInGrams ?? weightOf({ quantity: amount.quantity, unit: amount.unit, usdaData, weightInGrams: null }, amount.quantity, amount.unit);
  const added = amount;
  const addedUnitPrice = food.price === undefined || food.price === null ? null : unitPriceOf(food.price, amount.quantity);

  const lot: NewLot = {
    householdId: actor.householdId, userId: actor.userId, name, foodKey, cardKey, state, quantity: amount.quantity, unit: amount.unit,
    storageLocationId: location.id, expirationDate, fcdId, usdaData, foodCategory, nutrition, weightInGrams: addedWeight,
    imageUrl: food.imageUrl ?? null, unitPrice: addedUnitPrice,
  };
  // the looked-up lots are the card's unless a plain name joined another card ('butter' → 'Kerrygold butter')
  let lots = cardKey === given.cardKey ? looked.lots : await lotsOf(em, actor.householdId, location.id, cardKey);
  let written = await writeLot(em, lots, lot, addedUnitPrice);
  if (!written) {
    // the lot to grow was used or edited since it was read: read the card again, locked this time
    lots = await lotsOf(em, actor.householdId, location.id, cardKey);
    written = await writeLot(em, lots, lot, addedUnitPrice);
    if (!written) throw new Error(`a lot of the card ${cardKey} changed while it was locked`);
  }
  const { item, event, grew } = written;
  if (addedUnitPrice !== null) {
    await recordPrice(em, {
      householdId: actor.householdId, userId: actor.userId, foodKey,
      unitPrice: addedUnitPrice, unit: amount.unit, paid: food.price ?? null, foodItemId: item.id,
    });
  }
  const cardLots = [...lots.filter((other) => other.id !== item.id), item];
  return { item, event, merge: describeMerge(grew ? 'merged' : lots.length > 0 ? 'new-lot' : 'created', item, added, cardLots, location) };
}

/** A result whose description is a product's own name rather than a nutrition database's wording. */
function isNamedProduct(result: FoodResult): boolean {
  return result.source === 'household' || result.source === 'openfoodfacts';
}
