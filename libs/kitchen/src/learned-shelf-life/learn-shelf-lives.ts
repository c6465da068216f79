/**
 * Shelf lives that learn (issue 35): from a household's own history, how long each food really
 * keeps in each place and state here, proposed to the household (never applied silently) when it
 * differs meaningfully from what Sous uses now, and never longer than the food-safety figure.
 */
import type { IsoDate } from '../dates.js';
import type { ItemState } from '../food-identity/food-state.js';
import type { StoragePlace } from '../knowledge/storage.js';
import type { LotLife } from './lot-lives.js';
import { explanationOf, proposalQuestion } from './proposal-words.js';
import { type LimitedFood, type ShelfLifeLimits, shelfLifeLimits } from './shelf-life-limits.js';
import { medianDaysToSpoil } from './survival.js';

/** Fewer lots seen going off than this is an anecdote, not a pattern: no proposal. */
export const MIN_SPOILED_LOTS = 3;

/** A household's answer to an earlier proposal of one food, place and state. */
export interface ShelfLifeOverride {
  foodKey: string;
  place: StoragePlace;
  state: ItemState | null;
  days: number;
  status: 'accepted' | 'ignored';
}

export interface LearnedShelfLife {
  foodKey: string;
  /** The name the household uses most for this food ('Baby spinach'). */
  foodName: string;
  place: StoragePlace;
  state: ItemState | null;
  /** What is proposed: the days this food usually keeps here, at most `safetyDays`. */
  days: number;
  /** What an add gives it now: the household's accepted figure, else the table's rule. */
  currentDays: number;
  safetyDays: number;
  /** Lots of it the history holds here (gone off or not), and how many of them went off. */
  lots: number;
  spoiledLots: number;
  /** The day the earliest of those lots was placed. */
  since: IsoDate;
  /** "Spinach usually goes off after 4 days in your fridge — use 4 days?" */
  question: string;
  /** "from 5 bags since October" */
  explanation: string;
}

export interface LearnOptions {
  today: IsoDate;
  overrides?: readonly ShelfLifeOverride[];
  /** The rule and safety figures of a food in a place; the storage table's by default (tests pass their own). */
  limits?: (food: LimitedFood, place: StoragePlace) => ShelfLifeLimits;
}

/** The key of one food in one place and state. */
export const shelfLifeKey = (food: { foodKey: string; place: StoragePlace; state: ItemState | null }): string =>
  `${food.foodKey}|${food.place}|${food.state ?? ''}`;

/**
 * A change worth asking about: at least a day, and at least a fifth of the current figure (a week
 * more on a 9-month freezer time is noise, a day on spinach's 3 is not).
 */
export function differsMeaningfully(proposed: number, current: number): boolean {
  return Math.abs(proposed - current) >= Math.max(1, Math.ceil(current * 0.2));
}

/** The lot whose name and group speak for the food: the most used name, then the latest, then A–Z (deterministic whatever the order). */
function representative(lives: readonly LotLife[]): LotLife {
  const counts = new Map<string, number>();
  for (const life of lives) counts.set(life.foodName, (counts.get(life.foodName) ?? 0) + 1);
  return [...lives].sort(
    (a, b) =>
      (counts.get(b.foodName) ?? 0) - (counts.get(a.foodName) ?? 0) ||
      b.placedOn.localeCompare(a.placedOn) ||
      a.foodName.localeCompare(b.foodName) ||
      (a.foodCategory ?? '').localeCompare(b.foodCategory ?? '') ||
      a.lotId.localeCompare(b.lotId),
  )[0];
}

/**
 * Every proposal the history supports, ordered by food name, place and state. For each food, place
 * and state: at least MIN_SPOILED_LOTS lots seen going off; the Kaplan–Meier median day of going
 * off (lots used first count as lasting at least that long); clamped to the safety figure (and to
 * at least a day); proposed only when it differs meaningfully from the current figure, and not
 * again while it stays within that margin of a figure the household ignored. An accepted figure
 * is the current one, so a later proposal is against what the household chose.
 */
export function learnShelfLives(lives: readonly LotLife[], options: LearnOptions): LearnedShelfLife[] {
  const limitsOf = options.limits ?? shelfLifeLimits;
  const overrides = new Map((options.overrides ?? []).map((override) => [`${shelfLifeKey(override)}|${override.status}`, override]));
  const groups = new Map<string, LotLife[]>();
  for (const life of lives) groups.set(shelfLifeKey(life), [...(groups.get(shelfLifeKey(life)) ?? []), life]);
  const proposals: LearnedShelfLife[] = [];
  for (const [key, group] of groups) {
    const spoiledLots = group.filter((life) => life.outcome === 'spoiled').length;
    if (spoiledLots < MIN_SPOILED_LOTS) continue;
    const median = medianDaysToSpoil(group.map((life) => ({ days: life.days, wentOff: life.outcome === 'spoiled' })));
    if (median === null) continue;
    const face = representative(group);
    const { ruleDays, safetyDays } = limitsOf({ name: face.foodName, foodCategory: face.foodCategory, state: face.state }, face.place);
    const days = Math.min(Math.max(median, 1), safetyDays);
    const currentDays = overrides.get(`${key}|accepted`)?.days ?? ruleDays;
    if (!differsMeaningfully(days, currentDays)) continue;
    const ignored = overrides.get(`${key}|ignored`);
    if (ignored && !differsMeaningfully(days, ignored.days)) continue;
    const since = group.map((life) => life.placedOn).sort()[0];
    proposals.push({
      foodKey: face.foodKey,
      foodName: face.foodName,
      place: face.place,
      state: face.state,
      days,
      currentDays,
      safetyDays,
      lots: group.length,
      spoiledLots,
      since,
      question: proposalQuestion(face.foodName, face.state, face.place, days),
      explanation: explanationOf(group.length, group.map((life) => life.unit), since, options.today),
    });
  }
  return proposals.sort((a, b) => a.foodName.localeCompare(b.foodName) || a.place.localeCompare(b.place) || (a.state ?? '').localeCompare(b.state ?? '') || a.foodKey.localeCompare(b.foodKey));
}

/** The days an add of this food in this place and state gets from the household's accepted figure, or null. */
export function acceptedShelfLifeDays(
  overrides: readonly Pick<ShelfLifeOverride, 'place' | 'state' | 'days' | 'status'>[],
  place: StoragePlace | null,
  state: ItemState | null,
): number | null {
  if (place === null) return null;
  return overrides.find((override) => override.status === 'accepted' && override.place === place && (override.state ?? null) === (state ?? null))?.days ?? null;
}
