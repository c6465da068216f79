import { CircleCheck } from 'lucide-react';
import { ComingLaterPage } from '@/components/coming-later';

export function DonateSuccessPage() {
  return (
    <ComingLaterPage title="Donation" icon={CircleCheck} emptyTitle="No donation to confirm">
      Donations are not available on this instance yet, so no payment was taken.
    </ComingLaterPage>
  );
}
