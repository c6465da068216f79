import type { CompleteOnboardingBody, CompleteOnboardingResponse } from '@sous/contracts';
import { useMutation, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `POST /api/onboarding/complete` (spec 000 §7). */
export async function completeOnboarding(body: CompleteOnboardingBody): Promise<CompleteOnboardingResponse> {
  const res = await apiRequest('POST', '/api/onboarding/complete', body);
  return (await res.json()) as CompleteOnboardingResponse;
}

/**
 * Spec 000 §7: after success the caches for /api/user/preferences, /api/storage-locations,
 * /api/food-items and the user are refreshed. The user goes last: its refetch is what takes the
 * auth gate from onboarding to the app, which then reads the fresh lists.
 */
export async function refreshAfterOnboarding(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [queryKeys.preferences, queryKeys.storageLocations, queryKeys.foodItems].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
  await queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
}

export function useCompleteOnboarding() {
  return useMutation({ mutationFn: completeOnboarding });
}
