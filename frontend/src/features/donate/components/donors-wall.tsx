import { Heart } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useDonors } from '../api/donors';
import { formatAmount } from '../lib/amount';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** Named, paid donations, newest first; anonymous ones and every email stay off it (server-side). */
export function DonorsWall() {
  const donors = useDonors();
  return (
    <section aria-labelledby="donors-wall-title" className="flex flex-col gap-3">
      <h2 id="donors-wall-title" className="text-lg font-semibold">
        Donors wall
      </h2>
      {donors.isPending ? (
        <div className="flex flex-col gap-2" aria-label="Loading donors">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : donors.isError ? (
        <Alert variant="destructive">The donors wall could not be loaded. Please try again later.</Alert>
      ) : donors.data.length === 0 ? (
        <EmptyState icon={Heart} title="No donors to show yet">
          Donors who give their name appear here. Yours could be the first.
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-2">
          {donors.data.map((donor) => (
            <li key={donor.id} className="rounded-lg border bg-card p-3">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-medium">{donor.donorName}</span>
                <span className="text-sm text-muted-foreground tabular-nums">
                  {formatAmount(donor.amount, donor.currency)} · {dateFormat.format(new Date(donor.completedAt))}
                </span>
              </div>
              {donor.message && <p className="mt-1 text-sm text-pretty break-words text-muted-foreground">“{donor.message}”</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
