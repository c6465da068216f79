import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyEntityEvent, applyToList, entityListKeys } from './socket-cache';

const milk = { id: 'f1', name: 'Milk' };
const eggs = { id: 'f2', name: 'Eggs' };

describe('applyToList', () => {
  it('adds a created row, or replaces it when the id is already there', () => {
    expect(applyToList([milk], 'created', eggs)).toEqual([milk, eggs]);
    expect(applyToList([milk, eggs], 'created', { id: 'f1', name: 'Oat milk' })).toEqual([{ id: 'f1', name: 'Oat milk' }, eggs]);
  });

  it('replaces an updated row in place, or adds it when missing', () => {
    expect(applyToList([milk, eggs], 'updated', { id: 'f2', name: 'Duck eggs' })).toEqual([milk, { id: 'f2', name: 'Duck eggs' }]);
    expect(applyToList([milk], 'updated', eggs)).toEqual([milk, eggs]);
  });

  it('removes a deleted row', () => {
    expect(applyToList([milk, eggs], 'deleted', { id: 'f1' })).toEqual([eggs]);
    expect(applyToList([milk], 'deleted', { id: 'nope' })).toEqual([milk]);
  });

  it('does not mutate the cached list', () => {
    const list = [milk];
    applyToList(list, 'updated', { id: 'f1', name: 'x' });
    expect(list).toEqual([milk]);
  });
});

describe('applyEntityEvent', () => {
  it('maps every entity to its list query key', () => {
    expect(entityListKeys).toEqual({
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

  it('applies created, updated and deleted events to the cached list', () => {
    const client = new QueryClient();
    client.setQueryData(['/api/food-items'], [milk]);
    applyEntityEvent(client, 'food-item:created', eggs);
    expect(client.getQueryData(['/api/food-items'])).toEqual([milk, eggs]);
    applyEntityEvent(client, 'food-item:updated', { id: 'f1', name: 'Whole milk' });
    expect(client.getQueryData(['/api/food-items'])).toEqual([{ id: 'f1', name: 'Whole milk' }, eggs]);
    applyEntityEvent(client, 'food-item:deleted', { id: 'f2' });
    expect(client.getQueryData(['/api/food-items'])).toEqual([{ id: 'f1', name: 'Whole milk' }]);
  });

  it('routes each entity to its own list only', () => {
    const client = new QueryClient();
    client.setQueryData(['/api/shopping-list/items'], []);
    client.setQueryData(['/api/food-items'], [milk]);
    applyEntityEvent(client, 'shopping-item:created', { id: 's1', ingredient: 'Flour' });
    expect(client.getQueryData(['/api/shopping-list/items'])).toEqual([{ id: 's1', ingredient: 'Flour' }]);
    expect(client.getQueryData(['/api/food-items'])).toEqual([milk]);
  });

  it('does not start a list that is not cached', () => {
    const client = new QueryClient();
    expect(applyEntityEvent(client, 'recipe:created', { id: 'r1' })).toBe(true);
    expect(client.getQueryData(['/api/recipes'])).toBeUndefined();
  });

  it('updates a cached detail query and drops it on delete', () => {
    const client = new QueryClient();
    client.setQueryData(['/api/recipes', 'r1'], { id: 'r1', title: 'Soup' });
    applyEntityEvent(client, 'recipe:updated', { id: 'r1', title: 'Tomato soup' });
    expect(client.getQueryData(['/api/recipes', 'r1'])).toEqual({ id: 'r1', title: 'Tomato soup' });
    applyEntityEvent(client, 'recipe:updated', { id: 'r2', title: 'Not cached' });
    expect(client.getQueryData(['/api/recipes', 'r2'])).toBeUndefined();
    applyEntityEvent(client, 'recipe:deleted', { id: 'r1' });
    expect(client.getQueryData(['/api/recipes', 'r1'])).toBeUndefined();
  });

  it('ignores events that are not entity events or lack an id', () => {
    const client = new QueryClient();
    client.setQueryData(['/api/chat/messages'], [{ id: 'm1' }]);
    expect(applyEntityEvent(client, 'chat:token', { streamId: 's', content: 'hi' })).toBe(false);
    expect(applyEntityEvent(client, 'chat-message:created', { content: 'no id' })).toBe(false);
    expect(applyEntityEvent(client, 'pantry:created', { id: 'x' })).toBe(false);
    expect(client.getQueryData(['/api/chat/messages'])).toEqual([{ id: 'm1' }]);
  });

  it('leaves non-array list data alone', () => {
    const client = new QueryClient();
    client.setQueryData(['/api/meal-plans'], { page: 1 });
    applyEntityEvent(client, 'meal-plan:created', { id: 'p1' });
    expect(client.getQueryData(['/api/meal-plans'])).toEqual({ page: 1 });
  });
});
