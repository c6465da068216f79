import type { SqlEntityManager } from '@mikro-orm/sql';
import type { ShelfLifeProposal } from '@sous/contracts';
import { isItemState, learnShelfLives, type LotEvent, lotLives, type ShelfLifeOverride, type StoragePlace, todayIn } from '@sous/kitchen';
import { shelfLifeProposalId } from '../domain/shelf-life-proposal-id.js';

interface EventRow {
  food_item_id: string;
  food_key: string;
  food_name: string;
  food_category: string | null;
  place: StoragePlace;
  state: string | null;
  unit: string;
  kind: 'consumed' | 'wasted';
  reason: string | null;
  placed_at: Date | string;
  occurred_at: Date | string;
}

interface AnswerRow {
  food_key: string;
  place: StoragePlace;
  state: string | null;
  days: number;
  status: 'proposed' | 'accepted' | 'ignored';
}

const dayOf = (moment: Date | string) => todayIn(new Date(moment));
const stateOf = (state: string | null) => (isItemState(state) ? state : null);

/** The household's history of lots that left, as the learning reads it: only events that know their food, place and placed day. */
async function lotEventsOf(em: SqlEntityManager, householdId: string): Promise<LotEvent[]> {
  const rows = await em.execute<EventRow[]>(
    `select e.food_item_id, e.food_key, e.food_name, e.food_category, e.place, e.state, e.unit, e.kind, e.reason, e.placed_at, e.occurred_at
       from food_item_events e
      where e.household_id = ? and e.food_key is not null and e.place in ('fridge', 'freezer', 'pantry') and e.placed_at is not null`,
    [householdId],
  );
  return rows.map((row) => ({
    lotId: row.food_item_id,
    foodKey: row.food_key,
    foodName: row.food_name,
    foodCategory: row.food_category,
    place: row.place,
    state: stateOf(row.state),
    unit: row.unit,
    kind: row.kind,
    reason: row.reason,
    placedOn: dayOf(row.placed_at),
    occurredOn: dayOf(row.occurred_at),
  }));
}

async function answersOf(em: SqlEntityManager, householdId: string): Promise<ShelfLifeOverride[]> {
  const rows = await em.execute<AnswerRow[]>(`select food_key, place, state, days, status from household_shelf_lives where household_id = ? and status <> 'proposed'`, [householdId]);
  return rows.map((row) => ({ foodKey: row.food_key, place: row.place, state: stateOf(row.state), days: row.days, status: row.status as 'accepted' | 'ignored' }));
}

/**
 * The household's open proposals (issue 35): learned from its history (libs/kitchen
 * `learnShelfLives`) against the figures it already accepted or ignored. Computed on every read,
 * so a proposal follows the history as it grows and never outlives the evidence.
 */
export async function shelfLifeProposalsOf(em: SqlEntityManager, householdId: string, now: Date): Promise<ShelfLifeProposal[]> {
  // one after the other: PGlite is one session (DESIGN §1)
  const events = await lotEventsOf(em, householdId);
  const overrides = await answersOf(em, householdId);
  return learnShelfLives(lotLives(events), { today: todayIn(now), overrides }).map((learned) => ({
    id: shelfLifeProposalId(learned),
    foodKey: learned.foodKey,
    foodName: learned.foodName,
    place: learned.place,
    state: learned.state,
    days: learned.days,
    currentDays: learned.currentDays,
    safetyDays: learned.safetyDays,
    lots: learned.lots,
    spoiledLots: learned.spoiledLots,
    since: learned.since,
    question: learned.question,
    explanation: learned.explanation,
  }));
}
