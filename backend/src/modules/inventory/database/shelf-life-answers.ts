import type { SqlEntityManager } from '@mikro-orm/sql';
import type { ShelfLifeAnswer } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';
import { shelfLifeOverSafety, shelfLifeProposalNotFound } from '../domain/inventory.errors.js';
import { shelfLifeProposalsOf } from './shelf-life-history.js';

/**
 * Records the household's answer to one of its open proposals (issue 35), replacing any earlier
 * answer for that food, place and state. Only a proposal the history makes now can be answered:
 * anything else (unknown, answered already, another household's) is not found. Accepted days are
 * the proposal's unless the person chose others, never more than the safety figure.
 */
export async function answerShelfLifeProposal(
  em: SqlEntityManager,
  actor: Actor,
  id: string,
  status: 'accepted' | 'ignored',
  chosenDays: number | undefined,
  now: Date,
): Promise<ShelfLifeAnswer> {
  // the household's proposals are read under a lock so two devices answering at once answer in turn
  await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`shelf-lives:${actor.householdId}`]);
  const proposal = (await shelfLifeProposalsOf(em, actor.householdId, now)).find((open) => open.id === id);
  if (!proposal) throw shelfLifeProposalNotFound();
  const days = chosenDays ?? proposal.days;
  if (days > proposal.safetyDays) throw shelfLifeOverSafety(proposal.safetyDays, proposal.foodName, proposal.place);
  const [row] = await em.execute<{ food_key: string; place: ShelfLifeAnswer['place']; state: ShelfLifeAnswer['state']; days: number; status: ShelfLifeAnswer['status'] }[]>(
    `insert into household_shelf_lives (household_id, user_id, food_key, place, state, days, status, lots, since)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?)
     on conflict (household_id, food_key, place, coalesce(state, ''))
     do update set user_id = excluded.user_id, days = excluded.days, status = excluded.status, lots = excluded.lots, since = excluded.since, updated_at = now()
     returning food_key, place, state, days, status`,
    [actor.householdId, actor.userId, proposal.foodKey, proposal.place, proposal.state, days, status, proposal.lots, proposal.since],
  );
  return { id: proposal.id, foodKey: row.food_key, place: row.place, state: row.state, days: row.days, status: row.status };
}
