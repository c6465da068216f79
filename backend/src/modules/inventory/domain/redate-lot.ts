import type { IsoDate, ItemState } from '@sous/kitchen';
import { datedIn, type DatedFood, stateAfterMove, type StoragePlace } from './place-shelf-life.js';

/** A lot as a move or a change of state re-dates it. */
export interface LotToRedate extends DatedFood {
  expirationDate: IsoDate | null;
}

/**
 * The change: the kind of place the lot is in (`from`), the kind it will be in (`to`: the same as
 * `from` when it stays, or goes to a place of unknown kind), and the state it is given, if any.
 */
export interface LotChange {
  from: StoragePlace | null;
  to: StoragePlace | null;
  newState?: ItemState;
}

/** The state and date a change gives a lot; `basis` null when the lot keeps the date it had. */
export interface Redated {
  state: ItemState | null;
  expirationDate: IsoDate | null;
  basis: 'household' | 'table' | null;
}

/**
 * What a move or a change of state does to a lot's date (issues 16, 29, 35), the one rule the
 * update handlers save and the expiry preview answers. Another kind of place re-dates it from that
 * place's shelf life in the state the move leaves it (a frozen lot moved to the fridge is thawed);
 * a new state alone re-dates it by that state, never later than its date was (opening a carton does
 * not make it last longer). Null when neither applies: the lot keeps its state and date.
 * `acceptedDays` gives the household's accepted figure for the lot's food in a place and state.
 */
export function redateLot(
  lot: LotToRedate,
  { from, to, newState }: LotChange,
  today: IsoDate,
  acceptedDays: (place: StoragePlace | null, state: ItemState | null) => number | null,
): Redated | null {
  if (to !== null && to !== from) {
    const state = newState ?? stateAfterMove(lot.state, from, to);
    return { state, ...datedIn({ ...lot, state }, to, today, acceptedDays(to, state)) };
  }
  if (newState === undefined || newState === (lot.state ?? null)) return null;
  const dated = datedIn({ ...lot, state: newState }, to, today, acceptedDays(to, newState));
  if (lot.expirationDate !== null && lot.expirationDate < dated.expirationDate) return { state: newState, expirationDate: lot.expirationDate, basis: null };
  return { state: newState, ...dated };
}
