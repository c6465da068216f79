import { mealPlanMealTypes, mealPlanNotesMaxLength, type CreateMealPlanBody, type MealPlan } from '@sous/contracts';
import { isValidIsoDate } from '@sous/kitchen';
import { plannerText } from './planner-text';

export type MealType = MealPlan['mealType'];

export interface ScheduleDraft {
  recipeId: string;
  /** `yyyy-MM-dd` in the cook's own calendar, or '' when none is picked yet. */
  date: string;
  mealType: MealType;
  /** As typed. */
  servings: string;
  notes: string;
  /** Eat this leftover of the recipe instead of cooking it (issue 21). */
  leftoverItemId?: string;
}

export const MAX_SERVINGS = 100;

/** Spec 001 §5: servings are a positive whole number; a bad value falls back to 1. */
export function servingsFrom(text: string): number {
  const value = Number(text.trim());
  if (!Number.isInteger(value) || value < 1) return 1;
  return Math.min(value, MAX_SERVINGS);
}

export type ScheduleResult = { ok: true; body: CreateMealPlanBody } | { ok: false; errors: { date?: string; recipe?: string } };

/**
 * The Schedule Meal form's rules (spec 001 §5): a date is required ('Please select a date') and
 * sent as the local calendar date; servings fall back to 1; notes are trimmed and left out when
 * blank; the meal type is one of the four.
 */
export function validateSchedule(draft: ScheduleDraft): ScheduleResult {
  const errors: { date?: string; recipe?: string } = {};
  if (!draft.recipeId) errors.recipe = 'Choose a recipe';
  if (!isValidIsoDate(draft.date)) errors.date = plannerText.selectDate;
  if (errors.date || errors.recipe) return { ok: false, errors };
  const notes = draft.notes.trim().slice(0, mealPlanNotesMaxLength);
  const mealType = (mealPlanMealTypes as readonly string[]).includes(draft.mealType) ? draft.mealType : 'dinner';
  return {
    ok: true,
    body: {
      recipeId: draft.recipeId,
      date: draft.date,
      mealType,
      servings: servingsFrom(draft.servings),
      ...(notes ? { notes } : {}),
      ...(draft.leftoverItemId ? { leftoverItemId: draft.leftoverItemId } : {}),
    },
  };
}
