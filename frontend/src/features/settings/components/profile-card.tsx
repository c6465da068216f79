import { updateProfileBody, type AuthUser } from '@sous/contracts';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { fieldErrorsFrom, fieldErrorsFromZod, serverMessage, withFieldLabel, type FieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast-store';
import { useUpdateProfile } from '../api/update-profile';

/** The names the household sees, and the email the account signs in with (read only). */
export function ProfileCard({ user }: { user: AuthUser }) {
  const [firstName, setFirstName] = useState(user.firstName ?? '');
  const [lastName, setLastName] = useState(user.lastName ?? '');
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const update = useUpdateProfile();
  const errors = { ...fieldErrorsFrom(update.error), ...clientErrors };
  const failure = update.error && Object.keys(fieldErrorsFrom(update.error)).length === 0 ? serverMessage(update.error, 'Your profile could not be saved. Please try again.') : null;
  const unchanged = firstName.trim() === (user.firstName ?? '') && lastName.trim() === (user.lastName ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { firstName, lastName };
    const parsed = updateProfileBody.safeParse(body);
    if (!parsed.success) {
      setClientErrors(fieldErrorsFromZod(parsed.error));
      return;
    }
    setClientErrors({});
    update.mutate(body, { onSuccess: () => toast({ variant: 'success', title: 'Profile saved' }) });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        <CardDescription>Your name as your household sees it.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} aria-label="Profile" className="flex flex-col gap-4">
          {failure && <Alert variant="destructive">{failure}</Alert>}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="First name" error={withFieldLabel('First name', errors.firstName)}>
              {(control) => (
                <Input {...control} autoComplete="given-name" value={firstName} onChange={(e) => setFirstName(e.target.value)} />
              )}
            </Field>
            <Field label="Last name" error={withFieldLabel('Last name', errors.lastName)}>
              {(control) => (
                <Input {...control} autoComplete="family-name" value={lastName} onChange={(e) => setLastName(e.target.value)} />
              )}
            </Field>
          </div>
          {user.email && (
            <p className="text-sm text-muted-foreground">
              Signed in as <span className="font-medium break-all text-foreground">{user.email}</span>
            </p>
          )}
          <Button type="submit" className="self-start" disabled={update.isPending || unchanged} aria-busy={update.isPending || undefined}>
            {update.isPending && <Spinner />}
            {update.isPending ? 'Saving...' : 'Save profile'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
