import { describe, expect, it } from 'vitest';
import {
  addFoodToAvoid,
  defaultPreferencesDraft,
  draftFromPreferences,
  preferencesReducer,
  validatePreferences,
  type PreferencesAction,
  type PreferencesDraft,
} from './preferences-draft';

const run = (...actions: PreferencesAction[]): PreferencesDraft => actions.reduce(preferencesReducer, defaultPreferencesDraft());

describe('preferences draft', () => {
  it('starts with the spec defaults', () => {
    expect(defaultPreferencesDraft()).toEqual({
      storageAreasEnabled: ['Refrigerator', 'Freezer', 'Pantry', 'Counter'],
      customStorageAreas: [],
      householdSize: '2',
      cookingSkillLevel: 'beginner',
      preferredUnits: 'imperial',
      dietaryRestrictions: [],
      allergens: [],
      foodsToAvoid: [],
      expirationAlertDays: '3',
    });
  });

  it('adds a custom area to both lists, trimmed', () => {
    const draft = run({ type: 'addCustomStorageArea', name: '  Wine cellar ' });
    expect(draft.customStorageAreas).toEqual(['Wine cellar']);
    expect(draft.storageAreasEnabled).toEqual(['Refrigerator', 'Freezer', 'Pantry', 'Counter', 'Wine cellar']);
  });

  it('ignores a blank custom area, a duplicate and a name equal to an existing area (any case)', () => {
    const once = run({ type: 'addCustomStorageArea', name: 'Garage' });
    for (const name of ['', '   ', 'Garage', 'garage ', 'Pantry', 'refrigerator']) {
      expect(preferencesReducer(once, { type: 'addCustomStorageArea', name })).toBe(once);
    }
    // A default area turned off is still an existing area: it is not re-added as a custom one.
    const off = preferencesReducer(once, { type: 'toggleStorageArea', name: 'Freezer' });
    expect(preferencesReducer(off, { type: 'addCustomStorageArea', name: 'freezer' })).toBe(off);
  });

  it('removes a custom area from both lists when it is clicked', () => {
    const draft = run({ type: 'addCustomStorageArea', name: 'Garage' }, { type: 'addCustomStorageArea', name: 'Cellar' }, { type: 'removeCustomStorageArea', name: 'Garage' });
    expect(draft.customStorageAreas).toEqual(['Cellar']);
    expect(draft.storageAreasEnabled).toEqual(['Refrigerator', 'Freezer', 'Pantry', 'Counter', 'Cellar']);
  });

  it('toggles default areas, diets and allergens', () => {
    const draft = run(
      { type: 'toggleStorageArea', name: 'Freezer' },
      { type: 'toggleDiet', name: 'Vegan' },
      { type: 'toggleAllergen', name: 'Peanuts' },
      { type: 'toggleAllergen', name: 'Soy' },
      { type: 'toggleAllergen', name: 'Peanuts' },
    );
    expect(draft.storageAreasEnabled).toEqual(['Refrigerator', 'Pantry', 'Counter']);
    expect(draft.dietaryRestrictions).toEqual(['Vegan']);
    expect(draft.allergens).toEqual(['Soy']);
  });

  it('adds foods to avoid, ignoring blanks and duplicates (any case)', () => {
    expect(addFoodToAvoid(['Cilantro'], '  ')).toEqual(['Cilantro']);
    expect(addFoodToAvoid(['Cilantro'], 'cilantro ')).toEqual(['Cilantro']);
    expect(addFoodToAvoid(['Cilantro'], ' Olives ')).toEqual(['Cilantro', 'Olives']);
    const draft = run({ type: 'addFoodToAvoid', name: 'Olives' }, { type: 'addFoodToAvoid', name: 'Liver' }, { type: 'removeFoodToAvoid', name: 'Olives' });
    expect(draft.foodsToAvoid).toEqual(['Liver']);
  });

  it('requires at least one storage area', () => {
    const none = run(...['Refrigerator', 'Freezer', 'Pantry', 'Counter'].map((name) => ({ type: 'toggleStorageArea', name }) as const));
    const result = validatePreferences(none);
    expect(result).toEqual({ ok: false, errors: { storageAreasEnabled: 'Please select at least one storage area' } });
    // a custom area alone is enough
    expect(validatePreferences(preferencesReducer(none, { type: 'addCustomStorageArea', name: 'Shed' })).ok).toBe(true);
  });

  it('checks household size 1–20 and alert days 1–14 as whole numbers', () => {
    const check = (householdSize: string, expirationAlertDays: string) =>
      validatePreferences({ ...defaultPreferencesDraft(), householdSize, expirationAlertDays });
    expect(check('1', '1').ok).toBe(true);
    expect(check('20', '14').ok).toBe(true);
    expect(check('0', '15')).toEqual({ ok: false, errors: { householdSize: 'must be at least 1', expirationAlertDays: 'must be at most 14' } });
    expect(check('21', '0')).toEqual({ ok: false, errors: { householdSize: 'must be at most 20', expirationAlertDays: 'must be at least 1' } });
    expect(check('2.5', '3')).toEqual({ ok: false, errors: { householdSize: 'must be a whole number' } });
    expect(check('', '')).toEqual({ ok: false, errors: { householdSize: 'Required', expirationAlertDays: 'Required' } });
  });

  it('gives the body of the contract with numbers and every list', () => {
    const draft = run({ type: 'addCustomStorageArea', name: 'Garage' }, { type: 'set', field: 'householdSize', value: '4' }, { type: 'setUnits', value: 'metric' });
    expect(validatePreferences(draft)).toEqual({
      ok: true,
      customStorageAreas: ['Garage'],
      value: {
        storageAreasEnabled: ['Refrigerator', 'Freezer', 'Pantry', 'Counter', 'Garage'],
        householdSize: 4,
        cookingSkillLevel: 'beginner',
        preferredUnits: 'metric',
        dietaryRestrictions: [],
        allergens: [],
        foodsToAvoid: [],
        expirationAlertDays: 3,
      },
    });
  });

  it('reads saved preferences back, with the areas that are not one of the four as custom', () => {
    const draft = draftFromPreferences({
      storageAreasEnabled: ['Refrigerator', 'Garage', 'pantry'],
      householdSize: 5,
      cookingSkillLevel: 'advanced',
      preferredUnits: 'metric',
      dietaryRestrictions: ['Keto'],
      allergens: [],
      foodsToAvoid: ['Okra'],
      expirationAlertDays: 7,
      hasCompletedOnboarding: true,
    });
    expect(draft.customStorageAreas).toEqual(['Garage']);
    expect(draft.householdSize).toBe('5');
    expect(draft.expirationAlertDays).toBe('7');
  });
});
