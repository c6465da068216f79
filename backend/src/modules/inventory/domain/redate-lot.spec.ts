import { addDays, type ItemState, itemShelfLifeDays, leftoverExpirationDate } from '@sous/kitchen';
import type { StoragePlace } from './place-shelf-life.js';
import { type LotToRedate, redateLot } from './redate-lot.js';

describe('redateLot', () => {
  const today = '2026-11-26';
  const none = () => null;
  const spinach: LotToRedate = { name: 'Spinach', foodCategory: null, state: null, expirationDate: addDays(today, 20) };
  const tableDays = (food: LotToRedate, place: StoragePlace, state: ItemState | null = null) => itemShelfLifeDays({ ...food, foodCategory: null, state }, place);

  it('dates a move to another kind of place by the table, or by the figure the household accepted there', () => {
    expect(redateLot(spinach, { from: 'pantry', to: 'fridge' }, today, none)).toEqual({ state: null, expirationDate: addDays(today, tableDays(spinach, 'fridge')), basis: 'table' });
    const accepted = (place: StoragePlace | null, state: ItemState | null) => (place === 'fridge' && state === null ? 4 : null);
    expect(redateLot(spinach, { from: 'pantry', to: 'fridge' }, today, accepted)).toEqual({ state: null, expirationDate: addDays(today, 4), basis: 'household' });
    // the figure is for the fridge only: the freezer keeps the table's
    expect(redateLot(spinach, { from: 'fridge', to: 'freezer' }, today, accepted)?.basis).toBe('table');
  });

  it('asks for the figure of the state the move leaves the lot in', () => {
    const asked: [StoragePlace | null, ItemState | null][] = [];
    const frozen: LotToRedate = { name: 'Chicken breast', foodCategory: null, state: 'frozen', expirationDate: addDays(today, 90) };
    const redated = redateLot(frozen, { from: 'freezer', to: 'fridge' }, today, (place, state) => (asked.push([place, state]), state === 'thawed' ? 1 : null));
    expect(asked).toEqual([['fridge', 'thawed']]);
    expect(redated).toEqual({ state: 'thawed', expirationDate: addDays(today, 1), basis: 'household' });
  });

  it('keeps the date within one kind of place, or to a place of unknown kind', () => {
    expect(redateLot(spinach, { from: 'fridge', to: 'fridge' }, today, () => 4)).toBeNull();
    expect(redateLot(spinach, { from: null, to: null }, today, () => 4)).toBeNull();
    expect(redateLot({ ...spinach, state: 'opened' }, { from: 'fridge', to: 'fridge', newState: 'opened' }, today, () => 4)).toBeNull();
  });

  it('dates a new state by that state, never later than the lot was', () => {
    const milk: LotToRedate = { name: 'Milk', foodCategory: null, state: null, expirationDate: addDays(today, 10) };
    const opened = tableDays(milk, 'fridge', 'opened');
    expect(redateLot(milk, { from: 'fridge', to: 'fridge', newState: 'opened' }, today, none)).toEqual({ state: 'opened', expirationDate: addDays(today, opened), basis: 'table' });
    expect(redateLot(milk, { from: 'fridge', to: 'fridge', newState: 'opened' }, today, () => 4)).toEqual({ state: 'opened', expirationDate: addDays(today, 4), basis: 'household' });
    // a lot due sooner keeps its date: basis null says nothing new dated it
    const soon = { ...milk, expirationDate: addDays(today, 2) };
    expect(redateLot(soon, { from: 'fridge', to: 'fridge', newState: 'opened' }, today, () => 4)).toEqual({ state: 'opened', expirationDate: addDays(today, 2), basis: null });
    // a lot without a date takes the new one
    expect(redateLot({ ...milk, expirationDate: null }, { from: 'fridge', to: 'fridge', newState: 'opened' }, today, none)?.expirationDate).toBe(addDays(today, opened));
  });

  it("a leftover keeps by the leftovers' rule, whatever the household accepted", () => {
    const chili: LotToRedate = { name: 'Chili', foodCategory: null, kind: 'leftover', state: null, expirationDate: addDays(today, 3) };
    expect(redateLot(chili, { from: 'fridge', to: 'freezer' }, today, () => 30)).toEqual({ state: null, expirationDate: leftoverExpirationDate('freezer', today), basis: 'table' });
  });
});
