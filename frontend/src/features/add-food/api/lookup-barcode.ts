import type { BarcodeLookupResponse, FoodResult } from '@sous/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, getJson } from '@/lib/api-client';

export const barcodeLookupKey = (code: string) => ['/api/food/barcode', code.trim()] as const;

/**
 * `GET /api/food/barcode/{barcode}`: the product's food result, or null when no product has this
 * code (404 'Product not found'), which the dialog answers with "name it once".
 */
export async function lookupBarcode(code: string, signal?: AbortSignal): Promise<FoodResult | null> {
  try {
    const answer = await getJson<BarcodeLookupResponse>(`/api/food/barcode/${encodeURIComponent(code.trim())}`, 'throw', signal);
    return answer?.usda ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const barcodeLookupQueryOptions = (code: string) =>
  queryOptions({
    queryKey: barcodeLookupKey(code),
    queryFn: ({ signal }) => lookupBarcode(code, signal),
  });

export function useBarcodeLookup(code: string, enabled: boolean) {
  return useQuery({ ...barcodeLookupQueryOptions(code), enabled });
}
