import { addDays, itemShelfLifeDays } from '@sous/kitchen';
import { describe, expect, it } from 'vitest';
import { proposedExpiry, shownExpiry } from './move-expiry';

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

describe('shownExpiry (the server’s date once it answers, the table’s meanwhile)', () => {
  const table = addDays(today, 3);

  it('shows the table’s date while the server has not answered, nothing when the table keeps the date', () => {
    expect(shownExpiry(table, undefined, today)).toEqual({ date: table, householdDays: null });
    expect(shownExpiry(null, undefined, today)).toBeNull();
  });

  it('shows the server’s date once it answers, with the days when they are the household’s', () => {
    expect(shownExpiry(table, { expirationDate: addDays(today, 4), basis: 'household' }, today)).toEqual({ date: addDays(today, 4), householdDays: 4 });
    expect(shownExpiry(null, { expirationDate: addDays(today, 5), basis: 'table' }, today)).toEqual({ date: addDays(today, 5), householdDays: null });
  });

  it('shows nothing when the server says the date stays, whatever the table thought', () => {
    expect(shownExpiry(table, { expirationDate: addDays(today, 9), basis: null }, today)).toBeNull();
    expect(shownExpiry(table, { expirationDate: null, basis: null }, today)).toBeNull();
  });
});
