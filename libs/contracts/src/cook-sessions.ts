/**
 * Cook mode (issue 35): one running cook session per household that every device follows. The
 * steps are fixed when the session starts (at the chosen servings), so an edit of the recipe
 * mid-cook does not move the step a cook is on. Timers are server time: a running timer's
 * `endsAt` is the same instant on every device, and `serverNow` lets a device with a wrong clock
 * count from the server's.
 */
import { z } from 'zod';
import { nothingToChangeMessage } from './patch-body.js';

/** A timer the step's text gives ('simmer for 20 minutes'); a range is timed to its lower end and `note` says so. */
export const stepTimer = z.object({
  seconds: z.number().int(),
  maxSeconds: z.number().int().nullable(),
  label: z.string(),
  text: z.string(),
  note: z.string().nullable(),
});
export type StepTimerRow = z.infer<typeof stepTimer>;

/** One step at the session's servings: its text with amounts scaled and the ingredient lines it uses. */
export const cookSessionStep = z.object({
  /** Index of the step in the recipe's instructions (blank lines are not steps). */
  index: z.number().int(),
  section: z.string().nullable(),
  text: z.string(),
  timers: z.array(stepTimer),
  ingredients: z.array(z.object({ index: z.number().int(), line: z.string() })),
});
export type CookSessionStep = z.infer<typeof cookSessionStep>;

export const cookTimerStates = ['idle', 'running', 'paused'] as const;
export type CookTimerState = (typeof cookTimerStates)[number];

/**
 * A countdown of the session. Running: it ends at `endsAt` (server time). Paused or idle:
 * `remainingSeconds` is what is left. A running timer past `endsAt` is done; devices ring then.
 */
export const cookTimer = z.object({
  /** `<step position>.<timer of the step>`: '2.0' is the first timer of the third step. */
  id: z.string(),
  /** Position in `steps` of the step the timer belongs to. */
  step: z.number().int(),
  label: z.string(),
  /** The whole duration, what a reset goes back to. */
  seconds: z.number().int(),
  state: z.enum(cookTimerStates),
  remainingSeconds: z.number().int(),
  endsAt: z.string().nullable(),
});
export type CookTimer = z.infer<typeof cookTimer>;

export const cookSession = z.object({
  id: z.string(),
  householdId: z.string(),
  recipeId: z.string(),
  recipeTitle: z.string(),
  mealPlanId: z.string().nullable(),
  /** The servings being cooked, and the recipe's own (null: it does not say, read as 4). */
  servings: z.number().int(),
  recipeServings: z.number().nullable(),
  /** Position in `steps` of the step every device shows. */
  step: z.number().int(),
  steps: z.array(cookSessionStep),
  timers: z.array(cookTimer),
  /** Starts at 1, one more per change; a `PATCH` with another `version` answers 409 with this session. */
  version: z.number().int(),
  startedBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The server's clock when this answer or event was made: devices count timers from it, not from their own clock. */
  serverNow: z.string(),
});
export type CookSession = z.infer<typeof cookSession>;

/** `POST /api/cook-sessions` */
export const startCookSessionBody = z.object({
  recipeId: z.uuid('must be a recipe id'),
  servings: z
    .number('must be a number')
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    // as many as a meal plan may serve, so any planned meal can be cooked in cook mode
    .max(100, 'must be at most 100'),
  mealPlanId: z.uuid('must be a meal plan id').optional(),
});
export type StartCookSessionBody = z.input<typeof startCookSessionBody>;

export const cookTimerActions = ['start', 'pause', 'reset'] as const;
export type CookTimerAction = (typeof cookTimerActions)[number];

/** `PATCH /api/cook-sessions/:id`: move to a step, start/pause/reset timers, or both. */
export const updateCookSessionBody = z
  .object({
    step: z.number('must be a number').int('must be a whole number').min(0, 'must not be negative').optional(),
    timers: z
      .array(z.object({ id: z.string().max(20, 'must be a timer id'), action: z.enum(cookTimerActions) }))
      .min(1, 'must name at least one timer')
      .max(100, 'must name at most 100 timers')
      .optional(),
    /** The version the device last saw; another one answers 409 with the current session. */
    version: z.number('must be a number').int('must be a whole number').min(1, 'must be at least 1').optional(),
  })
  .refine((body) => body.step !== undefined || body.timers !== undefined, { message: nothingToChangeMessage })
  .meta({ minProperties: 1 });
export type UpdateCookSessionBody = z.input<typeof updateCookSessionBody>;

/** The session ended (`DELETE`, or its recipe went): devices leave cook mode. */
export const cookSessionEnded = z.object({ id: z.string() });
