import type { AddedFoodItem } from '@sous/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { commitSummary, emptyRow, rowFromSkipped, serverRowErrors, validateRows } from './receipt-rows';

const locationId = '16fd2706-8baf-433b-82eb-8c7fada847da';
const rows = [
  { ...emptyRow('a', locationId), name: 'Milk' },
  { ...emptyRow('b', locationId), name: 'Eggs' },
];

const addedWith = (outcome: AddedFoodItem['merge']['outcome'], message = 'Added') => ({ merge: { outcome, message, total: { quantity: '1', unit: 'item' }, lots: 1 } }) as AddedFoodItem;

describe('receipt rows', () => {
  it('reads the 400 of a commit by row, whether the path comes as segments or dotted', () => {
    const error = (path: (string | number)[]) =>
      new ApiError(400, JSON.stringify({ message: 'bad', issues: [{ path, message: 'must be at least 0' }] }), 'Bad Request');
    expect(serverRowErrors(error(['items', 1, 'price']), rows)).toEqual({ b: { price: 'must be at least 0' } });
    expect(serverRowErrors(error(['items.0.storageLocationId']), rows)).toEqual({ a: { storageLocationId: 'must be at least 0' } });
    // a row that is not there, a field no row shows, another status: nothing to mark
    expect(serverRowErrors(error(['items', 5, 'price']), rows)).toEqual({});
    expect(serverRowErrors(error(['items', 0, 'fcdId']), rows)).toEqual({});
    expect(serverRowErrors(new ApiError(404, '{"message":"Not found"}', 'Not Found'), rows)).toEqual({});
  });

  it('validates with the contract: a day before today and a bad location are refused', () => {
    const result = validateRows([{ ...rows[0], expirationDate: '2020-01-01' }, { ...rows[1], storageLocationId: 'fridge' }], '2026-11-26');
    expect(result).toEqual({ ok: false, errors: { a: { expirationDate: 'Choose today or a later date.' }, b: { storageLocationId: 'must be a storage location id' } } });
    expect(validateRows([], '2026-11-26').ok).toBe(false);
  });

  it('takes the price off the end of a skipped line', () => {
    expect(rowFromSkipped({ line: 4, raw: 'HERB POT 3,49 F', reason: 'not-food' }, locationId)).toMatchObject({ name: 'HERB POT', price: '3.49', confidence: 0 });
    expect(rowFromSkipped({ line: 5, raw: 'FRESH DILL', reason: 'unreadable' }, locationId)).toMatchObject({ name: 'FRESH DILL', price: '' });
  });

  it('sums up what the commit did to the cards', () => {
    expect(commitSummary([addedWith('created'), addedWith('merged'), addedWith('merged'), addedWith('new-lot')])).toEqual({
      title: 'Added 4 items — 2 merged into existing cards, 1 added as new lots beside existing ones',
    });
    expect(commitSummary([addedWith('created'), addedWith('created')])).toEqual({ title: 'Added 2 items' });
    expect(commitSummary([addedWith('merged', 'Added 2 lb to Chicken breast — now 3 lb')])).toEqual({ title: 'Added 1 item', description: 'Added 2 lb to Chicken breast — now 3 lb' });
  });
});
