import type { DonorWallEntry } from '@sous/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';

export const donorsKey = ['/api/donations/donors'] as const;

/** `GET /api/donations/donors`: the wall of named, paid donations, newest first. */
export async function fetchDonors(signal?: AbortSignal): Promise<DonorWallEntry[]> {
  return (await getJson<DonorWallEntry[]>(donorsKey[0], 'throw', signal)) ?? [];
}

export const donorsQueryOptions = () => queryOptions({ queryKey: donorsKey, queryFn: ({ signal }) => fetchDonors(signal) });

export function useDonors() {
  return useQuery(donorsQueryOptions());
}
