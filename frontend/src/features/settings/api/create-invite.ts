import type { Household, HouseholdInvite } from '@sous/contracts';
import { useMutation, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { householdKey } from './get-household';

/** `POST /api/household/invite`: a new invite code (the previous one stops working). */
export async function createInvite(): Promise<HouseholdInvite> {
  const res = await apiRequest('POST', '/api/household/invite');
  return (await res.json()) as HouseholdInvite;
}

export function useCreateInvite({ meta }: { meta?: MutationMeta } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: createInvite,
    onSuccess: (invite) => {
      queryClient.setQueryData<Household>(householdKey, (household) => household && { ...household, ...invite });
    },
  });
}
