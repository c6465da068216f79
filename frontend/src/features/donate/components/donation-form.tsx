import { createPaymentIntentBody, type CreatePaymentIntentBody, donationLimits, type DonationsConfig } from '@sous/contracts';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { NumberInput } from '@/components/number-input';
import { ApiError } from '@/lib/api-client';
import { fieldErrorsFrom, fieldErrorsFromZod, type FieldErrors } from '@/lib/form-errors';
import { useCreatePaymentIntent } from '../api/create-payment-intent';
import { formatAmount, parseAmountInput } from '../lib/amount';
import { type AmountChoice, AmountPicker } from './amount-picker';

export interface StartedPayment {
  clientSecret: string;
  amount: number;
  currency: string;
}

/**
 * The donor's choices: amount (a preset or their own), currency, and what the wall may show. On
 * submit the server creates the payment intent; paying happens in the next step.
 */
export function DonationForm({ config, onStarted }: { config: DonationsConfig; onStarted: (payment: StartedPayment) => void }) {
  const [choice, setChoice] = useState<AmountChoice>(config.presetAmounts[1] ?? config.presetAmounts[0] ?? 'custom');
  const [customText, setCustomText] = useState('');
  const [currency, setCurrency] = useState<string>(config.defaultCurrency);
  const [donorName, setDonorName] = useState('');
  const [donorEmail, setDonorEmail] = useState('');
  const [message, setMessage] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreatePaymentIntent();

  const custom = choice === 'custom' ? parseAmountInput(customText, currency) : null;
  const amount = choice === 'custom' ? (custom?.ok ? custom.minor : null) : choice;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (custom && !custom.ok) {
      setErrors({ amount: custom.message });
      document.getElementById('donation-custom-amount')?.focus();
      return;
    }
    const body: CreatePaymentIntentBody = { amount: amount ?? 0, currency, donorName, donorEmail, message, anonymous };
    const parsed = createPaymentIntentBody.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrorsFromZod(parsed.error));
      return;
    }
    setErrors({});
    create.mutate(body, {
      onSuccess: ({ clientSecret }) => onStarted({ clientSecret, amount: parsed.data.amount, currency: parsed.data.currency }),
      onError: (error) => setErrors(fieldErrorsFrom(error)),
    });
  };

  const serverMessage = create.error instanceof ApiError ? (create.error.serverMessage ?? create.error.message) : create.error?.message;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-label="Donation">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium">Choose an amount</legend>
        <AmountPicker presets={config.presetAmounts} currency={currency} value={choice} onChange={setChoice} />
        {choice === 'custom' && (
          <div className="flex flex-col gap-2">
            <Label htmlFor="donation-custom-amount">Your amount ({currency.toUpperCase()})</Label>
            <NumberInput
              id="donation-custom-amount"
              placeholder="e.g. 15"
              value={customText}
              onValueChange={setCustomText}
              aria-invalid={errors.amount ? true : undefined}
              aria-describedby="donation-amount-hint"
            />
            <p id="donation-amount-hint" className="text-xs text-muted-foreground">
              Between {formatAmount(config.minAmount, currency)} and {formatAmount(config.maxAmount, currency)}
            </p>
          </div>
        )}
        {errors.amount && <p className="text-sm font-medium text-expired">{errors.amount}</p>}
      </fieldset>

      <Field label="Currency" error={errors.currency}>
        {(control) => (
          <NativeSelect {...control} value={currency} onChange={(event) => setCurrency(event.target.value)}>
            {config.currencies.map((code) => (
              <option key={code} value={code}>
                {code.toUpperCase()}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name (optional)" hint="Shown on the donors wall unless you stay anonymous" error={errors.donorName}>
          {(control) => (
            <Input {...control} autoComplete="name" maxLength={donationLimits.donorName} value={donorName} onChange={(event) => setDonorName(event.target.value)} />
          )}
        </Field>
        <Field label="Email (optional)" hint="For Stripe's receipt; never shown to anyone" error={errors.donorEmail}>
          {(control) => (
            <Input {...control} type="email" autoComplete="email" value={donorEmail} onChange={(event) => setDonorEmail(event.target.value)} />
          )}
        </Field>
      </div>

      <Field label="Message (optional)" error={errors.message}>
        {(control) => (
          <Textarea {...control} rows={3} maxLength={donationLimits.message} value={message} onChange={(event) => setMessage(event.target.value)} />
        )}
      </Field>

      <div className="flex items-center gap-3">
        <Switch id="donation-anonymous" checked={anonymous} onCheckedChange={setAnonymous} />
        <Label htmlFor="donation-anonymous">Donate anonymously (leave me off the donors wall)</Label>
      </div>

      {create.isError && Object.keys(errors).length === 0 && <Alert variant="destructive">{serverMessage}</Alert>}

      <Button type="submit" size="lg" disabled={create.isPending}>
        {create.isPending ? 'Preparing payment...' : amount ? `Continue to pay ${formatAmount(amount, currency)}` : 'Continue to payment'}
      </Button>
    </form>
  );
}
