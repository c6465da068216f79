import { passwordResetLinkMinutes, passwordResetMessages, passwordResetRequestBody } from '@sous/contracts';
import { Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { fieldErrorsFrom, fieldErrorsFromZod, serverMessage, withFieldLabel } from '@/lib/form-errors';
import { usePasswordResetOptions } from '../api/password-reset-options';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { BackToLogIn, RecoveryCard } from './recovery-card';

const askAnAdmin =
  'Whoever set up Sous for your household can make you a reset link in Settings, under “Reset a user’s password”. Open it and choose a new password.';

/** No mail on this server: the way back is a link from an admin. */
function AskAnAdmin({ message }: { message: string }) {
  return (
    <>
      <Alert>{message}</Alert>
      <p className="text-sm text-muted-foreground">{askAnAdmin}</p>
    </>
  );
}

/**
 * `/forgot-password` (issue 32): with mail set up on the server, the address to send a reset link
 * to, answered the same whether or not an account uses it; without, how to get a link from an
 * admin. The server's own answer (503) also turns the form into that explanation.
 */
export function ForgotPasswordCard() {
  const options = usePasswordResetOptions();
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [clientError, setClientError] = useState<string | undefined>();
  const [sent, setSent] = useState<string | null>(null);

  const emailOff = request.error instanceof ApiError && request.error.status === 503;
  const serverError = fieldErrorsFrom(request.error).email;
  const emailError = withFieldLabel('Email', clientError ?? serverError);
  const formError = request.error && !serverError && !emailOff ? serverMessage(request.error, 'Could not reach the server. Check your connection and try again.') : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = passwordResetRequestBody.safeParse({ email });
    if (!parsed.success) {
      flushSync(() => {
        setClientError(fieldErrorsFromZod(parsed.error).email);
        request.reset();
      });
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setClientError(undefined);
    request.mutate(parsed.data, { onSuccess: (answer) => setSent(answer.message) });
  };

  let body;
  if (options.isPending) {
    body = (
      <div role="status" aria-label="Loading" className="flex flex-col gap-3">
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-40" />
      </div>
    );
  } else if (options.data?.byEmail === false || emailOff) {
    body = <AskAnAdmin message={emailOff ? serverMessage(request.error, passwordResetMessages.emailOff) : passwordResetMessages.emailOff} />;
  } else if (sent) {
    body = (
      <>
        <Alert>{sent}</Alert>
        <p className="text-sm text-muted-foreground">
          No mail after a few minutes? Check the spam folder, or ask whoever set up Sous for your household for a reset link.
        </p>
        <Button variant="outline" className="self-start" onClick={() => setSent(null)}>
          Use another email
        </Button>
      </>
    );
  } else {
    // the options could not be read (an older server, a hiccup): the form, whose answer tells
    body = (
      <form noValidate onSubmit={submit} aria-label="Send a password reset link" className="flex flex-col gap-4">
        {formError && <Alert variant="destructive">{formError}</Alert>}
        <Field label="Email" hint={`A link to choose a new password, valid for ${passwordResetLinkMinutes.email} minutes`} error={emailError}>
          {(control) => (
            <Input
              {...control}
              type="email"
              inputMode="email"
              autoComplete="username"
              required
              value={email}
              disabled={request.isPending}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </Field>
        <Button type="submit" size="lg" disabled={request.isPending} aria-busy={request.isPending || undefined}>
          {request.isPending ? <Spinner /> : <Mail aria-hidden />}
          {request.isPending ? 'Sending...' : 'Send reset link'}
        </Button>
      </form>
    );
  }

  return (
    <RecoveryCard title="Forgot your password?" description="Get a one-time link to choose a new one.">
      {body}
      <BackToLogIn />
    </RecoveryCard>
  );
}
