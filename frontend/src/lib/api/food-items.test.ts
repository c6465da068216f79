import { type FoodItem, foodItemFields } from '@sous/contracts';
import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { requestsTo, stubFetch } from '@/test/fetch-mock';
import { foodItemListFields, foodItemQueryOptions, foodItemsFirstPageUrl, foodItemsKey, foodItemsQueryOptions, upsertFoodItem, type FoodItemListRow } from './food-items';

const lot = (id: string, version: number) => ({ id, name: id, version }) as FoodItem;
const nextUrl = '/api/food-items?limit=100&after=x';

describe('the food items list, a page at a time', () => {
  it('keeps the newer copy of a lot a socket event put in while the pages were coming', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    stubFetch({
      [foodItemsFirstPageUrl]: { status: 200, body: [lot('a', 1)], headers: { Link: `<${nextUrl}>; rel="next"` } },
      [nextUrl]: async () => {
        await held;
        // b was read before the event that made it version 3; c after the event that made it version 2
        return { status: 200, body: [lot('b', 2), lot('c', 4)] };
      },
    });
    const client = createQueryClient();
    const observer = new QueryObserver(client, foodItemsQueryOptions());
    const unsubscribe = observer.subscribe(() => undefined);
    await expect.poll(() => observer.getCurrentResult().data?.length).toBe(1);

    upsertFoodItem(client, lot('b', 3));
    upsertFoodItem(client, lot('c', 2));
    release();
    await expect.poll(() => observer.getCurrentResult().fetchStatus).toBe('idle');
    expect(client.getQueryData<FoodItem[]>(foodItemsKey)).toEqual([lot('a', 1), lot('b', 3), lot('c', 4)]);
    unsubscribe();
  });
});

describe('the list asks only for what its screens show (issue 33)', () => {
  /** A lean row as `?fields=` answers it, and the same lot whole as a socket event carries it. */
  const leanRow = (id: string, version: number): FoodItemListRow =>
    ({ id, version, name: 'Milk', quantity: '1', unit: 'gallon', storageLocationId: 'l1', expirationDate: '2030-01-01', fcdId: '1077', foodCategory: null, addedAt: '2026-12-01T00:00:00.000Z', weightInGrams: null, foodKey: 'milk', unitPrice: null, kind: 'food', recipeId: null, cardKey: 'milk', foodName: 'Milk', state: null });
  const wholeItem = (id: string, version: number): FoodItem => ({
    ...leanRow(id, version), householdId: 'h1', userId: 'u1', usdaData: { description: 'Milk, whole', fdcId: '1077' }, lastNotifiedAt: null,
    notificationDismissed: false, daysUntilExpiryWhenNotified: null, imageUrl: null, nutrition: '{"per100g":{}}',
  });

  it('requests the list fields, known to the contract, without the food record and nutrition', () => {
    const url = new URL(foodItemsFirstPageUrl, 'http://sous.test');
    expect(url.pathname).toBe('/api/food-items');
    expect(url.searchParams.get('limit')).toBe('100');
    const fields = url.searchParams.get('fields')!.split(',');
    expect(fields).toEqual([...foodItemListFields]);
    expect(fields.every((field) => (foodItemFields as readonly string[]).includes(field))).toBe(true);
    expect(fields).toEqual(expect.arrayContaining(['id', 'version', 'name', 'quantity', 'unit', 'storageLocationId', 'expirationDate']));
    expect(fields).not.toContain('usdaData');
    expect(fields).not.toContain('nutrition');
  });

  it("reads its pages with the projection, and a socket event's whole item merges over a lean row by version", async () => {
    const fetchMock = stubFetch({ [foodItemsFirstPageUrl]: { status: 200, body: [leanRow('a', 1), leanRow('b', 5)] } });
    const client = createQueryClient();
    const observer = new QueryObserver(client, foodItemsQueryOptions());
    const unsubscribe = observer.subscribe(() => undefined);
    await expect.poll(() => observer.getCurrentResult().fetchStatus).toBe('idle');
    expect(requestsTo(fetchMock, 'GET', foodItemsFirstPageUrl)).toHaveLength(1);

    // a newer whole item replaces the lean row; an older one leaves the lean row as it is
    upsertFoodItem(client, wholeItem('a', 2));
    upsertFoodItem(client, wholeItem('b', 4));
    const [a, b] = client.getQueryData<FoodItemListRow[]>(foodItemsKey)!;
    expect(a).toEqual(wholeItem('a', 2));
    expect(b).toEqual(leanRow('b', 5));
    expect(b.usdaData).toBeUndefined();
    unsubscribe();
  });

  it("reads one lot whole, its food record and nutrition included, from the lot's own route", async () => {
    const fetchMock = stubFetch({ '/api/food-items/a%2F1': { status: 200, body: wholeItem('a/1', 3) } });
    const client = createQueryClient();
    await expect(client.fetchQuery(foodItemQueryOptions('a/1'))).resolves.toMatchObject({ usdaData: { description: 'Milk, whole' }, nutrition: '{"per100g":{}}' });
    expect(requestsTo(fetchMock, 'GET', '/api/food-items/a%2F1')).toHaveLength(1);
  });
});
