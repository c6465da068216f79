import type { Recipe } from '@sous/contracts';
import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { notFound, stubFetch } from '@/test/fetch-mock';
import { recipesFirstPageUrl, recipesKey, recipesQueryOptions, upsertRecipe } from './recipes';

const recipe = (id: string, title = id) => ({ id, title }) as Recipe;
const secondPageUrl = '/api/recipes?limit=50&after=1764000000000000.00000000-0000-4000-8000-000000000001';

/** A second page the test lets through when it wants: the first shows before the rest has come. */
function twoPages(second: Recipe[]) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const fetchMock = stubFetch({
    [recipesFirstPageUrl]: { status: 200, body: [recipe('r3'), recipe('r2')], headers: { Link: `<${secondPageUrl}>; rel="next"` } },
    [secondPageUrl]: async () => {
      await held;
      return { status: 200, body: second };
    },
  });
  return { fetchMock, release };
}

describe('the cookbook list, a page at a time', () => {
  it('shows the first page while the next is on its way, then the whole list in order', async () => {
    const { fetchMock, release } = twoPages([recipe('r1')]);
    const client = createQueryClient();
    const observer = new QueryObserver(client, recipesQueryOptions());
    const unsubscribe = observer.subscribe(() => undefined);

    await expect.poll(() => observer.getCurrentResult().data?.map((r) => r.id)).toEqual(['r3', 'r2']);
    expect(observer.getCurrentResult()).toMatchObject({ status: 'success', fetchStatus: 'fetching' });

    release();
    await expect.poll(() => observer.getCurrentResult().fetchStatus).toBe('idle');
    expect(observer.getCurrentResult().data?.map((r) => r.id)).toEqual(['r3', 'r2', 'r1']);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([recipesFirstPageUrl, secondPageUrl]);
    unsubscribe();
  });

  it('keeps the copy a socket event put in while the pages were coming', async () => {
    const { release } = twoPages([recipe('r1', 'Old title')]);
    const client = createQueryClient();
    const observer = new QueryObserver(client, recipesQueryOptions());
    const unsubscribe = observer.subscribe(() => undefined);
    await expect.poll(() => observer.getCurrentResult().data?.length).toBe(2);

    upsertRecipe(client, recipe('r1', 'New title'));
    release();
    await expect.poll(() => observer.getCurrentResult().fetchStatus).toBe('idle');
    const data = observer.getCurrentResult().data!;
    expect(data.filter((r) => r.id === 'r1')).toEqual([recipe('r1', 'New title')]);
    expect(data).toHaveLength(3);
    unsubscribe();
  });

  it('keeps showing the old list during a refetch and swaps the new one in at its end', async () => {
    const { release } = twoPages([recipe('r1')]);
    const client = createQueryClient();
    client.setQueryData(recipesKey, [recipe('old')]);
    const refetch = client.refetchQueries({ queryKey: recipesKey, type: 'all' });
    const observer = new QueryObserver(client, { ...recipesQueryOptions(), enabled: false });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(observer.getCurrentResult().data?.map((r) => r.id)).toEqual(['old']);
    release();
    await refetch;
    expect(client.getQueryData<Recipe[]>(recipesKey)?.map((r) => r.id)).toEqual(['r3', 'r2', 'r1']);
  });

  it('fails on a 404 instead of showing an empty cookbook', async () => {
    stubFetch({ [recipesFirstPageUrl]: notFound });
    const client = createQueryClient();
    await expect(client.fetchQuery(recipesQueryOptions())).rejects.toThrow();
  });
});
