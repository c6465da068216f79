import { adminPasswordResetBody, type PasswordResetLink } from '@sous/contracts';
import { Link2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { fieldErrorsFrom, fieldErrorsFromZod, serverMessage, withFieldLabel } from '@/lib/form-errors';
import { useIssuePasswordReset } from '../api/issue-password-reset';
import { ShownOncePanel } from './shown-once-panel';

const formatDateTime = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Admins only (issue 32): a one-time password reset link for the account of an address, to hand
 * over in person or by message. Shown once; the server keeps only its hash.
 */
export function PasswordResetAdminCard() {
  const [email, setEmail] = useState('');
  const [clientError, setClientError] = useState<string | undefined>();
  const [link, setLink] = useState<PasswordResetLink | null>(null);
  const issue = useIssuePasswordReset();
  const serverError = fieldErrorsFrom(issue.error).email;
  const emailError = withFieldLabel('Email', clientError ?? serverError);
  const formError = issue.error && !serverError ? serverMessage(issue.error, 'The link could not be made. Please try again.') : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = adminPasswordResetBody.safeParse({ email });
    if (!parsed.success) {
      flushSync(() => {
        setClientError(fieldErrorsFromZod(parsed.error).email);
        issue.reset();
      });
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setClientError(undefined);
    issue.mutate(parsed.data, {
      onSuccess: (made) => {
        setEmail('');
        setLink(made);
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Reset a user&apos;s password</CardTitle>
        <CardDescription>
          For someone who cannot sign in: make a one-time link and send it to them yourself. It works once, for 24 hours, and signs
          them out on every device.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {link && (
          <ShownOncePanel
            id="password-reset-link"
            heading={<>Reset link for {link.email}</>}
            warning={<>Copy it now: it is shown only this once. Whoever opens it can set the password, until {formatDateTime(link.expiresAt)}.</>}
            label={`Password reset link for ${link.email}`}
            secret={link.url}
            copiedTitle="Link copied"
            what="the link"
            onDone={() => setLink(null)}
          />
        )}
        <form noValidate onSubmit={submit} aria-label="Make a password reset link" className="flex flex-col gap-3">
          <Field label="Email of the account" error={emailError}>
            {(control) => (
              <Input
                {...control}
                type="email"
                inputMode="email"
                autoComplete="off"
                value={email}
                disabled={issue.isPending}
                onChange={(e) => setEmail(e.target.value)}
              />
            )}
          </Field>
          {formError && <Alert variant="destructive">{formError}</Alert>}
          <Button type="submit" className="self-start" disabled={issue.isPending} aria-busy={issue.isPending || undefined}>
            {issue.isPending ? <Spinner /> : <Link2 aria-hidden />}
            Make reset link
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
