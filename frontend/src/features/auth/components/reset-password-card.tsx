import { forgotPasswordPath, limits, passwordResetBody, passwordResetMessages } from '@sous/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { fieldErrorsFrom, fieldErrorsFromZod, withFieldLabel, type FieldErrors } from '@/lib/form-errors';
import { useResetPassword } from '../api/reset-password';
import { rememberAuthTab } from '../lib/auth-tab';
import { asSentence, resetTokenFrom, type PasswordResetNotice } from '../lib/password-reset';
import { PasswordInput } from './password-input';
import { BackToLogIn, RecoveryCard, recoveryLinkClass } from './recovery-card';

function AskForNewLink() {
  return (
    <Link to={forgotPasswordPath} className={recoveryLinkClass}>
      Ask for a new link
    </Link>
  );
}

/** A failure not about one of the two password fields: the server's message, else a plain one. */
function formMessage(error: unknown, fields: FieldErrors): string | null {
  if (!error || fields.password) return null;
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return 'Could not reach the server. Check your connection and try again.';
}

/**
 * `/reset-password#token=…` (issue 32): a new password, typed twice and checked with sign-up's
 * rules. A link that is invalid, expired or used says so (the server's message) and offers a new
 * one; success goes to the log-in form with the address filled in.
 */
export function ResetPasswordCard() {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => resetTokenFrom(location));
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  const serverErrors = fieldErrorsFrom(reset.error);
  const linkProblem = serverErrors.token;
  const errors: FieldErrors = { ...serverErrors, ...clientErrors };
  const alert = linkProblem ? null : formMessage(reset.error, serverErrors);
  const pending = reset.isPending;

  // a refusal of the password by the server moves focus to it, like the form's own check
  useEffect(() => {
    if (reset.error) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [reset.error]);

  if (!token || linkProblem) {
    return (
      <RecoveryCard title="This link does not work" description="Password reset links work once, for a limited time.">
        <Alert variant="destructive">
          {linkProblem ? asSentence(linkProblem) : 'This reset link is incomplete. Open the whole link you were sent, or ask for a new one.'}
        </Alert>
        <AskForNewLink />
        <BackToLogIn />
      </RecoveryCard>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = passwordResetBody.safeParse({ token, password });
    const found: FieldErrors = parsed.success ? {} : fieldErrorsFromZod(parsed.error);
    if (!found.password && password !== confirm) found.confirm = passwordResetMessages.passwordsDiffer;
    if (Object.keys(found).length > 0) {
      flushSync(() => {
        setClientErrors(found);
        reset.reset();
      });
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setClientErrors({});
    try {
      const done = await reset.mutateAsync({ token, password });
      rememberAuthTab('log-in');
      const state: PasswordResetNotice = { passwordReset: { email: done.email } };
      await navigate('/?auth=email', { replace: true, state });
    } catch {
      // shown from the mutation's error state
    }
  };

  return (
    <RecoveryCard title="Choose a new password" description="Setting it signs your account out on every device.">
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} aria-label="Choose a new password" className="flex flex-col gap-4">
        {alert && <Alert variant="destructive">{alert}</Alert>}
        <Field label="New password" hint={`At least ${limits.passwordMinLength} characters`} error={withFieldLabel('Password', errors.password)}>
          {(control) => (
            <PasswordInput control={{ ...control, required: true }} value={password} onChange={setPassword} autoComplete="new-password" disabled={pending} />
          )}
        </Field>
        <Field label="Confirm new password" error={errors.confirm}>
          {(control) => (
            <PasswordInput control={{ ...control, required: true }} value={confirm} onChange={setConfirm} autoComplete="new-password" disabled={pending} />
          )}
        </Field>
        <Button type="submit" size="lg" disabled={pending} aria-busy={pending || undefined}>
          {pending && <Spinner />}
          {pending ? 'Saving...' : 'Set new password'}
        </Button>
      </form>
      <BackToLogIn />
    </RecoveryCard>
  );
}

