import type { SqlEntityManager } from '@mikro-orm/sql';
import type { IdentifiedFood } from '@sous/kitchen';
import { chooseCard, type PlaceCard } from '../domain/choose-card.js';

/** The place's cards as SQL: one row per card key, each with the name and food of its first lot. */
export const cardsOfPlaceSql = `select distinct on (card_key) card_key, food_key, name from food_items
  where household_id = ? and storage_location_id = ? and kind = 'food' and card_key is not null and food_key is not null
  order by card_key, added_at`;

export interface PlaceCardRow {
  card_key: string;
  food_key: string;
  name: string;
}

export const toPlaceCard = (row: PlaceCardRow): PlaceCard => ({ cardKey: row.card_key, foodKey: row.food_key, name: row.name });

/** The cards of one place, each with its name and food, for an add or a rename to choose from. */
async function cardsOfPlace(em: SqlEntityManager, householdId: string, locationId: string): Promise<PlaceCard[]> {
  const rows = await em.execute<PlaceCardRow[]>(cardsOfPlaceSql, [householdId, locationId]);
  return rows.map(toPlaceCard);
}

/**
 * The card a name lands on among a place's cards (`chooseCard`): an existing card it joins — whose
 * name, food and key it then takes, so a card's lots share one name and a rename of that card is
 * kept through every later add — or a card of its own, named as given. `except` leaves out the
 * card a rename starts from, so renaming 'Kerrygold butter' to 'butter' does not land back on itself.
 */
export function cardAmong(identified: IdentifiedFood, cards: readonly PlaceCard[], except?: string | null): PlaceCard & { joined: boolean } {
  const card = chooseCard(identified, except === undefined ? cards : cards.filter((c) => c.cardKey !== except));
  return card ? { ...card, joined: true } : { cardKey: identified.cardKey, foodKey: identified.food.key, name: identified.name, joined: false };
}

/** `cardAmong` the place's cards as they are in the database now. */
export async function placeCardFor(
  em: SqlEntityManager,
  householdId: string,
  locationId: string,
  identified: IdentifiedFood,
  except?: string | null,
): Promise<PlaceCard & { joined: boolean }> {
  return cardAmong(identified, await cardsOfPlace(em, householdId, locationId), except);
}
