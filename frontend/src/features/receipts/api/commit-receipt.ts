import type { CommitReceiptBody, CommitReceiptResponse } from '@sous/contracts';
import { useMutation, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { foodItemsKey, upsertFoodItem } from '@/lib/api/food-items';

/** `POST /api/receipts/commit`: the reviewed items, added in one transaction (merging into cards). */
export async function commitReceipt(body: CommitReceiptBody): Promise<CommitReceiptResponse> {
  const res = await apiRequest('POST', '/api/receipts/commit', body);
  return (await res.json()) as CommitReceiptResponse;
}

/** Shows the lots at once, then refreshes the list like a single add (the socket events may come later). */
export function useCommitReceipt({ meta }: { meta?: MutationMeta } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: commitReceipt,
    onSuccess: async ({ items }) => {
      for (const item of items) upsertFoodItem(queryClient, item);
      await queryClient.invalidateQueries({ queryKey: foodItemsKey });
    },
  });
}
