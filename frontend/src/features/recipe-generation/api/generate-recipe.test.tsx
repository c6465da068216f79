import type { Recipe } from '@sous/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { recipesFirstPageUrl, recipesKey } from '@/lib/api/recipes';
import { createQueryClient } from '@/lib/query-client';
import { stubFetch } from '@/test/fetch-mock';
import { useGenerateRecipe } from './generate-recipe';

const recipe = (id: string, extra: Partial<Recipe> = {}) => ({ id, title: id, ingredientMatches: [], ...extra }) as unknown as Recipe;

describe('useGenerateRecipe', () => {
  it('looks the new recipe up on the first page of GET /api/recipes and puts that copy in the cached list', async () => {
    const matched = recipe('new', { ingredientMatches: [{ ingredientName: 'rice' }] as Recipe['ingredientMatches'] });
    const fetchMock = stubFetch({
      'POST /api/recipes/generate': { status: 201, body: recipe('new') },
      [recipesFirstPageUrl]: { status: 200, body: [matched, recipe('older')], headers: { Link: '</api/recipes?limit=50&after=x>; rel="next"' } },
    });
    const client = createQueryClient();
    client.setQueryData(recipesKey, [recipe('older')]);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useGenerateRecipe(), { wrapper });

    let answer: Recipe | undefined;
    await act(async () => {
      answer = await result.current.mutateAsync({ servings: 2 });
    });
    expect(answer).toEqual(matched);
    expect(client.getQueryData<Recipe[]>(recipesKey)).toEqual([matched, recipe('older')]);
    // the first page only: the next one (and the rest of a long cookbook) is not read for this
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/recipes/generate', recipesFirstPageUrl]);
  });

  it('still answers the created recipe when the list cannot be read', async () => {
    stubFetch({
      'POST /api/recipes/generate': { status: 201, body: recipe('new') },
      [recipesFirstPageUrl]: { status: 500, body: { message: 'boom' } },
    });
    const client = createQueryClient();
    client.setQueryData(recipesKey, []);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useGenerateRecipe(), { wrapper });
    let answer: Recipe | undefined;
    await act(async () => {
      answer = await result.current.mutateAsync({});
    });
    expect(answer).toEqual(recipe('new'));
    expect(client.getQueryData<Recipe[]>(recipesKey)).toEqual([recipe('new')]);
  });
});
