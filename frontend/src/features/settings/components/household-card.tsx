import {
  householdNameMaxLength,
  renameHouseholdBody,
  type Household,
  type HouseholdMember,
} from '@sous/contracts';
import { Copy, LogOut, RefreshCw, UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadFailed } from '@/components/load-failed';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Separator } from '@/components/ui/separator';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { fieldErrorsFrom, fieldErrorsFromZod, serverMessage, withFieldLabel } from '@/lib/form-errors';
import { toast } from '@/lib/toast-store';
import { useCreateInvite } from '../api/create-invite';
import { useHousehold } from '../api/get-household';
import { useRenameHousehold } from '../api/rename-household';
import { useLeaveHousehold } from '../api/switch-household';
import { JoinHouseholdForm } from './join-household-form';

export function memberName(member: Pick<HouseholdMember, 'firstName' | 'lastName' | 'email'>): string {
  const name = [member.firstName, member.lastName].filter(Boolean).join(' ').trim();
  return name || member.email || 'Unnamed member';
}

const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function RenameForm({ household }: { household: Household }) {
  const [name, setName] = useState(household.name);
  const [clientError, setClientError] = useState<string | undefined>();
  const rename = useRenameHousehold({ onRenamed: () => toast({ variant: 'success', title: 'Household renamed' }) });
  const error =
    clientError ??
    withFieldLabel('Name', fieldErrorsFrom(rename.error).name) ??
    (rename.error ? serverMessage(rename.error, 'The household could not be renamed. Please try again.') : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = renameHouseholdBody.safeParse({ name });
    if (!parsed.success) {
      setClientError(withFieldLabel('Name', fieldErrorsFromZod(parsed.error).name));
      return;
    }
    setClientError(undefined);
    rename.mutate(parsed.data);
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Rename household" className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <Field label="Household name" error={error} className="flex-1">
        {(control) => <Input {...control} value={name} maxLength={householdNameMaxLength} onChange={(e) => setName(e.target.value)} />}
      </Field>
      <Button
        type="submit"
        variant="outline"
        className="sm:mt-6"
        disabled={rename.isPending || name.trim() === household.name}
        aria-busy={rename.isPending || undefined}
      >
        {rename.isPending && <Spinner />}
        Rename
      </Button>
    </form>
  );
}

function Members({ members }: { members: HouseholdMember[] }) {
  return (
    <section aria-labelledby="household-members" className="flex flex-col gap-3">
      <h4 id="household-members" className="text-sm font-medium">
        Members <span className="text-muted-foreground tabular-nums">({members.length})</span>
      </h4>
      <ul className="flex flex-col gap-2">
        {members.map((member) => {
          const name = memberName(member);
          return (
            <li key={member.id} className="flex items-center gap-3 rounded-md border p-2.5">
              {member.profileImageUrl ? (
                <img src={member.profileImageUrl} alt="" className="size-9 shrink-0 rounded-full object-cover" />
              ) : (
                <span aria-hidden className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-semibold text-accent-foreground">
                  {name.charAt(0).toUpperCase()}
                </span>
              )}
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="truncate text-sm font-medium">
                  {name}
                  {member.isYou && <span className="font-normal text-muted-foreground"> (you)</span>}
                </span>
                {member.email && name !== member.email && <span className="truncate text-xs text-muted-foreground">{member.email}</span>}
              </div>
              <Badge variant={member.role === 'admin' ? 'default' : 'secondary'}>{member.role === 'admin' ? 'Admin' : 'Member'}</Badge>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Invite({ household }: { household: Household }) {
  const create = useCreateInvite({ meta: { errorTitle: 'Could not create an invite code' } });
  const copy = async (code: string) => {
    try {
      await navigator.clipboard.writeText(code);
      toast({ variant: 'success', title: 'Invite code copied', description: `Send ${code} to the person you want to invite.` });
    } catch {
      toast({ variant: 'destructive', title: 'Could not copy', description: 'Select the code and copy it yourself.' });
    }
  };
  const generate = () =>
    create.mutate(undefined, {
      onSuccess: () => toast({ variant: 'success', title: 'New invite code created', description: 'Any earlier code no longer works.' }),
    });

  return (
    <section aria-labelledby="household-invite" className="flex flex-col gap-3">
      <div>
        <h4 id="household-invite" className="text-sm font-medium">
          Invite someone
        </h4>
        <p className="text-sm text-muted-foreground">
          They enter the code under “Join a household” in their own settings, and then share your food, lists and recipes.
        </p>
      </div>
      {household.inviteCode ? (
        <div className="flex flex-col gap-3 rounded-md border bg-muted/40 p-3 sm:flex-row sm:items-center">
          <div className="flex min-w-0 flex-1 flex-col">
            <span className="text-xs text-muted-foreground">Invite code</span>
            <output aria-label="Current invite code" className="font-mono text-xl font-semibold tracking-widest break-all">
              {household.inviteCode}
            </output>
            {household.inviteExpiresAt && (
              <span className="text-xs text-muted-foreground">Expires {formatDateTime(household.inviteExpiresAt)}</span>
            )}
          </div>
          <div className="flex gap-2">
            <Button variant="outline" onClick={() => void copy(household.inviteCode ?? '')}>
              <Copy aria-hidden />
              Copy
            </Button>
            <Button variant="outline" onClick={generate} disabled={create.isPending} aria-busy={create.isPending || undefined}>
              {create.isPending ? <Spinner /> : <RefreshCw aria-hidden />}
              Generate new code
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="outline" className="self-start" onClick={generate} disabled={create.isPending} aria-busy={create.isPending || undefined}>
          {create.isPending ? <Spinner /> : <UserPlus aria-hidden />}
          Generate invite code
        </Button>
      )}
    </section>
  );
}

function LeaveHousehold({ household }: { household: Household }) {
  const [open, setOpen] = useState(false);
  const leave = useLeaveHousehold();
  const alone = household.members.length <= 1;

  const confirm = () =>
    leave.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast({ variant: 'success', title: 'You left the household', description: 'You now have a household of your own.' });
      },
    });

  return (
    <div className="flex flex-col gap-2">
      <h4 className="text-sm font-medium">Leave household</h4>
      <p className="text-sm text-muted-foreground">
        {alone ? 'You are the only member, so there is nothing to leave.' : `You get a new, empty household of your own; everything shared stays with ${household.name}.`}
      </p>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) leave.reset();
        }}
        trigger={
          <Button variant="outline" className="self-start text-expired" disabled={alone}>
            <LogOut aria-hidden />
            Leave household
          </Button>
        }
        title={<>Leave {household.name}?</>}
        description="Its food, shopping list, meal plans, recipes and appliances stay with the other members. You start again with a new, empty household, and you need a new invite code to come back."
        error={leave.error}
        errorFallback="Could not leave the household. Please try again."
        destructive
        pending={leave.isPending}
        confirmLabel="Leave household"
        pendingLabel="Leaving..."
        onConfirm={confirm}
      />
    </div>
  );
}

function HouseholdSkeleton() {
  return (
    <div role="status" aria-label="Loading household" className="flex flex-col gap-4">
      <Skeleton className="h-10 w-full max-w-sm" />
      {[0, 1].map((row) => (
        <Skeleton key={row} className="h-14 w-full" />
      ))}
      <Skeleton className="h-20 w-full" />
    </div>
  );
}

/** The household (DESIGN §4): its name, members and roles, invite codes, joining and leaving. */
export function HouseholdCard() {
  const household = useHousehold();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Household</CardTitle>
        <CardDescription>Everyone in a household shares food, storage, the shopping list, meal plans, recipes and appliances.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {household.isPending ? (
          <HouseholdSkeleton />
        ) : household.isError ? (
          <LoadFailed title="Your household could not be loaded." onRetry={() => void household.refetch()} />
        ) : (
          <>
            <RenameForm key={household.data.name} household={household.data} />
            <Members members={household.data.members} />
            <Separator />
            <Invite household={household.data} />
            <Separator />
            <JoinHouseholdForm household={household.data} />
            <Separator />
            <LeaveHousehold household={household.data} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
