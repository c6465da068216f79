import { type ApiToken, type ApiTokenScope, apiTokenSecretPrefix, createApiTokenBody, type CreatedApiToken } from '@sous/contracts';
import { KeyRound, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadFailed } from '@/components/load-failed';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Separator } from '@/components/ui/separator';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { fieldErrorsFrom, fieldErrorsFromZod, serverMessage, withFieldLabel } from '@/lib/form-errors';
import { toast } from '@/lib/toast-store';
import { useCreateApiToken } from '../api/api-tokens-create';
import { useApiTokens } from '../api/api-tokens-list';
import { useRevokeApiToken } from '../api/api-tokens-revoke';
import { ShownOncePanel } from './shown-once-panel';

const scopeLabels: Record<ApiTokenScope, string> = { read: 'Read only', 'read-write': 'Read and write' };
const expiryChoices = [
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '365 days' },
  { value: 'never', label: 'Never' },
] as const;

const formatDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });
const formatDateTime = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function CreateTokenForm({ onCreated }: { onCreated: (created: CreatedApiToken) => void }) {
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenScope>('read');
  const [expiry, setExpiry] = useState<(typeof expiryChoices)[number]['value']>('90');
  const [clientErrors, setClientErrors] = useState<Partial<Record<string, string>>>({});
  const create = useCreateApiToken();
  const serverErrors = fieldErrorsFrom(create.error);
  const nameError = withFieldLabel('Name', clientErrors.name ?? serverErrors.name);
  const formError =
    create.error && !serverErrors.name && !serverErrors.scope && !serverErrors.expiresInDays
      ? serverMessage(create.error, 'The token could not be created. Please try again.')
      : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createApiTokenBody.safeParse({ name, scope, expiresInDays: expiry === 'never' ? null : Number(expiry) });
    if (!parsed.success) {
      setClientErrors(fieldErrorsFromZod(parsed.error));
      return;
    }
    setClientErrors({});
    create.mutate(parsed.data, {
      onSuccess: (created) => {
        setName('');
        onCreated(created);
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Create an API token" className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
        <Field label="Token name" hint="What will use it, e.g. Home Assistant" error={nameError}>
          {(control) => <Input {...control} value={name} maxLength={80} autoComplete="off" onChange={(e) => setName(e.target.value)} />}
        </Field>
        <Field label="Access" error={withFieldLabel('Access', serverErrors.scope)}>
          {(control) => (
            <NativeSelect {...control} value={scope} onChange={(e) => setScope(e.target.value as ApiTokenScope)}>
              <option value="read">{scopeLabels.read}</option>
              <option value="read-write">{scopeLabels['read-write']}</option>
            </NativeSelect>
          )}
        </Field>
        <Field label="Expires after" error={withFieldLabel('Expiry', serverErrors.expiresInDays)}>
          {(control) => (
            <NativeSelect {...control} value={expiry} onChange={(e) => setExpiry(e.target.value as typeof expiry)}>
              {expiryChoices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </div>
      {formError && <Alert variant="destructive">{formError}</Alert>}
      <Button type="submit" className="self-start" disabled={create.isPending} aria-busy={create.isPending || undefined}>
        {create.isPending ? <Spinner /> : <KeyRound aria-hidden />}
        Create token
      </Button>
    </form>
  );
}

/** The secret, once: after this panel closes nobody (not even the server) can show it again. */
function NewTokenPanel({ created, onDone }: { created: CreatedApiToken; onDone: () => void }) {
  return (
    <ShownOncePanel
      id="new-api-token"
      heading={<>New token “{created.apiToken.name}”</>}
      warning="Copy it now: this is the only time it is shown. Anyone with it can use Sous as you."
      label="New API token"
      secret={created.token}
      copiedTitle="Token copied"
      what="the token"
      onDone={onDone}
    />
  );
}

function expiryText(token: ApiToken, now: number): string {
  if (!token.expiresAt) return 'Never expires';
  return Date.parse(token.expiresAt) <= now ? `Expired ${formatDate(token.expiresAt)}` : `Expires ${formatDate(token.expiresAt)}`;
}

function RevokeButton({ token }: { token: ApiToken }) {
  const [open, setOpen] = useState(false);
  const revoke = useRevokeApiToken();
  const confirm = () =>
    revoke.mutate(token.id, {
      onSuccess: () => {
        setOpen(false);
        toast({ variant: 'success', title: 'Token revoked', description: `${token.name} no longer works.` });
      },
    });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) revoke.reset();
      }}
      trigger={
        <Button variant="outline" size="sm" className="text-expired" aria-label={`Revoke ${token.name}`}>
          <Trash2 aria-hidden />
          Revoke
        </Button>
      }
      title={<>Revoke {token.name}?</>}
      description="Anything using this token stops working at once. This cannot be undone."
      error={revoke.error}
      errorFallback="The token could not be revoked. Please try again."
      destructive
      pending={revoke.isPending}
      confirmLabel="Revoke token"
      pendingLabel="Revoking..."
      onConfirm={confirm}
    />
  );
}

function TokenList({ tokens }: { tokens: ApiToken[] }) {
  // read once per mount: whether a token has expired need not tick while the page is open
  const [now] = useState(Date.now);
  if (tokens.length === 0) {
    return <p className="text-sm text-muted-foreground">No tokens yet. Create one to connect a script or another app.</p>;
  }
  return (
    <ul aria-label="Your API tokens" className="flex flex-col gap-2">
      {tokens.map((token) => (
        <li key={token.id} className="flex flex-col gap-2 rounded-md border p-2.5 sm:flex-row sm:items-center">
          <div className="flex min-w-0 flex-1 flex-col gap-0.5">
            <span className="flex flex-wrap items-center gap-2 text-sm font-medium">
              <span className="truncate">{token.name}</span>
              <Badge variant={token.scope === 'read' ? 'secondary' : 'default'}>{scopeLabels[token.scope]}</Badge>
            </span>
            <span className="font-mono text-xs text-muted-foreground">
              {apiTokenSecretPrefix}
              {token.prefix}…
            </span>
            <span className="text-xs text-muted-foreground">
              Created {formatDate(token.createdAt)} · {expiryText(token, now)} ·{' '}
              {token.lastUsedAt ? `Last used ${formatDateTime(token.lastUsedAt)}` : 'Never used'}
            </span>
          </div>
          <RevokeButton token={token} />
        </li>
      ))}
    </ul>
  );
}

/** Personal access tokens (issue 20): create, see once, list and revoke. */
export function ApiTokensCard() {
  const tokens = useApiTokens();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle>API tokens</CardTitle>
        <CardDescription>
          Let scripts and other apps use Sous as you, with <code>Authorization: Bearer</code>. A read-only token can look but not change
          anything.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {created && <NewTokenPanel created={created} onDone={() => setCreated(null)} />}
        <CreateTokenForm onCreated={setCreated} />
        <Separator />
        {tokens.isPending ? (
          <div role="status" aria-label="Loading API tokens" className="flex flex-col gap-2">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : tokens.isError ? (
          <LoadFailed title="Your API tokens could not be loaded." onRetry={() => void tokens.refetch()} />
        ) : (
          <TokenList tokens={tokens.data} />
        )}
      </CardContent>
    </Card>
  );
}
