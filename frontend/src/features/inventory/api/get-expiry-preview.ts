import type { ExpiryPreview, ExpiryPreviewQuery } from '@sous/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';

/** What a preview asks about: a lot, and the place it would move to and/or the state it would take. */
export interface ExpiryPreviewAsk extends ExpiryPreviewQuery {
  id: string;
}

/** Its own key root, apart from `/api/food-items`: nothing that rewrites the lists ever meets a preview. */
export const expiryPreviewsKey = ['/api/food-items/expiry-preview'] as const;
export const expiryPreviewKey = ({ id, storageLocationId, state }: ExpiryPreviewAsk) => [...expiryPreviewsKey, id, storageLocationId ?? null, state ?? null] as const;

/**
 * `GET /api/food-items/:id/expiry-preview`: the date that move or state change would save, by the
 * server's own rule, so the dialogs show the household's accepted shelf life where it has one (issue 35).
 */
export async function fetchExpiryPreview({ id, ...change }: ExpiryPreviewAsk, signal?: AbortSignal): Promise<ExpiryPreview> {
  const params = new URLSearchParams();
  if (change.storageLocationId) params.set('storageLocationId', change.storageLocationId);
  if (change.state) params.set('state', change.state);
  const query = params.size > 0 ? `?${params.toString()}` : '';
  const answer = await getJson<ExpiryPreview>(`/api/food-items/${encodeURIComponent(id)}/expiry-preview${query}`, 'throw', signal);
  // 'throw' never answers null; this only narrows the type
  if (!answer) throw new Error('No expiry preview');
  return answer;
}

export const expiryPreviewOptions = (ask: ExpiryPreviewAsk) =>
  queryOptions({
    queryKey: expiryPreviewKey(ask),
    queryFn: ({ signal }) => fetchExpiryPreview(ask, signal),
    // the dialog shows the table's date meanwhile: a failed answer falls back to it at once, never retried.
    // Stale at once: a lot moved or a figure accepted since changes the answer, so each dialog asks again
    retry: false,
  });

/** The preview for `ask`, none while `ask` is null (no new place or state chosen). Offline it waits, paused. */
export function useExpiryPreview(ask: ExpiryPreviewAsk | null) {
  return useQuery({ ...expiryPreviewOptions(ask ?? { id: '' }), enabled: ask !== null });
}
