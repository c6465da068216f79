import { z } from 'zod';
import { foodItem } from './food-item.js';

/**
 * Undo of Use and Throw away (issue 29). `POST /api/food-items/:id/consume` and `/discard` answer
 * `undo` beside what they took: a token for that one change, kept by the server a short while. The
 * client sends the token alone; the server restores the lots exactly as they were before (same ids,
 * amounts, dates, prices, nutrition) and forgets the eaten or wasted record, as if it never happened.
 */

/** How long the toast offers Undo. The server keeps the change a little longer, for the round trip. */
export const undoOfferMs = 10_000;
/** How long the server honours a token: the offer plus a grace for a slow connection. */
export const undoWindowMs = 15_000;

/** Part of the consume/discard answer: the change's token and when the server stops honouring it. */
export const foodChangeUndo = z.object({
  token: z.uuid(),
  expiresAt: z.string().describe('ISO timestamp after which the undo is refused'),
});
export type FoodChangeUndo = z.infer<typeof foodChangeUndo>;

/** `POST /api/food-items/undo`. */
export const undoFoodChangeBody = z.object({
  token: z.uuid('must be an undo token'),
});
export type UndoFoodChangeBody = z.input<typeof undoFoodChangeBody>;

/**
 * Its answer: every lot as it is again. Unknown tokens and another household's answer 404; a token
 * already used, one past its window, or a change whose lots were changed again since (by anyone)
 * answers 409 and restores nothing.
 */
export const undoneFoodChange = z.object({
  restored: z.array(foodItem),
});
export type UndoneFoodChange = z.infer<typeof undoneFoodChange>;
