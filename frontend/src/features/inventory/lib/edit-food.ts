import { updateFoodItemBody, type FoodItem, type StorageLocation } from '@sous/contracts';
import { convertAmount, formatScaled, parseQuantity, unitName, type IsoDate } from '@sous/kitchen';
import { fieldErrorsFromZod, withFieldLabel, type FieldErrors } from '@/lib/form-errors';
import type { FoodItemChanges, FoodItemEdit } from '../api/update-food-item';
import type { FoodCard } from './food-cards';
import { inventoryText } from './inventory-text';
import { formatAmount } from './item-list';
import { proposedExpiry } from './move-expiry';

/** The Edit dialog's fields as typed; quantity, unit and date are the chosen lot's. */
export interface EditDraft {
  lotId: string;
  name: string;
  quantity: string;
  unit: string;
  foodCategory: string;
  storageLocationId: string;
  expirationDate: string;
  /** Moving to another kind of place: keep the current date instead of the proposed one. */
  keepDate: boolean;
}

export function draftFor(card: FoodCard, lot: FoodItem = card.first): EditDraft {
  return {
    lotId: lot.id,
    name: card.first.name,
    quantity: lot.quantity,
    unit: lot.unit,
    foodCategory: card.first.foodCategory ?? '',
    storageLocationId: card.first.storageLocationId ?? '',
    expirationDate: lot.expirationDate ?? '',
    keepDate: false,
  };
}

export const lotOf = (card: FoodCard, draft: EditDraft) => card.lots.find((lot) => lot.id === draft.lotId) ?? card.first;

/** The date a move would give the chosen lot, unless the user typed a date of their own. */
export function moveProposal(card: FoodCard, draft: EditDraft, locations: readonly StorageLocation[], today: IsoDate): IsoDate | null {
  const lot = lotOf(card, draft);
  if (draft.storageLocationId === (lot.storageLocationId ?? '') || draft.expirationDate !== (lot.expirationDate ?? '')) return null;
  const to = locations.find((l) => l.id === draft.storageLocationId);
  if (!to) return null;
  const from = locations.find((l) => l.id === lot.storageLocationId);
  return proposedExpiry({ name: draft.name.trim() || lot.name, foodCategory: draft.foodCategory.trim() || null }, from, to, today);
}

/** What a new unit alone does to the amount: "2 lb becomes 32 oz", or that it only relabels it. */
export function unitChangeHint(lot: FoodItem, draft: EditDraft): string | undefined {
  const unit = draft.unit.trim();
  if (unit === '' || unitName(unit) === unitName(lot.unit) || draft.quantity.trim() !== lot.quantity) return undefined;
  const amount = parseQuantity(lot.quantity);
  const converted = amount === null ? null : convertAmount(amount, lot.unit, unit, lot.foodKey ?? lot.name);
  if (converted === null) return inventoryText.unitRelabels(lot.quantity);
  return inventoryText.unitConverts(formatAmount(lot.quantity, lot.unit), formatAmount(formatScaled(converted), unit));
}

/**
 * The PATCHes one save makes: the chosen lot gets every changed field; the card's other lots get
 * the card-wide ones (name, category, place), so the card stays one card. A unit without a new
 * quantity lets the server convert; a move sends keepExpirationDate when the user keeps the date.
 */
export function editRequests(card: FoodCard, draft: EditDraft, proposal: IsoDate | null): FoodItemChanges[] {
  const lot = lotOf(card, draft);
  const shared: FoodItemEdit = {};
  if (draft.name.trim() !== card.first.name) shared.name = draft.name.trim();
  if (draft.foodCategory.trim() !== (card.first.foodCategory ?? '')) shared.foodCategory = draft.foodCategory.trim() || null;
  if (draft.storageLocationId !== (card.first.storageLocationId ?? '')) {
    shared.storageLocationId = draft.storageLocationId;
    if (draft.keepDate && proposal !== null) shared.keepExpirationDate = true;
  }
  const own: FoodItemEdit = { ...shared };
  if (draft.quantity.trim() !== lot.quantity) own.quantity = draft.quantity.trim();
  if (draft.unit.trim() !== lot.unit) own.unit = draft.unit.trim();
  if (draft.expirationDate !== (lot.expirationDate ?? '')) own.expirationDate = draft.expirationDate === '' ? null : draft.expirationDate;
  const requests: FoodItemChanges[] = [];
  if (Object.keys(own).length > 0) requests.push({ item: lot, changes: own });
  if (Object.keys(shared).length > 0) {
    for (const other of card.lots) if (other.id !== lot.id) requests.push({ item: other, changes: shared });
  }
  return requests;
}

const labels: Record<string, string> = {
  name: inventoryText.name,
  quantity: inventoryText.quantity,
  unit: inventoryText.unit,
  foodCategory: inventoryText.category,
  storageLocationId: inventoryText.storageLocation,
  expirationDate: inventoryText.expirationDate,
};

/** The contract's messages for what the chosen lot's request would send, labelled per field; empty when valid. */
export function editErrors(requests: readonly FoodItemChanges[], today: IsoDate): FieldErrors {
  const errors: FieldErrors = {};
  for (const { item, changes } of requests) {
    const parsed = updateFoodItemBody.safeParse({ version: item.version, ...changes });
    if (!parsed.success) Object.assign(errors, fieldErrorsFromZod(parsed.error));
    // the server refuses a date before today (DESIGN §7); the date input's min says so too
    if (changes.expirationDate && changes.expirationDate < today && errors.expirationDate === undefined) errors.expirationDate = 'must be today or later';
  }
  return labelErrors(errors);
}

/** Contract messages follow a field name: "Quantity must be …" under its labelled input. */
export function labelErrors(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, withFieldLabel(labels[field] ?? field, message)]));
}
