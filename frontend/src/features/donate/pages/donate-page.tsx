import { donationsNotConfiguredMessage, navText, PRODUCT_NAME } from '@sous/contracts';
import { HandHeart } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { PageContainer, PageHeader } from '@/components/page-header';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useDonationsConfig } from '../api/donations-config';
import { DonationForm, type StartedPayment } from '../components/donation-form';
import { DonorsWall } from '../components/donors-wall';
import { MyDonationsList } from '../components/my-donations-list';
import { formatAmount } from '../lib/amount';

// Stripe.js (and its download from js.stripe.com) only once a configured server has an intent to pay.
const StripePayment = lazy(() => import('../components/stripe-payment').then((m) => ({ default: m.StripePayment })));

export function DonatePage() {
  const config = useDonationsConfig();
  const [payment, setPayment] = useState<StartedPayment | null>(null);

  return (
    <PageContainer>
      <PageHeader title={navText.supportUs} description={`Help keep ${PRODUCT_NAME} cooking`} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-6">
          {config.isPending ? (
            <Skeleton className="h-96" aria-label="Loading donations" />
          ) : config.isError ? (
            <Alert variant="destructive">Donations could not be loaded. Please try again later.</Alert>
          ) : !config.data.enabled || !config.data.publishableKey ? (
            <EmptyState icon={HandHeart} title={donationsNotConfiguredMessage}>
              This {PRODUCT_NAME} server has no payment provider connected, so it cannot take donations. Everything else
              works as usual; its administrator can enable donations by adding Stripe keys.
            </EmptyState>
          ) : (
            <Card>
              <CardHeader>
                <CardTitle>{payment ? `Pay ${formatAmount(payment.amount, payment.currency)}` : 'Make a donation'}</CardTitle>
                <CardDescription>
                  {payment
                    ? 'Card details go straight to Stripe; this server never sees them.'
                    : `A one-time gift that helps keep ${PRODUCT_NAME} free and self-hostable.`}
                </CardDescription>
              </CardHeader>
              <CardContent>
                {payment ? (
                  <Suspense
                    fallback={
                      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
                        <Spinner /> Loading the payment form...
                      </p>
                    }
                  >
                    <StripePayment
                      publishableKey={config.data.publishableKey}
                      clientSecret={payment.clientSecret}
                      payLabel={`Donate ${formatAmount(payment.amount, payment.currency)}`}
                      onBack={() => setPayment(null)}
                    />
                  </Suspense>
                ) : (
                  <DonationForm config={config.data} onStarted={setPayment} />
                )}
              </CardContent>
            </Card>
          )}
          <MyDonationsList />
        </div>
        <DonorsWall />
      </div>
    </PageContainer>
  );
}
