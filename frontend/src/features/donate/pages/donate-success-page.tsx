import type { OwnDonation } from '@sous/contracts';
import { CircleCheck, CircleX, Clock, type LucideIcon } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageContainer, PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useMyDonations } from '../api/my-donations';
import { formatAmount } from '../lib/amount';

interface Outcome {
  icon: LucideIcon;
  title: string;
  text: string;
  retry: boolean;
  tone: string;
}

/**
 * What to tell the donor. Stripe's `redirect_status` is known at once; the server's record is the
 * truth once Stripe's webhook has reached it, so it wins when it has settled.
 */
export function outcomeOf(redirectStatus: string | null, donation: OwnDonation | undefined): Outcome {
  const status = donation && donation.status !== 'pending' ? donation.status : redirectStatus;
  const amount = donation ? formatAmount(donation.amount, donation.currency) : null;
  switch (status) {
    case 'succeeded':
      return {
        icon: CircleCheck,
        title: 'Thank you for your donation!',
        text: amount ? `Your donation of ${amount} was received.` : 'Your donation was received.',
        retry: false,
        tone: 'text-fresh',
      };
    case 'processing':
    case 'pending':
      return { icon: Clock, title: 'Your payment is processing', text: 'We will update this page when your bank confirms it.', retry: false, tone: 'text-expiring' };
    case 'canceled':
      return { icon: CircleX, title: 'The donation was canceled', text: 'No money was taken.', retry: true, tone: 'text-muted-foreground' };
    default:
      return {
        icon: CircleX,
        title: 'The payment did not go through',
        text: 'No money was taken. You can try again with another payment method.',
        retry: true,
        tone: 'text-expired',
      };
  }
}

/** Stripe's return page: `?payment_intent=pi_…&redirect_status=succeeded|processing|failed`. */
export function DonateSuccessPage() {
  const [params] = useSearchParams();
  const intentId = params.get('payment_intent');
  const redirectStatus = params.get('redirect_status');
  const mine = useMyDonations({
    // wait for the webhook to settle it, so a "pending" from Stripe's redirect turns into the outcome
    pollWhile: (list) => list.find((d) => d.stripePaymentIntentId === intentId)?.status === 'pending',
  });

  if (!intentId) {
    return (
      <PageContainer>
        <PageHeader title="Donation" />
        <EmptyState icon={CircleCheck} title="No donation to confirm">
          This page shows the result of a donation after paying. <Link to="/donate" className="text-primary underline">Make a donation</Link>
        </EmptyState>
      </PageContainer>
    );
  }

  const donation = mine.data?.find((d) => d.stripePaymentIntentId === intentId);
  const outcome = outcomeOf(redirectStatus, donation);
  const Icon = outcome.icon;
  return (
    <PageContainer>
      <PageHeader title="Donation" />
      {mine.isPending ? (
        <Skeleton className="h-40" aria-label="Loading your donation" />
      ) : (
        <section role="status" className="flex flex-col items-center gap-3 rounded-lg border bg-card px-6 py-10 text-center">
          <Icon aria-hidden className={`size-10 ${outcome.tone}`} />
          <h2 className="text-xl font-semibold">{outcome.title}</h2>
          <p className="max-w-md text-muted-foreground">{outcome.text}</p>
          {donation?.message && <p className="max-w-md text-sm text-pretty break-words">“{donation.message}”</p>}
          <Button asChild variant={outcome.retry ? 'default' : 'outline'}>
            <Link to="/donate">{outcome.retry ? 'Try again' : 'Back to Support Us'}</Link>
          </Button>
        </section>
      )}
    </PageContainer>
  );
}
