import type { AuthUser, UpdateProfileBody } from '@sous/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `PATCH /api/user/profile`: the names shown to the household; answers the updated user. */
export async function updateProfile(body: UpdateProfileBody): Promise<AuthUser | null> {
  const res = await apiRequest('PATCH', '/api/user/profile', body);
  const text = await res.text();
  return text ? (JSON.parse(text) as AuthUser) : null;
}

/** Saves, then updates the signed-in user and refreshes the household (its member list shows the names). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (user) => {
      if (user) queryClient.setQueryData<AuthUser | null>(queryKeys.currentUser, (current) => (current ? { ...current, ...user } : user));
      else await queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
      await queryClient.invalidateQueries({ queryKey: queryKeys.household });
    },
  });
}
