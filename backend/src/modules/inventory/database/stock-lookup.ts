import type { SqlEntityManager } from '@mikro-orm/sql';
import type { FoodItem } from '@sous/contracts';
import type { ItemState, StoragePlace } from '@sous/kitchen';
import type { PlaceCard } from '../domain/choose-card.js';
import { foodItemColumns, type FoodItemRow, toFoodItem } from './food-item.row.js';
import { cardsOfPlaceSql, type PlaceCardRow, toPlaceCard } from './place-card.js';

/** What an add reads before it writes: the place, its cards, and the lots of the card its name names. */
export interface StockLookup {
  location: { id: string; name: string; icon: string };
  cards: PlaceCard[];
  lots: FoodItem[];
  /** The household's accepted shelf lives of the food (issue 35), by place and state: what an add dates by before the table. */
  shelfLives: AcceptedShelfLife[];
}

export interface AcceptedShelfLife {
  place: StoragePlace;
  state: ItemState | null;
  days: number;
  status: 'accepted';
}

interface LookupRow {
  id: string;
  name: string;
  icon: string;
  cards: PlaceCardRow[] | string;
  lots: FoodItemRow[] | string;
  shelf_lives: AcceptedShelfLife[] | string;
}

const lotsOfCard = `select ${foodItemColumns} from food_items fi
  where fi.household_id = ? and fi.storage_location_id = ? and fi.card_key = ? and fi.kind = 'food'`;

// json columns come parsed from node-postgres and PGlite; text is accepted for any other driver
const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/**
 * The add's one read (issue 33): the storage location (null when it is not the household's), the
 * place's cards to choose from, and the lots of the card `cardKey` — the card of the name as given,
 * which is the card an add lands on unless a plain name joins a specific card (`lotsOf` then), and
 * the household's accepted shelf lives of the food `foodKey` (issue 35).
 * Not locked: the card's advisory lock is held, and a merge writes only the version it read.
 */
export async function lookUpStock(em: SqlEntityManager, householdId: string, locationId: string, cardKey: string, foodKey: string): Promise<StockLookup | null> {
  const [row] = await em.execute<LookupRow[]>(
    `select sl.id, sl.name, sl.icon,
        (select coalesce(json_agg(c), '[]'::json) from (${cardsOfPlaceSql}) c) as cards,
        (select coalesce(json_agg(l order by l.expiration_date asc nulls last, l.added_at), '[]'::json) from (${lotsOfCard}) l) as lots,
        (select coalesce(json_agg(json_build_object('place', o.place, 'state', o.state, 'days', o.days, 'status', o.status)), '[]'::json)
           from household_shelf_lives o where o.household_id = sl.household_id and o.food_key = ? and o.status = 'accepted') as shelf_lives
      from storage_locations sl where sl.id = ? and sl.household_id = ?`,
    [householdId, locationId, householdId, locationId, cardKey, foodKey, locationId, householdId],
  );
  if (!row) return null;
  return {
    location: { id: row.id, name: row.name, icon: row.icon },
    cards: parsed(row.cards).map(toPlaceCard),
    lots: parsed(row.lots).map(toFoodItem),
    shelfLives: parsed(row.shelf_lives),
  };
}

/** The lots of one card, locked: for a card other than the looked-up one, or a merge that lost its version race. */
export async function lotsOf(em: SqlEntityManager, householdId: string, locationId: string, cardKey: string): Promise<FoodItem[]> {
  const rows = await em.execute<FoodItemRow[]>(`${lotsOfCard} order by fi.expiration_date asc nulls last, fi.added_at for update`, [householdId, locationId, cardKey]);
  return rows.map(toFoodItem);
}
