import { customizeDefaultsForHour } from '@sous/kitchen';
import { describe, expect, it } from 'vitest';
import { customizationBody, initialCustomization } from './customization';

// The hour's defaults, the presets and the creativity labels are @sous/kitchen's and tested there
// (recipe-defaults.spec.ts); this file tests what the dialog adds: the saved preferences over them.
describe('initialCustomization', () => {
  it("starts from @sous/kitchen's defaults of the hour when nothing valid is saved", () => {
    for (const saved of [null, 'dinner', ['quick'], {}]) expect(initialCustomization(8, saved)).toEqual(customizeDefaultsForHour(8));
    expect(initialCustomization(19, null)).toEqual(customizeDefaultsForHour(19));
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
