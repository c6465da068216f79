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

export function useRenameHousehold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameHousehold,
    onSuccess: (household) => {
      if (household) queryClient.setQueryData(householdKey, household);
      else return queryClient.invalidateQueries({ queryKey: householdKey });
    },
  });
}
