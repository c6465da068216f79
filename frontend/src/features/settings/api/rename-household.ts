import type { Household, RenameHouseholdBody } from '@sous/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { householdKey } from './get-household';

/** `PATCH /api/household`: answers the renamed household. */
export async function renameHousehold(body: RenameHouseholdBody): Promise<Household | null> {
  const res = await apiRequest('PATCH', householdKey[0], body);
  const text = await res.text();
  return text ? (JSON.parse(text) as Household) : null;
}

/**
 * `onRenamed` is the hook's, not `mutate`'s: the rename form is keyed by the name, and the
 * `household:renamed` event can remount it before the answer arrives, which would drop a
 * callback given to `mutate`.
 */
export function useRenameHousehold({ onRenamed }: { onRenamed?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameHousehold,
    onSuccess: async (household) => {
      onRenamed?.();
      if (household) queryClient.setQueryData(householdKey, household);
      else await queryClient.invalidateQueries({ queryKey: householdKey });
    },
  });
}
