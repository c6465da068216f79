import { createMealPlanBody } from '@sous/contracts';
import { describe, expect, it } from 'vitest';
import { availabilityTone } from './availability';
import { servingsFrom, validateSchedule, type ScheduleDraft } from './schedule-form';

const draft = (overrides: Partial<ScheduleDraft> = {}): ScheduleDraft => ({
  recipeId: '3f2b8c1e-8d1a-4a57-9c39-1b2f0d7e6a11',
  date: '2025-03-06',
  mealType: 'dinner',
  servings: '2',
  notes: '',
  ...overrides,
});

describe('validateSchedule (spec 001 §5)', () => {
  it('requires a date: "Please select a date"', () => {
    expect(validateSchedule(draft({ date: '' }))).toEqual({ ok: false, errors: { date: 'Please select a date' } });
    expect(validateSchedule(draft({ date: '2025-02-30' }))).toEqual({ ok: false, errors: { date: 'Please select a date' } });
  });

  it('requires a recipe', () => {
    expect(validateSchedule(draft({ recipeId: '' }))).toMatchObject({ ok: false, errors: { recipe: expect.any(String) as string } });
  });

  it('sends the local calendar date as typed, the meal type, and servings', () => {
    const result = validateSchedule(draft({ mealType: 'lunch' }));
    expect(result).toEqual({ ok: true, body: { recipeId: draft().recipeId, date: '2025-03-06', mealType: 'lunch', servings: 2 } });
    if (result.ok) expect(createMealPlanBody.safeParse(result.body).success).toBe(true);
  });

  it('trims notes and leaves blank ones out', () => {
    expect(validateSchedule(draft({ notes: '  double the garlic  ' }))).toMatchObject({ ok: true, body: { notes: 'double the garlic' } });
    const blank = validateSchedule(draft({ notes: '   ' }));
    expect(blank.ok && 'notes' in blank.body).toBe(false);
  });

  it.each([
    ['', 1],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
    ['1', 1],
    ['4', 4],
    [' 6 ', 6],
    ['500', 100],
  ])('servings %j → %i (a bad value falls back to 1)', (text, servings) => {
    expect(servingsFrom(text)).toBe(servings);
  });
});

describe('availabilityTone (spec 001 §9)', () => {
  it('is all, over half, some or none', () => {
    expect(availabilityTone(5, 5)).toBe('all');
    expect(availabilityTone(0, 0)).toBe('all');
    expect(availabilityTone(3, 5)).toBe('most');
    expect(availabilityTone(2, 4)).toBe('some');
    expect(availabilityTone(1, 5)).toBe('some');
    expect(availabilityTone(0, 5)).toBe('none');
  });
});
