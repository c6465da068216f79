import { inviteCodeLength, joinHouseholdBody, type Household, type JoinHouseholdBody } from '@sous/contracts';
import { useState, type FormEvent } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { fieldErrorsFrom, fieldErrorsFromZod, serverMessage, withFieldLabel } from '@/lib/form-errors';
import { toast } from '@/lib/toast-store';
import { useJoinHousehold } from '../api/switch-household';

/**
 * Joining by code. It moves the user out of their household at once, so a valid code first asks
 * for confirmation naming what they leave; only the confirmation sends the request.
 */
export function JoinHouseholdForm({ household }: { household: Household }) {
  const [code, setCode] = useState('');
  const [clientError, setClientError] = useState<string | undefined>();
  const [pending, setPending] = useState<JoinHouseholdBody | null>(null);
  const join = useJoinHousehold();
  const error =
    clientError ??
    withFieldLabel('Code', fieldErrorsFrom(join.error).code) ??
    (join.error ? serverMessage(join.error, 'Could not join the household. Please try again.') : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = joinHouseholdBody.safeParse({ code });
    if (!parsed.success) {
      setClientError(withFieldLabel('Code', fieldErrorsFromZod(parsed.error).code));
      return;
    }
    setClientError(undefined);
    setPending(parsed.data);
  };

  const confirm = () => {
    if (!pending) return;
    join.mutate(pending, {
      onSuccess: () => {
        setCode('');
        toast({ variant: 'success', title: 'You joined the household', description: 'Its food, lists and recipes are now yours too.' });
      },
      onSettled: () => setPending(null),
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Join a household" className="flex flex-col gap-2">
      <h4 className="text-sm font-medium">Join a household</h4>
      <p className="text-sm text-muted-foreground">
        Got a code from someone? Joining moves you into their household; what you see here is then theirs.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <Field label="Invite code" error={error} className="flex-1 [&>label]:sr-only">
          {(control) => (
            <Input
              {...control}
              value={code}
              placeholder="ABCD2345"
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              maxLength={inviteCodeLength + 4}
              className="font-mono tracking-widest uppercase"
              onChange={(e) => setCode(e.target.value)}
            />
          )}
        </Field>
        <Button type="submit" disabled={join.isPending} aria-busy={join.isPending || undefined}>
          {join.isPending && <Spinner />}
          {join.isPending ? 'Joining...' : 'Join'}
        </Button>
      </div>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && !join.isPending && setPending(null)}
        title="Join another household?"
        description={
          <>
            You leave {household.name}: its food, lists, meal plans and recipes stay with its other members, and you see the
            new household&apos;s instead.
          </>
        }
        pending={join.isPending}
        confirmLabel="Join household"
        onConfirm={confirm}
      />
    </form>
  );
}
