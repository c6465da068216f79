import type { ShelfLifeProposal } from '@sous/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';

export const shelfLifeProposalsKey = ['/api/shelf-life-proposals'] as const;

/** `GET /api/shelf-life-proposals`: the shelf lives the household's own history proposes (issue 35). */
export async function fetchShelfLifeProposals(signal?: AbortSignal): Promise<ShelfLifeProposal[]> {
  return (await getJson<ShelfLifeProposal[]>(shelfLifeProposalsKey[0], 'throw', signal)) ?? [];
}

/** Kept live by `shelf-life-proposal:deleted` (hooks/use-shelf-life-proposals-socket). */
export const shelfLifeProposalsOptions = () =>
  queryOptions({
    queryKey: shelfLifeProposalsKey,
    queryFn: ({ signal }) => fetchShelfLifeProposals(signal),
  });

export function useShelfLifeProposals() {
  return useQuery(shelfLifeProposalsOptions());
}

/** Drops one answered proposal from this device's list (an answer here, or on another device). */
export function dropShelfLifeProposal(queryClient: QueryClient, id: string): void {
  queryClient.setQueryData<ShelfLifeProposal[]>(shelfLifeProposalsKey, (list) => list?.filter((proposal) => proposal.id !== id));
}
