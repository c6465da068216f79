import { emailLoginBody, emailSignupBody, forgotPasswordPath, limits } from '@sous/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { fieldErrorsFrom, fieldErrorsFromZod, withFieldLabel, type FieldErrors } from '@/lib/form-errors';
import { useEmailLogin } from '../api/email-login';
import { useEmailSignup } from '../api/email-signup';
import type { AuthTab } from '../lib/auth-tab';
import { PasswordInput } from './password-input';

const networkError = 'Could not reach the server. Check your connection and try again.';

/** The alert for a failure that is not about one field: the server's message, else the error's. */
function formMessage(error: unknown): string | null {
  if (!error) return null;
  if (error instanceof ApiError) {
    // A 400 with field issues is shown at the fields; its summary would only repeat them.
    if (error.status === 400 && Object.keys(fieldErrorsFrom(error)).length > 0) return null;
    return error.serverMessage ?? error.message;
  }
  return networkError;
}

/**
 * Email sign-up or log-in (DESIGN §4): labelled fields checked with the same contract as the
 * server, the server's field issues shown at their fields, any other failure in an alert. On
 * success the current user is refetched, so the auth gate moves on, and the `?auth=email` query
 * is dropped. Log-in offers "Forgot password?"; `initialEmail` fills the address in (after a reset).
 */
export function EmailAuthForm({ mode, initialEmail = '' }: { mode: AuthTab; initialEmail?: string }) {
  const navigate = useNavigate();
  const signup = useEmailSignup();
  const login = useEmailLogin();
  const mutation = mode === 'sign-up' ? signup : login;
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  // A server-side field error moves focus to the field it is about, like a client-side one.
  useEffect(() => {
    if (mutation.error) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [mutation.error]);

  const pending = mutation.isPending;
  const errors: FieldErrors = { ...fieldErrorsFrom(mutation.error), ...clientErrors };
  const alert = formMessage(mutation.error);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed =
      mode === 'sign-up'
        ? emailSignupBody.safeParse({ email, password, firstName, lastName })
        : emailLoginBody.safeParse({ email, password });
    if (!parsed.success) {
      flushSync(() => {
        setClientErrors(fieldErrorsFromZod(parsed.error));
        mutation.reset();
      });
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setClientErrors({});
    try {
      if (mode === 'sign-up') await signup.mutateAsync({ email, password, firstName, lastName });
      else await login.mutateAsync({ email, password });
      await navigate('/', { replace: true });
    } catch {
      // shown from the mutation's error state
    }
  };

  const busyLabel = mode === 'sign-up' ? 'Creating account...' : 'Logging in...';
  const label = mode === 'sign-up' ? 'Create account' : 'Log in';

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" aria-label={mode === 'sign-up' ? 'Sign up with email' : 'Log in with email'}>
      {alert && <Alert variant="destructive">{alert}</Alert>}
      {mode === 'sign-up' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="First name" error={withFieldLabel('First name', errors.firstName)}>
            {(control) => (
              <Input {...control} autoComplete="given-name" value={firstName} disabled={pending} onChange={(e) => setFirstName(e.target.value)} />
            )}
          </Field>
          <Field label="Last name" error={withFieldLabel('Last name', errors.lastName)}>
            {(control) => (
              <Input {...control} autoComplete="family-name" value={lastName} disabled={pending} onChange={(e) => setLastName(e.target.value)} />
            )}
          </Field>
        </div>
      )}
      <Field label="Email" error={withFieldLabel('Email', errors.email)}>
        {(control) => (
          <Input
            {...control}
            type="email"
            inputMode="email"
            autoComplete={mode === 'sign-up' ? 'email' : 'username'}
            required
            value={email}
            disabled={pending}
            onChange={(e) => setEmail(e.target.value)}
          />
        )}
      </Field>
      <Field
        label="Password"
        hint={mode === 'sign-up' ? `At least ${limits.passwordMinLength} characters` : undefined}
        error={withFieldLabel('Password', errors.password)}
      >
        {(control) => (
          <PasswordInput
            control={{ ...control, required: true }}
            value={password}
            onChange={setPassword}
            autoComplete={mode === 'sign-up' ? 'new-password' : 'current-password'}
            disabled={pending}
          />
        )}
      </Field>
      {mode === 'log-in' && (
        <Link
          to={forgotPasswordPath}
          className="-mt-2 inline-flex min-h-11 items-center self-start rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring md:min-h-9"
        >
          Forgot password?
        </Link>
      )}
      <Button type="submit" size="lg" disabled={pending} aria-busy={pending || undefined}>
        {pending && <Spinner />}
        {pending ? busyLabel : label}
      </Button>
    </form>
  );
}
