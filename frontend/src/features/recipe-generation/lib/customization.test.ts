import { applyPreset, creativityLabel, RECIPE_PRESETS } from '@sous/kitchen';
import { describe, expect, it } from 'vitest';
import { customizationBody, initialCustomization } from './customization';

describe('initialCustomization', () => {
  it.each([
    [5, 'breakfast', 'quick'],
    [10, 'breakfast', 'quick'],
    [11, 'lunch', 'quick'],
    [13, 'lunch', 'quick'],
    [14, 'snack', 'quick'],
    [16, 'snack', 'quick'],
    [17, 'dinner', 'moderate'],
    [2, 'dinner', 'moderate'],
  ])('hour %i gives %s and %s', (hour, mealType, timeConstraint) => {
    expect(initialCustomization(hour, null)).toMatchObject({ mealType, timeConstraint, servings: 4, creativity: 5, difficulty: 'intermediate', onlyUseOnHand: true, dietaryRestrictions: [] });
  });

  it('lets valid saved preferences override the hour and ignores invalid ones', () => {
    const values = initialCustomization(8, { mealType: 'dessert', servings: 40, creativity: 9, onlyUseOnHand: false, cuisineType: 'klingon', dietaryRestrictions: ['Vegan'] });
    expect(values).toMatchObject({ mealType: 'dessert', servings: 4, creativity: 9, onlyUseOnHand: false, dietaryRestrictions: ['Vegan'], timeConstraint: 'quick' });
    expect(values.cuisineType).toBeUndefined();
  });

  it('sends the preferences object as the body', () => {
    const values = { ...initialCustomization(19, null), cuisineType: 'french' };
    expect(customizationBody(values)).toEqual(values);
  });
});

describe('presets and creativity labels', () => {
  it('applies the three presets of spec 000 §9', () => {
    const base = initialCustomization(19, null);
    const [quick, family, creative] = RECIPE_PRESETS;
    expect(applyPreset(base, quick)).toMatchObject({ timeConstraint: 'quick', difficulty: 'beginner' });
    expect(applyPreset(base, family)).toMatchObject({ servings: 6, mealType: 'dinner', difficulty: 'intermediate' });
    expect(applyPreset(base, creative)).toMatchObject({ creativity: 8, difficulty: 'advanced' });
  });

  it('labels creativity Traditional ≤3, Balanced ≤7, Experimental above', () => {
    expect([1, 3, 4, 7, 8, 10].map(creativityLabel)).toEqual(['Traditional', 'Traditional', 'Balanced', 'Balanced', 'Experimental', 'Experimental']);
  });
});
