import type { DonationsConfig } from '@sous/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';

export const donationsConfigKey = ['/api/donations/config'] as const;

/** `GET /api/donations/config`: whether this server takes donations, and Stripe's publishable key. */
export async function fetchDonationsConfig(signal?: AbortSignal): Promise<DonationsConfig> {
  return (await getJson<DonationsConfig>(donationsConfigKey[0], 'throw', signal))!;
}

export const donationsConfigQueryOptions = () =>
  queryOptions({
    queryKey: donationsConfigKey,
    queryFn: ({ signal }) => fetchDonationsConfig(signal),
    // the server's keys change only with a restart
    staleTime: Infinity,
  });

export function useDonationsConfig() {
  return useQuery(donationsConfigQueryOptions());
}
