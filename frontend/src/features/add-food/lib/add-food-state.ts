import type { FoodItemListRow } from '@/lib/api/food-items';
import { quantityText, search, thresholds, type AddFoodItemBody, type FoodResult, type StorageLocation } from '@sous/contracts';
import { addDays, daysBetween, identifyFood, isValidIsoDate, itemShelfLifeDays, type IsoDate } from '@sous/kitchen';
import { parsePriceInput } from '@/lib/money';
import { addFoodText } from './add-food-text';

/*
 * The Add Food dialog as a pure state machine (spec 000 §2, §4, §5): it starts at the search step;
 * picking a result or a recent item moves to the details step; Back to Search returns; a successful
 * add shows the celebration, after which the dialog resets. Rules that decide defaults and
 * validation are plain functions beside it, so they are tested without rendering.
 */

export type AddFoodStep = 'search' | 'details' | 'success';
export type AddFoodTab = 'search' | 'scan' | 'browse';

/**
 * What the user picked: a search result, a barcode product, a recent item's stored result, or the
 * name as typed when the food database has nothing for it (issue 16: "oat milk"); then there is
 * no food record and the server finds the category and shelf life it can.
 */
export interface SelectedFood {
  name: string;
  fdcId: string | null;
  foodCategory: string | null;
  brandOwner: string | null;
  usdaData: FoodResult | null;
}

export interface AddFoodDetails {
  /** '' until the user chooses: the default location applies then (see `effectiveStorageLocationId`). */
  storageLocationId: string;
  /** yyyy-MM-dd, or '' for 7 days from today. */
  expirationDate: string;
  quantity: string;
  unit: string;
  /** What was paid, as typed; '' for no price (issue 21). */
  price: string;
}

export interface AddFoodState {
  step: AddFoodStep;
  tab: AddFoodTab;
  /** The text box. */
  query: string;
  /** What is searched: the text box after the debounce, or at once for a scan or a chip. */
  searchTerm: string;
  selected: SelectedFood | null;
  details: AddFoodDetails;
  /** Name of the item just added, for the celebration. */
  addedName: string | null;
  /** What the server did with it ("Added 2 lb to Chicken breast in the Refrigerator — now 3 lb"). */
  addedMessage: string | null;
  /** The add was queued offline (issue 21): nothing is in the inventory yet, so no celebration. */
  addedOffline: boolean;
}

export const initialDetails: AddFoodDetails = { storageLocationId: '', expirationDate: '', quantity: '1', unit: 'item', price: '' };

export const initialAddFoodState: AddFoodState = {
  step: 'search',
  tab: 'search',
  query: '',
  searchTerm: '',
  selected: null,
  details: initialDetails,
  addedName: null,
  addedMessage: null,
  addedOffline: false,
};

export type AddFoodAction =
  | { type: 'typed'; query: string }
  | { type: 'debounced' }
  | { type: 'cleared' }
  | { type: 'tab'; tab: AddFoodTab }
  /** A scanned code, a browse card or a popular chip: show the Search tab and search at once. */
  | { type: 'searchFor'; term: string }
  | { type: 'picked'; food: SelectedFood }
  | { type: 'back' }
  | { type: 'detail'; field: keyof AddFoodDetails; value: string }
  | { type: 'added'; name: string; message?: string | null; offline?: boolean }
  | { type: 'reset' };

export function addFoodReducer(state: AddFoodState, action: AddFoodAction): AddFoodState {
  switch (action.type) {
    case 'typed':
      return { ...state, query: action.query };
    case 'debounced':
      return state.searchTerm === state.query ? state : { ...state, searchTerm: state.query };
    case 'cleared':
      return { ...state, query: '', searchTerm: '' };
    case 'tab':
      return { ...state, tab: action.tab };
    case 'searchFor': {
      const term = action.term.trim();
      return { ...state, step: 'search', tab: 'search', query: term, searchTerm: term };
    }
    case 'picked':
      return { ...state, step: 'details', selected: action.food, details: initialDetails };
    case 'back':
      return { ...state, step: 'search', selected: null, details: initialDetails };
    case 'detail':
      return { ...state, details: { ...state.details, [action.field]: action.value } };
    case 'added':
      return { ...state, step: 'success', addedName: action.name, addedMessage: action.message ?? null, addedOffline: action.offline ?? false };
    case 'reset':
      return initialAddFoodState;
  }
}

export type SearchMode = 'idle' | 'too-short' | 'text' | 'barcode';

/** Spec 000 §5: search runs from 2 characters; 8 to 13 digits only is a barcode. */
export function searchMode(term: string): SearchMode {
  const text = term.trim();
  if (text === '') return 'idle';
  if (search.barcodePattern.test(text)) return 'barcode';
  if (text.length < search.minLength) return 'too-short';
  return 'text';
}

/** Spec 000 §4: the first location whose name contains fridge or refrigerator, else the first. */
export function defaultStorageLocationId(locations: readonly Pick<StorageLocation, 'id' | 'name'>[]): string {
  const fridge = locations.find((l) => /fridge|refrigerator/i.test(l.name));
  return (fridge ?? locations[0])?.id ?? '';
}

/** The chosen location if it still exists, else the default one. */
export function effectiveStorageLocationId(chosen: string, locations: readonly Pick<StorageLocation, 'id' | 'name'>[]): string {
  return locations.some((l) => l.id === chosen) ? chosen : defaultStorageLocationId(locations);
}

/** The food and place an empty date is worked out from. */
export interface ShelfLifeOf {
  name: string;
  foodCategory: string | null;
  locationName: string | null;
}

/**
 * An empty expiration date: the shelf life of that food in that place (issue 16, the one table the
 * server uses too, by food, place and state), which is spec 000 §5's 7 days from today where nothing
 * is known. Read as the server reads the name ('Leftover lasagna': 3 days in the fridge), so the
 * hint shows the date it gives; the body leaves an empty date out and the server decides.
 */
export function resolveExpirationDate(input: string, today: IsoDate, food?: ShelfLifeOf): IsoDate {
  if (input.trim() !== '') return input.trim();
  if (!food) return addDays(today, thresholds.defaultExpiryDays);
  // the server's rule (issue 29): the name, the food it links to and the state its words say
  const found = identifyFood(food.name);
  const category = food.foodCategory ?? (found.food.category === 'Uncategorized' ? null : found.food.category);
  const days = itemShelfLifeDays({ name: found.name, foodName: found.linked ? found.food.name : null, foodCategory: category, state: found.state }, food.locationName);
  return addDays(today, days);
}

/** The name as typed, picked when the search has nothing better (issue 16: "add as typed"). */
export function selectionFromTyped(text: string): SelectedFood | null {
  const name = text.trim().replace(/\s+/g, ' ');
  if (name === '') return null;
  return { name, fdcId: null, foodCategory: null, brandOwner: null, usdaData: null };
}

/**
 * A recent item qualifies only with stored nutrition data (spec 000 §4): the newest 5 of those. The
 * inventory list leaves each lot's food record out (issue 33), so a lean row qualifies by the
 * record's id (`fcdId`) and the record loads with the lot when it is picked (`pickRecent`).
 */
export function recentItems(items: readonly FoodItemListRow[]): FoodItemListRow[] {
  return items
    .filter((item) => isFoodResult(item.usdaData) || (item.usdaData === undefined && item.fcdId !== null))
    .sort((a, b) => Date.parse(b.addedAt) - Date.parse(a.addedAt))
    .slice(0, search.recentCount);
}

export function isFoodResult(value: unknown): value is FoodResult {
  return typeof value === 'object' && value !== null && typeof (value as { description?: unknown }).description === 'string';
}

export function selectionFromResult(food: FoodResult): SelectedFood {
  return {
    name: food.description,
    fdcId: food.fdcId,
    foodCategory: food.foodCategory ?? null,
    brandOwner: food.brandOwner ?? null,
    usdaData: food,
  };
}

/** A lot picked by its name and category alone: its food record could not be read (offline). */
export const selectionFromName = (item: FoodItemListRow): SelectedFood => ({ name: item.name, fdcId: null, foodCategory: item.foodCategory, brandOwner: null, usdaData: null });

/** A recent item is picked with its own name and category, and the result it was added from. */
export function selectionFromRecent(item: FoodItemListRow): SelectedFood | null {
  if (!isFoodResult(item.usdaData)) return null;
  return {
    name: item.name,
    fdcId: item.fcdId ?? item.usdaData.fdcId,
    foodCategory: item.foodCategory ?? item.usdaData.foodCategory ?? null,
    brandOwner: item.usdaData.brandOwner ?? null,
    usdaData: item.usdaData,
  };
}

export interface DetailErrors {
  expirationDate?: string;
  quantity?: string;
  unit?: string;
  price?: string;
}

/** Field problems of the details step (the server would refuse the same with a 400). */
export function detailErrors(details: AddFoodDetails, today: IsoDate): DetailErrors {
  const errors: DetailErrors = {};
  const date = details.expirationDate.trim();
  if (date !== '' && (!isValidIsoDate(date) || daysBetween(today, date) < 0)) errors.expirationDate = addFoodText.expirationInPast;
  if (!quantityText.safeParse(details.quantity).success) errors.quantity = addFoodText.quantityInvalid;
  if (details.unit.trim() === '') errors.unit = addFoodText.unitRequired;
  const price = parsePriceInput(details.price);
  if ('error' in price) errors.price = price.error;
  return errors;
}

export type AddFoodValidation =
  | { ok: true; body: AddFoodItemBody }
  | { ok: false; missing: true; message: string }
  | { ok: false; missing: false; errors: DetailErrors };

/**
 * Spec 000 §5: adding needs a selected food and a storage location ('Missing information: ...');
 * then the body of spec 000 §7 with the default expiry filled in.
 */
export function validateAddFood(
  selected: SelectedFood | null,
  details: AddFoodDetails,
  locations: readonly Pick<StorageLocation, 'id' | 'name'>[],
  today: IsoDate,
): AddFoodValidation {
  const storageLocationId = effectiveStorageLocationId(details.storageLocationId, locations);
  if (!selected || !storageLocationId) return { ok: false, missing: true, message: addFoodText.missingInfo };
  const errors = detailErrors(details, today);
  if (Object.keys(errors).length > 0) return { ok: false, missing: false, errors };
  return {
    ok: true,
    body: {
      name: selected.name,
      quantity: details.quantity.trim(),
      unit: details.unit.trim(),
      storageLocationId,
      ...(details.expirationDate.trim() === '' ? {} : { expirationDate: details.expirationDate.trim() }),
      fcdId: selected.fdcId,
      usdaData: selected.usdaData ?? undefined,
      foodCategory: selected.foodCategory,
      ...priceOf(details),
    },
  };
}

/** The price field as the body takes it: left out when empty. */
function priceOf(details: AddFoodDetails): { price?: number } {
  const parsed = parsePriceInput(details.price);
  return 'price' in parsed && parsed.price !== null ? { price: parsed.price } : {};
}
