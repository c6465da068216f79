import { addDays, itemShelfLifeDays } from '@sous/kitchen';
import { describe, expect, it } from 'vitest';
import { proposedExpiry } from './move-expiry';

const today = '2026-12-06';
const fridge = { name: 'Refrigerator' };
const freezer = { name: 'Deep drawer', icon: 'snowflake' };
const garageFridge = { name: 'Garage fridge' };

describe('proposedExpiry (the date the Move dialog shows is the one the server sets)', () => {
  it('dates frozen chicken moved to the fridge as thawed, not as fresh', () => {
    const chicken = { name: 'Chicken thighs', foodName: 'Chicken thighs', foodCategory: 'Poultry Products', state: null };
    expect(proposedExpiry(chicken, freezer, fridge, today)).toBe(addDays(today, itemShelfLifeDays({ ...chicken, state: 'thawed' }, 'fridge')));
  });

  it('keeps the date on a move to the same or an unknown kind of place', () => {
    const milk = { name: 'Milk', foodCategory: null };
    expect(proposedExpiry(milk, fridge, garageFridge, today)).toBeNull();
    expect(proposedExpiry(milk, fridge, { name: 'Shed', icon: 'box' }, today)).toBeNull();
  });

  it('keeps cooked food on the cooked rule in the freezer', () => {
    const rice = { name: 'Cooked rice', foodCategory: null };
    expect(proposedExpiry(rice, fridge, freezer, today)).toBe(addDays(today, itemShelfLifeDays({ name: 'Cooked rice' }, 'freezer')));
  });
});
