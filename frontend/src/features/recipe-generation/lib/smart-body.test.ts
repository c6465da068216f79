import { describe, expect, it } from 'vitest';
import { buildSmartRecipeBody, shouldAutoGenerate, smartSuccessDescription } from './smart-body';
import { defaultSmartPreferences } from './smart-preferences';

const today = '2025-06-10';
const items = [
  { name: 'Milk', quantity: '1', unit: 'l', expirationDate: '2025-06-12' },
  { name: 'Spinach', quantity: '2', unit: 'bunch', expirationDate: '2025-06-10' },
  { name: 'Eggs', quantity: '12', unit: 'item', expirationDate: '2025-06-30' },
  { name: 'Rice', quantity: '5', unit: 'cup', expirationDate: null },
  { name: 'Old bread', quantity: '9', unit: 'slice', expirationDate: '2025-06-01' },
  { name: 'Yogurt', quantity: '1', unit: 'cup', expirationDate: '2025-06-14' },
];

describe('buildSmartRecipeBody', () => {
  it('sends expiring (≤3 days, soonest first) and abundant (>5) items with the defaults', () => {
    const body = buildSmartRecipeBody(items, defaultSmartPreferences, today);
    expect(body).toEqual({
      onlyUseOnHand: true,
      prioritizeExpiring: true,
      servings: 4,
      maxCookingTime: 30,
      expiringItems: [
        { name: 'Spinach', quantity: '2', unit: 'bunch', daysUntilExpiration: 0 },
        { name: 'Milk', quantity: '1', unit: 'l', daysUntilExpiration: 2 },
      ],
      abundantItems: [{ name: 'Eggs', quantity: '12', unit: 'item' }],
    });
  });

  it('leaves expiring items out when they are not preferred, and adds cuisine and diet', () => {
    const body = buildSmartRecipeBody(
      items,
      { ...defaultSmartPreferences, preferExpiringItems: false, lastServingSize: 2, lastCookingTime: '45', lastCuisineType: 'italian', lastDietaryRestrictions: ['Vegetarian'] },
      today,
    );
    expect(body.prioritizeExpiring).toBe(false);
    expect(body.expiringItems).toBeUndefined();
    expect(body).toMatchObject({ servings: 2, maxCookingTime: 45, cuisineType: 'italian', dietaryRestrictions: ['Vegetarian'] });
  });

  it('picks the success description of spec 000 §8', () => {
    expect(smartSuccessDescription(buildSmartRecipeBody(items, defaultSmartPreferences, today))).toBe(
      'Recipe ready to cook now using 2 expiring items - no shopping needed!',
    );
    expect(smartSuccessDescription({ abundantItems: [{ name: 'Eggs' }] })).toBe('Recipe ready using your abundant ingredients - start cooking immediately!');
    expect(smartSuccessDescription({})).toBe('Recipe ready using only what you have - no shopping required!');
  });

  it('auto-generates only when enabled and more than 2 items are expiring', () => {
    const three = [...items, { name: 'Fish', quantity: '1', unit: 'lb', expirationDate: '2025-06-11' }];
    expect(shouldAutoGenerate(three, defaultSmartPreferences, today)).toBe(false);
    expect(shouldAutoGenerate(three, { ...defaultSmartPreferences, autoGenerateOnExpiring: true }, today)).toBe(true);
    expect(shouldAutoGenerate(items, { ...defaultSmartPreferences, autoGenerateOnExpiring: true }, today)).toBe(false);
  });
});
