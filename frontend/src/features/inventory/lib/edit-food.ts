import type { FoodItemListRow } from '@/lib/api/food-items';
import { updateFoodItemBody, type StorageLocation } from '@sous/contracts';
import { convertAmount, formatScaled, parseQuantity, unitName, type IsoDate } from '@sous/kitchen';
import { fieldErrorsFromZod, withFieldLabel, type FieldErrors } from '@/lib/form-errors';
import { parsePriceInput } from '@/lib/money';
import type { ExpiryPreviewAsk } from '../api/get-expiry-preview';
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

export function draftFor(card: FoodCard, lot: FoodItemListRow = card.first): EditDraft {
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
  return proposedExpiry({ name: draft.name.trim() || lot.name, foodName: lot.foodName, state: lot.state, foodCategory: draft.foodCategory.trim() || null }, from, to, today);
}

/**
 * What to ask the server about the draft's move (issue 35): the chosen lot to the chosen place. Null
 * when nothing moves or the user typed a date, and while a new name or category is typed: those
 * would date the lot too, and the server knows only the saved ones, so the table's preview stands.
 */
export function previewAsk(card: FoodCard, draft: EditDraft): ExpiryPreviewAsk | null {
  const lot = lotOf(card, draft);
  if (draft.storageLocationId === '' || draft.storageLocationId === (lot.storageLocationId ?? '') || draft.expirationDate !== (lot.expirationDate ?? '')) return null;
  if (draft.name.trim() !== card.first.name || draft.foodCategory.trim() !== (card.first.foodCategory ?? '')) return null;
  return { id: lot.id, storageLocationId: draft.storageLocationId };
}

/** What a new unit alone does to the amount: "2 lb becomes 32 oz", or that it only relabels it. */
export function unitChangeHint(lot: FoodItemListRow, draft: EditDraft): string | undefined {
  const unit = draft.unit.trim();
  if (unit === '' || unitName(unit) === unitName(lot.unit) || draft.quantity.trim() !== lot.quantity) return undefined;
  const amount = parseQuantity(lot.quantity);
  const converted = amount === null ? null : convertAmount(amount, lot.unit, unit, lot.foodKey ?? lot.name);
  if (converted === null) return inventoryText.unitRelabels(lot.quantity);
  return inventoryText.unitConverts(formatAmount(lot.quantity, lot.unit), formatAmount(formatScaled(converted), unit));
}

/**
 * One request of a save: a lot's own PATCH, or, with `cardLots`, the card-wide change sent once for
 * every lot (`PATCH /api/food-items/:id/card`). A card request's `item` is a lot other than the
 * chosen one, so looking up the chosen lot's own request never finds it.
 */
export interface EditRequest extends FoodItemChanges {
  cardLots?: readonly FoodItemListRow[];
}

/**
 * The requests one save makes. A card of one lot: one PATCH with every changed field. A card of
 * several: name, category and place go once for all lots through the card route (one transaction,
 * every lot's version checked), and the chosen lot's quantity, unit and expiry in its own PATCH,
 * sent after it. A unit without a new quantity lets the server convert; a move sends
 * keepExpirationDate when the user keeps the date.
 */
export function editRequests(card: FoodCard, draft: EditDraft, proposal: IsoDate | null): EditRequest[] {
  const lot = lotOf(card, draft);
  const shared: FoodItemEdit = {};
  if (draft.name.trim() !== card.first.name) shared.name = draft.name.trim();
  if (draft.foodCategory.trim() !== (card.first.foodCategory ?? '')) shared.foodCategory = draft.foodCategory.trim() || null;
  if (draft.storageLocationId !== (card.first.storageLocationId ?? '')) {
    shared.storageLocationId = draft.storageLocationId;
    if (draft.keepDate && proposal !== null) shared.keepExpirationDate = true;
  }
  const own: FoodItemEdit = {};
  if (draft.quantity.trim() !== lot.quantity) own.quantity = draft.quantity.trim();
  if (draft.unit.trim() !== lot.unit) own.unit = draft.unit.trim();
  if (draft.expirationDate !== (lot.expirationDate ?? '')) own.expirationDate = draft.expirationDate === '' ? null : draft.expirationDate;
  const changed = (edit: FoodItemEdit) => Object.keys(edit).length > 0;
  if (card.lots.length === 1) {
    const all = { ...shared, ...own };
    return changed(all) ? [{ item: lot, changes: all }] : [];
  }
  const requests: EditRequest[] = [];
  if (changed(shared)) requests.push(cardRequest(card, shared, lot));
  if (changed(own)) requests.push({ item: lot, changes: own });
  return requests;
}

/** The card-wide request for every lot of `card`, addressed through a lot other than `chosen` when there is one. */
export function cardRequest(card: FoodCard, changes: FoodItemEdit, chosen?: FoodItemListRow): EditRequest {
  return { item: card.lots.find((other) => other.id !== chosen?.id) ?? card.first, changes, cardLots: card.lots };
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
export function editErrors(requests: readonly EditRequest[], today: IsoDate): FieldErrors {
  const errors: FieldErrors = {};
  for (const { item, changes } of requests) {
    // a card-wide change holds the same fields, under the same rules, as a lot's
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

/**
 * What the Edit dialog's price field asks of the lot (issue 29): a typed price, null when the user
 * chose to remove the lot's price, nothing when the field is left empty (the estimate shown beside
 * it is never saved as if it were paid), or the field's error.
 */
export function lotPriceChange(typed: string, remove: boolean): { change: { price: number | null } | null } | { error: string } {
  const parsed = parsePriceInput(typed);
  if ('error' in parsed) return parsed;
  if (parsed.price !== null) return { change: { price: parsed.price } };
  return { change: remove ? { price: null } : null };
}
