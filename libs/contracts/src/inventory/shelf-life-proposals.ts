import { z } from 'zod';
import { foodItemStates } from './food-item.js';

/** The kinds of place a learned shelf life is for. */
export const shelfLifePlaces = ['fridge', 'freezer', 'pantry'] as const;

/**
 * A shelf life the household's own history proposes (issue 35): one food in one kind of place and
 * state, how long it usually keeps there (never past the food-safety figure), and what that comes
 * from. `id` is stable for the food, place and state, so every device names the same proposal.
 */
export const shelfLifeProposal = z.object({
  id: z.uuid(),
  foodKey: z.string(),
  foodName: z.string(),
  place: z.enum(shelfLifePlaces),
  state: z.enum(foodItemStates).nullable(),
  /** What is proposed. */
  days: z.number().int().min(1),
  /** What adds use now: the household's accepted figure, else the shelf-life table's. */
  currentDays: z.number().int().min(1),
  /** The longest the food-safety table allows; an accepted figure is never longer. */
  safetyDays: z.number().int().min(1),
  /** Lots of this food the history holds here, and how many of them went off. */
  lots: z.number().int(),
  spoiledLots: z.number().int(),
  /** The day the earliest of those lots was placed (yyyy-MM-dd). */
  since: z.string(),
  /** "Spinach usually goes off after 4 days in your fridge — use 4 days?" */
  question: z.string(),
  /** "from 5 bags since October" */
  explanation: z.string(),
});
export type ShelfLifeProposal = z.infer<typeof shelfLifeProposal>;

/**
 * `POST /api/shelf-life-proposals/:id/accept`: no body accepts the proposed days; `days` accepts
 * another figure the person prefers, at most the proposal's safety figure.
 */
export const acceptShelfLifeProposalBody = z
  .strictObject({
    days: z.number({ error: 'must be a whole number of days' }).int('must be a whole number of days').min(1, 'must be at least 1').optional(),
  })
  // a POST with no body at all accepts the proposed days
  .default({});
export type AcceptShelfLifeProposalBody = z.input<typeof acceptShelfLifeProposalBody>;

/** What accept and ignore answer: the household's answer as stored. */
export const shelfLifeAnswer = z.object({
  id: z.uuid(),
  foodKey: z.string(),
  place: z.enum(shelfLifePlaces),
  state: z.enum(foodItemStates).nullable(),
  days: z.number().int().min(1),
  status: z.enum(['accepted', 'ignored']),
});
export type ShelfLifeAnswer = z.infer<typeof shelfLifeAnswer>;
