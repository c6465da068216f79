import type { StorageLocation } from '@sous/contracts';
import { addDays, itemShelfLifeDays, type IsoDate, placeOfLocation } from '@sous/kitchen';
import type { ReceiptRow, RowField } from './receipt-rows';

type Place = Pick<StorageLocation, 'id' | 'name'> & { icon?: string | null };
/**
 * The row moved to another storage location (DESIGN §10: a place change re-dates unless the person
 * typed the date). Back at the server's proposed place the server's own date returns; elsewhere the
 * shelf life of the food in the new kind of place, from today. A typed date, an empty one (the
 * server dates it by place at commit) and a move to a place of the same or an unknown kind keep it.
 */
export function withStorageLocation(row: ReceiptRow, storageLocationId: string, locations: readonly Place[], today: IsoDate): ReceiptRow {
  const moved = { ...row, storageLocationId };
  if (row.expiryTyped || row.expirationDate === '' || storageLocationId === row.storageLocationId) return moved;
  if (row.proposal && row.proposal.storageLocationId === storageLocationId && row.proposal.expirationDate !== '') {
    return { ...moved, expirationDate: row.proposal.expirationDate };
  }
  const to = locations.find((location) => location.id === storageLocationId);
  if (!to) return moved;
  const from = locations.find((location) => location.id === row.storageLocationId);
  const kind = placeOfLocation(to);
  if (kind === null || (from && placeOfLocation(from) === kind)) return moved;
  // the rule the server dates a new lot by, for the row's name (its state read from the words: 'Cooked rice')
  return { ...moved, expirationDate: addDays(today, itemShelfLifeDays({ name: row.name, foodCategory: row.foodCategory }, kind)) };
}

/** One field of the row edited as the review's inputs edit it. */
export function editRow(row: ReceiptRow, field: RowField, value: string, locations: readonly Place[], today: IsoDate): ReceiptRow {
  if (field === 'storageLocationId') return withStorageLocation(row, value, locations, today);
  if (field === 'expirationDate') return { ...row, expirationDate: value, expiryTyped: true };
  return { ...row, [field]: value };
}
