import { deleteAccountConfirmation, type DeleteAccountBody } from '@sous/contracts';
import { Download, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Alert } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Separator } from '@/components/ui/separator';
import { Spinner } from '@/components/ui/spinner';
import { serverMessage } from '@/lib/form-errors';
import { useDeleteAccount } from '../api/delete-account';
import { accountExportUrl } from '../api/export-account';

type ConfirmWith = 'password' | 'confirmation';

/**
 * Asks for the password, or (for accounts that sign in through a provider and have none) the typed
 * confirmation. Which kind of account this is the client does not know, so the user says.
 */
function DeleteAccountDialog() {
  const [open, setOpen] = useState(false);
  const [confirmWith, setConfirmWith] = useState<ConfirmWith>('password');
  const [password, setPassword] = useState('');
  const [typed, setTyped] = useState('');
  const remove = useDeleteAccount();
  const radioName = useId();

  const body: DeleteAccountBody | null =
    confirmWith === 'password' ? (password ? { password } : null) : typed === deleteAccountConfirmation ? { confirmation: typed } : null;

  const reset = () => {
    setConfirmWith('password');
    setPassword('');
    setTyped('');
    remove.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (body) remove.mutate(body);
  };

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (remove.isPending) return;
        setOpen(next);
        if (!next) reset();
      }}
    >
      <AlertDialogTrigger asChild>
        <Button variant="destructive" className="self-start">
          <Trash2 aria-hidden />
          Delete my account
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <AlertDialogHeader>
            <AlertDialogTitle>Delete your account?</AlertDialogTitle>
            <AlertDialogDescription>
              Your account, preferences, chat history and feedback are deleted for good. If you are the last member of your
              household, its food, lists, meal plans and recipes go too. This cannot be undone.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">How do you sign in?</legend>
            {(
              [
                ['password', 'With my email and password'],
                ['confirmation', 'With Google, GitHub, X, Apple or single sign-on'],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent md:min-h-9">
                <input
                  type="radio"
                  name={radioName}
                  value={value}
                  checked={confirmWith === value}
                  onChange={() => {
                    setConfirmWith(value);
                    remove.reset();
                  }}
                  className="size-4 accent-primary"
                />
                {label}
              </label>
            ))}
          </fieldset>
          {confirmWith === 'password' ? (
            <Field label="Password">
              {(control) => (
                <Input {...control} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
              )}
            </Field>
          ) : (
            <Field label={<>Type <span className="font-mono font-semibold">{deleteAccountConfirmation}</span> to confirm</>}>
              {(control) => (
                <Input {...control} autoComplete="off" autoCapitalize="characters" spellCheck={false} value={typed} onChange={(e) => setTyped(e.target.value)} />
              )}
            </Field>
          )}
          {remove.error && (
            <Alert variant="destructive">{serverMessage(remove.error, 'Your account could not be deleted. Please try again.')}</Alert>
          )}
          <AlertDialogFooter>
            <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={!body || remove.isPending} aria-busy={remove.isPending || undefined}>
              {remove.isPending && <Spinner />}
              {remove.isPending ? 'Deleting...' : 'Delete my account'}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** A copy of everything stored about the user, and deleting the account. */
export function AccountDataCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your data</CardTitle>
        <CardDescription>Take a copy of your data, or delete your account.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div className="flex flex-col gap-2">
          <p className="text-sm text-muted-foreground">
            Download your profile, preferences, household, food, recipes, plans, lists and chat as one JSON file.
          </p>
          <a href={accountExportUrl} download className={buttonVariants({ variant: 'outline', className: 'self-start' })}>
            <Download aria-hidden />
            Export my data
          </a>
        </div>
        <Separator />
        <div className="flex flex-col gap-2">
          <p className="text-sm text-muted-foreground">Deleting your account signs you out everywhere and removes your data.</p>
          <DeleteAccountDialog />
        </div>
      </CardContent>
    </Card>
  );
}
