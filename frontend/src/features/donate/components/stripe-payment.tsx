import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/**
 * Stripe.js comes from js.stripe.com, so this module is imported (React.lazy) only on a server with
 * keys and only once the donor moves on to pay; a server without keys never contacts Stripe.
 */
const loaded = new Map<string, Promise<Stripe | null>>();
const stripeFor = (publishableKey: string) => {
  let promise = loaded.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    loaded.set(publishableKey, promise);
  }
  return promise;
};

export interface StripePaymentProps {
  publishableKey: string;
  clientSecret: string;
  /** e.g. "Donate $25". */
  payLabel: string;
  onBack: () => void;
}

export function StripePayment({ publishableKey, clientSecret, payLabel, onBack }: StripePaymentProps) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret }}>
      <PaymentForm payLabel={payLabel} onBack={onBack} />
    </Elements>
  );
}

function PaymentForm({ payLabel, onBack }: { payLabel: string; onBack: () => void }) {
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setPaying(true);
    setError(null);
    // Stripe sends the browser to the return URL with payment_intent and redirect_status; it
    // returns here only when the payment could not even be attempted (e.g. a declined card).
    const result = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}/donate/success` },
    });
    setError(result.error.message ?? 'The payment could not be completed. Please try again.');
    setPaying(false);
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" aria-label="Payment">
      <PaymentElement />
      {error && <Alert variant="destructive">{error}</Alert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button type="button" variant="outline" onClick={onBack} disabled={paying}>
          Back
        </Button>
        <Button type="submit" disabled={!stripe || !elements || paying}>
          {paying ? 'Processing...' : payLabel}
        </Button>
      </div>
    </form>
  );
}
