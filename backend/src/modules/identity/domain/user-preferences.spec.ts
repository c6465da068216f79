import { userPreferencesBody } from '@sous/contracts';
import { preferenceColumns, toUserPreferences } from './user-preferences.js';

describe('user preferences', () => {
  it('stores a validated body, lists left out stored empty', () => {
    const body = userPreferencesBody.parse({
      storageAreasEnabled: ['Refrigerator', 'refrigerator', 'Pantry'],
      householdSize: 3,
      cookingSkillLevel: 'advanced',
      preferredUnits: 'metric',
      allergens: ['Peanuts'],
      expirationAlertDays: 5,
    });
    expect(preferenceColumns(body)).toEqual({
      storageAreasEnabled: ['Refrigerator', 'Pantry'],
      householdSize: 3,
      cookingSkillLevel: 'advanced',
      preferredUnits: 'metric',
      dietaryRestrictions: [],
      allergens: ['Peanuts'],
      foodsToAvoid: [],
      expirationAlertDays: 5,
    });
    expect(preferenceColumns(body, ['Pantry', 'Garage']).storageAreasEnabled).toEqual(['Pantry', 'Garage']);
  });

  it('reads null lists as empty and unknown enum values as the defaults', () => {
    expect(
      toUserPreferences({
        storage_areas_enabled: null,
        household_size: 2,
        cooking_skill_level: 'chef',
        preferred_units: 'furlongs',
        dietary_restrictions: null,
        allergens: ['Soy'],
        foods_to_avoid: null,
        expiration_alert_days: 3,
        has_completed_onboarding: false,
        currency: null,
      }),
    ).toEqual({
      storageAreasEnabled: [],
      householdSize: 2,
      cookingSkillLevel: 'beginner',
      preferredUnits: 'imperial',
      dietaryRestrictions: [],
      allergens: ['Soy'],
      foodsToAvoid: [],
      expirationAlertDays: 3,
      hasCompletedOnboarding: false,
      currency: 'USD',
    });
  });
});
