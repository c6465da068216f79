import type { JoinHouseholdBody } from '@sous/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { clearCache } from '@/lib/local-cache';

/** `POST /api/household/join`: moves the caller into the household of the code. */
export async function joinHousehold(body: JoinHouseholdBody): Promise<void> {
  await apiRequest('POST', '/api/household/join', body);
}

/** `POST /api/household/leave`: the caller gets a household of their own again. */
export async function leaveHousehold(): Promise<void> {
  await apiRequest('POST', '/api/household/leave');
}

/**
 * Every shared list (locations, food, shopping, plans, recipes, appliances) now belongs to another
 * household: drop the local copies and refetch everything, the user included (its householdId
 * reconnects the socket to the new household's room).
 */
async function refreshEverything(queryClient: QueryClient): Promise<void> {
  clearCache();
  await queryClient.invalidateQueries();
}

export function useJoinHousehold() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: joinHousehold, onSuccess: () => refreshEverything(queryClient) });
}

export function useLeaveHousehold() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: leaveHousehold, onSuccess: () => refreshEverything(queryClient) });
}
