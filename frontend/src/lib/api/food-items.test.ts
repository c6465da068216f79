import type { FoodItem } from '@sous/contracts';
import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { stubFetch } from '@/test/fetch-mock';
import { foodItemsFirstPageUrl, foodItemsKey, foodItemsQueryOptions, upsertFoodItem } from './food-items';

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
