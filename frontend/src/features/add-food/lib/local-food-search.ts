import type { FoodResult, FoodSearchResponse } from '@sous/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { foodItemsKey, type FoodItemListRow } from '@/lib/api/food-items';
import { isFoodResult, selectionFromName, selectionFromRecent, selectionFromResult, type SelectedFood } from './add-food-state';

/**
 * The Add Food search without the server (issue 29): when the device is offline, or the search
 * request fails or takes too long, the dialog looks through the foods this device already holds:
 * the household's inventory (its names, and the food records they were added from) and the
 * answers of earlier searches kept in the query cache. Nothing is fetched.
 */

/** One food found on the device, ready to be picked. */
export interface LocalFood {
  key: string;
  name: string;
  brand: string | null;
  category: string | null;
  selection: SelectedFood;
}

/** How many local matches are shown, like a page of the server's search. */
export const localMatchLimit = 20;

const words = (text: string) => text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** Every word typed starts a word of the text ("gre yog" finds "Greek yogurt"). */
function matches(term: readonly string[], text: string): boolean {
  const have = words(text);
  return term.every((wanted) => have.some((word) => word.startsWith(wanted)));
}

/**
 * The foods on the device matching `term`: the inventory first (what this household keeps, by the
 * name it gave them; picked with their stored food record when they have one), then earlier search
 * results, one entry per name, at most `localMatchLimit`.
 */
export function localFoodMatches(term: string, items: readonly FoodItemListRow[], cachedResults: readonly FoodResult[]): LocalFood[] {
  const wanted = words(term);
  if (wanted.length === 0) return [];
  const found = new Map<string, LocalFood>();
  const add = (food: LocalFood) => {
    const key = food.name.trim().toLowerCase();
    if (!found.has(key) && found.size < localMatchLimit) found.set(key, { ...food, key });
  };
  const newestFirst = [...items].sort((a, b) => Date.parse(b.addedAt) - Date.parse(a.addedAt));
  for (const item of newestFirst) {
    if (!matches(wanted, `${item.name} ${isFoodResult(item.usdaData) ? (item.usdaData.brandOwner ?? '') : ''}`)) continue;
    const selection = selectionFromRecent(item) ?? selectionFromName(item);
    add({ key: '', name: item.name, brand: selection.brandOwner, category: item.foodCategory, selection });
  }
  for (const food of cachedResults) {
    if (!matches(wanted, `${food.description} ${food.brandOwner ?? ''}`)) continue;
    add({ key: '', name: food.description, brand: food.brandOwner, category: food.foodCategory, selection: selectionFromResult(food) });
  }
  return [...found.values()];
}

/** The search path's queries (`/api/usda/search?…`) and barcode lookups this device has answers for. */
export function cachedFoodResults(client: QueryClient): FoodResult[] {
  const results: FoodResult[] = [];
  for (const query of client.getQueryCache().getAll()) {
    const [head] = query.queryKey;
    const data = query.state.data;
    if (typeof head !== 'string' || data === undefined || data === null) continue;
    if (head.startsWith('/api/usda/search?')) results.push(...((data as FoodSearchResponse).foods ?? []).filter(isFoodResult));
    else if (head === '/api/food/barcode' && isFoodResult(data)) results.push(data);
  }
  return results;
}

/** The inventory as this device last read it. */
export const cachedFoodItems = (client: QueryClient): FoodItemListRow[] => client.getQueryData<FoodItemListRow[]>(foodItemsKey) ?? [];
