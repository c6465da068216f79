import type { ProposedReceiptItem } from '@sous/contracts';
import { addDays, itemShelfLifeDays } from '@sous/kitchen';
import { describe, expect, it } from 'vitest';
import { rowFromProposed } from './receipt-rows';
import { editRow, withStorageLocation } from './row-expiry';

const today = '2026-11-26';
const locations = [
  { id: 'pantry', name: 'Pantry', icon: 'pizza' },
  { id: 'fridge', name: 'Refrigerator', icon: 'refrigerator' },
  { id: 'freezer', name: 'Deep drawer', icon: 'snowflake' },
  { id: 'garage', name: 'Garage fridge', icon: 'box' },
  { id: 'shed', name: 'Shed', icon: 'box' },
];

const chicken: ProposedReceiptItem = {
  line: 3,
  raw: 'BNLS CHKN BRST 6.58',
  name: 'Chicken breast',
  foodKey: 'chicken-breast',
  quantity: '1',
  unit: 'item',
  price: 6.58,
  storageLocationId: 'fridge',
  storageLocationName: 'Refrigerator',
  expirationDate: '2026-11-28',
  foodCategory: 'Poultry Products',
  confidence: 0.9,
};

describe('a receipt row moved to another place', () => {
  const row = rowFromProposed(chicken);
  const freezerDate = addDays(today, itemShelfLifeDays({ name: 'Chicken breast', foodCategory: 'Poultry Products' }, 'Freezer'));

  it('takes the shelf life of the food in the new kind of place (read from the icon too)', () => {
    // months, not the fridge's days: the table knows chicken keeps frozen
    expect(freezerDate > addDays(today, 60)).toBe(true);
    expect(withStorageLocation(row, 'freezer', locations, today)).toMatchObject({ storageLocationId: 'freezer', expirationDate: freezerDate });
  });

  it('gets the server’s own date back at the proposed place', () => {
    const frozen = withStorageLocation(row, 'freezer', locations, today);
    expect(withStorageLocation(frozen, 'fridge', locations, today).expirationDate).toBe('2026-11-28');
  });

  it('keeps the date for a place of the same or an unknown kind', () => {
    expect(withStorageLocation(row, 'garage', locations, today).expirationDate).toBe('2026-11-28');
    expect(withStorageLocation(row, 'shed', locations, today).expirationDate).toBe('2026-11-28');
  });

  it('keeps a typed date, and an empty one the server fills in by place', () => {
    const typed = editRow(row, 'expirationDate', '2026-12-24', locations, today);
    expect(editRow(typed, 'storageLocationId', 'freezer', locations, today)).toMatchObject({ storageLocationId: 'freezer', expirationDate: '2026-12-24' });
    const cleared = editRow(row, 'expirationDate', '', locations, today);
    expect(editRow(cleared, 'storageLocationId', 'freezer', locations, today).expirationDate).toBe('');
  });

  it('edits other fields as typed, without touching the date', () => {
    expect(editRow(row, 'price', '5.99', locations, today)).toMatchObject({ price: '5.99', expirationDate: '2026-11-28', expiryTyped: false });
  });
});
