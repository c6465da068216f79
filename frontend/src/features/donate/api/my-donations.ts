import type { OwnDonation } from '@sous/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';

export const myDonationsKey = ['/api/donations/mine'] as const;

/** `GET /api/donations/mine`: the caller's own donations, newest first, with their status. */
export async function fetchMyDonations(signal?: AbortSignal): Promise<OwnDonation[]> {
  return (await getJson<OwnDonation[]>(myDonationsKey[0], 'throw', signal)) ?? [];
}

export const myDonationsQueryOptions = () => queryOptions({ queryKey: myDonationsKey, queryFn: ({ signal }) => fetchMyDonations(signal) });

/**
 * `pollWhile` keeps asking every 2 s while it holds (the success page waits for Stripe's webhook to
 * settle a pending donation); it stops by itself after a minute.
 */
export function useMyDonations({ pollWhile }: { pollWhile?: (list: OwnDonation[]) => boolean } = {}) {
  return useQuery({
    ...myDonationsQueryOptions(),
    refetchInterval: (query) => {
      const data = query.state.data;
      if (!pollWhile || !data || !pollWhile(data)) return false;
      return query.state.dataUpdateCount < 30 ? 2000 : false;
    },
  });
}
