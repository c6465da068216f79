import { normalizeRequest } from './request.js';

describe('normalizeRequest', () => {
  it('reads the smart body with the spec defaults', () => {
    expect(normalizeRequest({ onlyUseOnHand: true, prioritizeExpiring: true })).toMatchObject({
      kind: 'smart',
      servings: 4,
      maxTotalMinutes: 30,
      minTotalMinutes: null,
      creativity: 5,
      onlyUseOnHand: true,
      prioritizeExpiring: true,
      mealType: null,
      difficulty: null,
      cuisine: null,
    });
    const smart = normalizeRequest({
      onlyUseOnHand: true,
      prioritizeExpiring: false,
      servings: 6,
      maxCookingTime: '45',
      expiringItems: [{ name: 'Spinach', quantity: '1', unit: 'bag', daysUntilExpiration: 1 }],
      abundantItems: [{ name: 'Eggs', quantity: '12', unit: 'item' }],
      cuisineType: 'Thai',
      dietaryRestrictions: ['vegetarian'],
    });
    expect(smart).toMatchObject({
      servings: 6,
      maxTotalMinutes: 45,
      prioritizeExpiring: false,
      cuisine: 'asian',
      hintedExpiring: ['Spinach'],
      hintedAbundant: ['Eggs'],
      dietaryRestrictions: ['vegetarian'],
    });
  });

  it('reads the customize body: time windows, meal type, difficulty, creativity and cuisine', () => {
    const base = { servings: 2, difficulty: 'beginner', mealType: 'breakfast', creativity: 8, onlyUseOnHand: false, dietaryRestrictions: [] };
    expect(normalizeRequest({ ...base, timeConstraint: 'quick' })).toMatchObject({
      kind: 'custom',
      maxTotalMinutes: 29,
      minTotalMinutes: null,
      difficulty: 'beginner',
      mealType: 'breakfast',
      creativity: 8,
      onlyUseOnHand: false,
    });
    expect(normalizeRequest({ ...base, timeConstraint: 'moderate' })).toMatchObject({ minTotalMinutes: 30, maxTotalMinutes: 60 });
    expect(normalizeRequest({ ...base, timeConstraint: 'elaborate' })).toMatchObject({ minTotalMinutes: 46, maxTotalMinutes: null });
    expect(normalizeRequest({ ...base, timeConstraint: 'quick', cuisineType: 'any' }).cuisine).toBeNull();
    expect(normalizeRequest({ ...base, timeConstraint: 'quick', cuisineType: 'indian' }).cuisine).toBe('indian');
  });

  it('clamps numbers instead of failing', () => {
    expect(normalizeRequest({ timeConstraint: 'quick', servings: 40, creativity: 0 })).toMatchObject({ servings: 20, creativity: 1 });
    expect(normalizeRequest({ timeConstraint: 'quick', servings: 2.6, creativity: 11 })).toMatchObject({ servings: 3, creativity: 10 });
    expect(normalizeRequest({ timeConstraint: 'quick', mealType: 'brunch', difficulty: 'impossible' })).toMatchObject({ mealType: null, difficulty: null });
  });
});
