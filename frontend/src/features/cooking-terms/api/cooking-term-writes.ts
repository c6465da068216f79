import type { CookingTerm, CreateCookingTermBody, UpdateCookingTermBody } from '@sous/contracts';
import { useMutation, useQueryClient, type QueryClient, type MutationMeta } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { cookingTermsKey } from '@/lib/api/cooking-terms';
import { upsertRows } from '@/lib/list-merge';

/** `POST /api/cooking-terms` (admins). */
export async function createCookingTerm(body: CreateCookingTermBody): Promise<CookingTerm> {
  return (await (await apiRequest('POST', '/api/cooking-terms', body)).json()) as CookingTerm;
}

/** `PATCH /api/cooking-terms/:id` (admins). */
export async function updateCookingTerm({ id, changes }: { id: string; changes: UpdateCookingTermBody }): Promise<CookingTerm> {
  return (await (await apiRequest('PATCH', `/api/cooking-terms/${encodeURIComponent(id)}`, changes)).json()) as CookingTerm;
}

/** `DELETE /api/cooking-terms/:id` (admins). */
export async function deleteCookingTerm(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/cooking-terms/${encodeURIComponent(id)}`);
}

/** The server's answer into the glossary cache at once; the socket event brings the same to other devices. */
function upsert(queryClient: QueryClient, term: CookingTerm) {
  queryClient.setQueryData<CookingTerm[]>(cookingTermsKey, (list) => list && upsertRows(list, [term]));
}

export function useCreateCookingTerm() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCookingTerm, onSuccess: (term) => upsert(queryClient, term) });
}

export function useUpdateCookingTerm() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCookingTerm, onSuccess: (term) => upsert(queryClient, term) });
}

export function useDeleteCookingTerm({ meta }: { meta?: MutationMeta } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: deleteCookingTerm,
    onSuccess: (_done, id) => queryClient.setQueryData<CookingTerm[]>(cookingTermsKey, (list) => list?.filter((row) => row.id !== id)),
  });
}
