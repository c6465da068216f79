import type { FoodItem, Recipe, ShoppingItem, StorageLocation } from '@sous/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from './query-keys';
import { applyEntityEvent, applyToList, realtimeListKeys } from './socket-cache';
import { aRecipe } from '@/test/recipe-fixture';
import { lot } from '@/test/food-item-fixture';

const location = (id: string, name: string): StorageLocation => ({ id, name, icon: 'refrigerator', itemCount: 0, sortOrder: 0 });

const foodItem = (id: string, name: string): FoodItem =>
  lot(id, { name, unit: 'l', storageLocationId: 'l1', foodCategory: null, addedAt: '2026-11-01T10:00:00.000Z', foodKey: name.toLowerCase(), unitPrice: null });

const shoppingItem = (id: string, ingredient: string): ShoppingItem => ({
  id,
  householdId: 'h1',
  userId: 'u1',
  ingredient,
  quantity: null,
  unit: null,
  recipeId: null,
  recipeTitle: null,
  isChecked: false,
  storeSection: 'pantry',
  createdAt: '2026-11-01T10:00:00.000Z',
});

const recipe = (id: string, title: string): Recipe =>
  aRecipe({ id, title, servings: 2, ingredients: ['1 tomato'], instructions: ['Cook it'], createdAt: '2026-11-01T10:00:00.000Z' });

const fridge = location('l1', 'Fridge');
const pantry = location('l2', 'Pantry');

describe('applyToList', () => {
  it('adds a created row, or replaces it when the id is already there', () => {
    const bigFridge = location('l1', 'Big fridge');
    expect(applyToList([fridge], { op: 'created', row: pantry })).toEqual([fridge, pantry]);
    expect(applyToList([fridge, pantry], { op: 'created', row: bigFridge })).toEqual([bigFridge, pantry]);
  });

  it('replaces an updated row in place, or adds it when missing', () => {
    const cupboard = location('l2', 'Cupboard');
    expect(applyToList([fridge, pantry], { op: 'updated', row: cupboard })).toEqual([fridge, cupboard]);
    expect(applyToList([fridge], { op: 'updated', row: pantry })).toEqual([fridge, pantry]);
  });

  it('removes a deleted row', () => {
    expect(applyToList([fridge, pantry], { op: 'deleted', id: 'l1' })).toEqual([pantry]);
    expect(applyToList([fridge], { op: 'deleted', id: 'nope' })).toEqual([fridge]);
  });

  it("keeps the cache's later write when an older event arrives late, and puts a newest-first list's new row on top", () => {
    const milk = { ...foodItem('f1', 'Milk'), version: 3 };
    expect(applyToList([milk], { op: 'updated', row: { ...milk, quantity: '9', version: 2 } })).toEqual([milk]);
    expect(applyToList([milk], { op: 'created', row: foodItem('f2', 'Eggs') }, 'start').map((lot) => lot.id)).toEqual(['f2', 'f1']);
  });

  it('does not mutate the cached list', () => {
    const list = [fridge];
    applyToList(list, { op: 'updated', row: location('l1', 'x') });
    expect(list).toEqual([fridge]);
  });
});

describe('realtimeListKeys', () => {
  it("keys every entity's list by its REST list path", () => {
    expect(realtimeListKeys).toEqual({
      'food-item': ['/api/food-items'],
      'storage-location': ['/api/storage-locations'],
      'shopping-item': ['/api/shopping-list/items'],
      'meal-plan': ['/api/meal-plans'],
      recipe: ['/api/recipes'],
      'chat-message': ['/api/chat/messages'],
      appliance: ['/api/appliances'],
      'cooking-term': ['/api/cooking-terms'],
    });
  });

  it('are the keys the screens read those lists under', () => {
    // typed: a list path changed in the contracts breaks the build here until the screens follow
    const shared: { [K in keyof typeof realtimeListKeys]?: (typeof realtimeListKeys)[K] } = {
      'food-item': queryKeys.foodItems,
      'storage-location': queryKeys.storageLocations,
      'shopping-item': queryKeys.shoppingListItems,
      'meal-plan': queryKeys.mealPlans,
      recipe: queryKeys.recipes,
      'cooking-term': queryKeys.cookingTerms,
    };
    for (const [entity, key] of Object.entries(shared)) expect(key).toEqual(realtimeListKeys[entity as keyof typeof realtimeListKeys]);
  });
});

describe('applyEntityEvent', () => {
  const milk = foodItem('f1', 'Milk');
  const eggs = foodItem('f2', 'Eggs');

  it('applies created, updated and deleted events to the cached list', () => {
    const client = new QueryClient();
    client.setQueryData(['/api/food-items'], [milk]);
    applyEntityEvent(client, 'food-item:created', eggs);
    expect(client.getQueryData(['/api/food-items'])).toEqual([milk, eggs]);
    const wholeMilk = { ...milk, name: 'Whole milk', version: 2 };
    applyEntityEvent(client, 'food-item:updated', wholeMilk);
    expect(client.getQueryData(['/api/food-items'])).toEqual([wholeMilk, eggs]);
    applyEntityEvent(client, 'food-item:deleted', { id: 'f2' });
    expect(client.getQueryData(['/api/food-items'])).toEqual([wholeMilk]);
  });

  it('routes each entity to its own list only', () => {
    const client = new QueryClient();
    client.setQueryData(['/api/shopping-list/items'], []);
    client.setQueryData(['/api/food-items'], [milk]);
    const flour = shoppingItem('s1', 'Flour');
    applyEntityEvent(client, 'shopping-item:created', flour);
    expect(client.getQueryData(['/api/shopping-list/items'])).toEqual([flour]);
    expect(client.getQueryData(['/api/food-items'])).toEqual([milk]);
  });

  it('does not start a list that is not cached', () => {
    const client = new QueryClient();
    expect(applyEntityEvent(client, 'recipe:created', recipe('r1', 'Soup'))).toBe(true);
    expect(client.getQueryData(['/api/recipes'])).toBeUndefined();
  });

  it('updates a cached detail query and drops it on delete', () => {
    const client = new QueryClient();
    client.setQueryData(['/api/recipes', 'r1'], recipe('r1', 'Soup'));
    applyEntityEvent(client, 'recipe:updated', recipe('r1', 'Tomato soup'));
    expect(client.getQueryData(['/api/recipes', 'r1'])).toEqual(recipe('r1', 'Tomato soup'));
    applyEntityEvent(client, 'recipe:updated', recipe('r2', 'Not cached'));
    expect(client.getQueryData(['/api/recipes', 'r2'])).toBeUndefined();
    applyEntityEvent(client, 'recipe:deleted', { id: 'r1' });
    expect(client.getQueryData(['/api/recipes', 'r1'])).toBeUndefined();
  });

  it('ignores a name that is not an entity event', () => {
    const client = new QueryClient();
    client.setQueryData(['/api/chat/messages'], []);
    // @ts-expect-error: chat tokens are not entity events, and the map says so
    expect(applyEntityEvent(client, 'chat:token', { streamId: 's', content: 'hi' })).toBe(false);
    // @ts-expect-error: no such entity
    expect(applyEntityEvent(client, 'pantry:created', { id: 'x' })).toBe(false);
    expect(client.getQueryData(['/api/chat/messages'])).toEqual([]);
  });

  it('leaves non-array list data alone', () => {
    const client = new QueryClient();
    client.setQueryData(['/api/recipes'], { page: 1 });
    applyEntityEvent(client, 'recipe:created', recipe('r1', 'Soup'));
    expect(client.getQueryData(['/api/recipes'])).toEqual({ page: 1 });
  });
});

/**
 * Type-level checks, run by the typecheck (`tsc -p frontend`), never called: each line must be a
 * type error, or the `@ts-expect-error` above it fails the build. A payload that is not the
 * contract's row of its event does not compile.
 */
export function wrongPayloadsDoNotCompile(client: QueryClient): void {
  // @ts-expect-error: a food-item event carries the whole FoodItem row, not a part of it
  applyEntityEvent(client, 'food-item:updated', { id: 'f1', name: 'Milk' });
  // @ts-expect-error: a shopping item is not a food item
  applyEntityEvent(client, 'food-item:created', shoppingItem('s1', 'Flour'));
  // @ts-expect-error: a delete carries the id, which a row without one lacks
  applyEntityEvent(client, 'recipe:deleted', {});
  // @ts-expect-error: a row field of the wrong type
  applyEntityEvent(client, 'storage-location:updated', { ...fridge, itemCount: '3' });
  // @ts-expect-error: the list of a realtime entity holds that entity's rows
  applyToList([fridge], { op: 'created', row: shoppingItem('s1', 'Flour') });
}
