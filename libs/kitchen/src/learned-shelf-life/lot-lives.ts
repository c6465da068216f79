/**
 * A lot's life as the household's history tells it (issue 35): where it was, in what state, from
 * when, and how it ended. Read from the events of food that left the inventory.
 */
import { daysBetween, type IsoDate } from '../dates.js';
import type { ItemState } from '../food-identity/food-state.js';
import type { StoragePlace } from '../knowledge/storage.js';

/** One row of the household's history: a share of a lot eaten or thrown away. */
export interface LotEvent {
  lotId: string;
  foodKey: string;
  /** The lot's name as the household called it ('Baby spinach'). */
  foodName: string;
  foodCategory: string | null;
  /** The kind of place the lot was in when it left; null for a place Sous cannot read. */
  place: StoragePlace | null;
  state: ItemState | null;
  unit: string;
  kind: 'consumed' | 'wasted';
  reason: string | null;
  /** The day the lot entered that place and state: added there, moved there, or opened. */
  placedOn: IsoDate;
  occurredOn: IsoDate;
}

/**
 * How a lot's life ended, in days after it was placed. `spoiled`: thrown away because it went off,
 * the one outcome that says when this food goes off here. `lasted`: used up, or thrown away for
 * another reason (past its date, not wanted), which says only that it kept at least that long: a
 * right-censored observation, never evidence of going off.
 */
export interface LotLife {
  lotId: string;
  foodKey: string;
  foodName: string;
  foodCategory: string | null;
  place: StoragePlace;
  state: ItemState | null;
  unit: string;
  placedOn: IsoDate;
  days: number;
  outcome: 'spoiled' | 'lasted';
}

/**
 * Only "spoiled" is going off. "expired" is a label date passing (the rule's figure, not the
 * food's), and a discard with no reason could be anything; both count as lasting that long.
 */
const WENT_OFF_REASONS: ReadonlySet<string> = new Set(['spoiled']);

/**
 * One life per lot: its first going-off event if it went off, else its last event (the day it was
 * last seen fine). Lots in a place Sous cannot read are left out, and so are events from before the
 * lot was placed (a clock or a back-dated edit) rather than counted as 0 days.
 */
export function lotLives(events: readonly LotEvent[]): LotLife[] {
  const byLot = new Map<string, LotEvent[]>();
  for (const event of events) {
    if (event.place === null) continue;
    // a lot that moved or was opened is a new life from then on: key by the place and state too
    const key = `${event.lotId}\u0000${event.place}\u0000${event.state ?? ''}\u0000${event.placedOn}`;
    byLot.set(key, [...(byLot.get(key) ?? []), event]);
  }
  const lives: LotLife[] = [];
  for (const lotEvents of byLot.values()) {
    const ordered = [...lotEvents].sort((a, b) => a.occurredOn.localeCompare(b.occurredOn));
    const wentOff = ordered.find((event) => event.kind === 'wasted' && event.reason !== null && WENT_OFF_REASONS.has(event.reason));
    const end = wentOff ?? ordered[ordered.length - 1];
    const days = daysBetween(end.placedOn, end.occurredOn);
    if (days < 0) continue;
    lives.push({
      lotId: end.lotId,
      foodKey: end.foodKey,
      foodName: end.foodName,
      foodCategory: end.foodCategory,
      place: end.place as StoragePlace,
      state: end.state,
      unit: end.unit,
      placedOn: end.placedOn,
      days,
      outcome: wentOff ? 'spoiled' : 'lasted',
    });
  }
  return lives;
}
