import type { OwnDonation } from '@sous/contracts';
import { Badge } from '@/components/ui/badge';
import { useMyDonations } from '../api/my-donations';
import { formatAmount } from '../lib/amount';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

export const statusLabel: Record<OwnDonation['status'], string> = {
  pending: 'Pending',
  succeeded: 'Received',
  failed: 'Failed',
  canceled: 'Canceled',
};

const statusBadge = { pending: 'secondary', succeeded: 'fresh', failed: 'expired', canceled: 'outline' } as const;

/** The signed-in donor's own history (only theirs); hidden when they have none. */
export function MyDonationsList() {
  const mine = useMyDonations();
  if (!mine.data || mine.data.length === 0) return null;
  return (
    <section aria-labelledby="my-donations-title" className="flex flex-col gap-3">
      <h2 id="my-donations-title" className="text-lg font-semibold">
        Your donations
      </h2>
      <ul className="flex flex-col gap-2">
        {mine.data.map((donation) => (
          <li key={donation.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border bg-card p-3">
            <span className="font-medium tabular-nums">{formatAmount(donation.amount, donation.currency)}</span>
            <span className="text-sm text-muted-foreground">{dateFormat.format(new Date(donation.createdAt))}</span>
            <Badge variant={statusBadge[donation.status]}>{statusLabel[donation.status]}</Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}
