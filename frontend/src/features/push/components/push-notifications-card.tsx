import { type PushKind, type PushPreferences, storeModeMaxHours, type UpdatePushPreferencesBody } from '@sous/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell, BellOff, ShoppingCart } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { serverMessage } from '@/lib/form-errors';
import { fetchPushPreferences, fetchVapidPublicKey, preferencesKey, registerSubscription, removeSubscription, updatePushPreferences } from '../api/push-api';
import { currentSubscription, notificationPermission, pushSupport, subscribeBrowser, subscriptionKeys } from '../lib/browser-push';

const kindLabels: Readonly<Record<PushKind, { label: string; hint: string }>> = {
  expiring: { label: 'Food about to expire', hint: 'Once a day per item, within your expiration alert days.' },
  shopping: { label: 'Shopping list while I shop', hint: 'What others in your household add, only while store mode is on.' },
  invitations: { label: 'Someone joins my household', hint: 'When an invite code of your household is used.' },
};

function Loading({ className }: { className: string }) {
  return (
    <div role="status" aria-label="Loading notification settings">
      <Skeleton className={className} />
    </div>
  );
}

const deviceLabel = () => navigator.userAgent.slice(0, 120);
const formatTime = (iso: string) => new Date(iso).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });

/** Registers the subscription for whoever is signed in now (a shared browser follows its user), then reads its choices. */
async function registeredPreferences(subscription: PushSubscription, signal?: AbortSignal): Promise<PushPreferences> {
  const { endpoint, keys } = subscriptionKeys(subscription);
  await registerSubscription(endpoint, keys, deviceLabel());
  return fetchPushPreferences(endpoint, signal);
}

function KindToggle({ kind, preferences, onChange, disabled }: { kind: PushKind; preferences: PushPreferences; onChange: (changes: UpdatePushPreferencesBody) => void; disabled: boolean }) {
  const id = useId();
  const { label, hint } = kindLabels[kind];
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="flex flex-col gap-0.5">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      </div>
      <Switch
        id={id}
        aria-describedby={`${id}-hint`}
        checked={preferences[kind]}
        disabled={disabled}
        onCheckedChange={(checked) => onChange({ token: preferences.token, [kind]: checked })}
      />
    </div>
  );
}

function StoreMode({ preferences, onChange, pending }: { preferences: PushPreferences; onChange: (changes: UpdatePushPreferencesBody) => void; pending: boolean }) {
  const [hours, setHours] = useState(2);
  const selectId = useId();
  if (preferences.storeModeUntil) {
    return (
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p role="status" className="text-sm">
          Store mode is on until {formatTime(preferences.storeModeUntil)}.
        </p>
        <Button variant="outline" disabled={pending} onClick={() => onChange({ token: preferences.token, storeModeHours: 0 })}>
          Stop store mode
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex flex-col gap-1">
        <Label htmlFor={selectId}>Store mode length</Label>
        <NativeSelect id={selectId} value={hours} onChange={(event) => setHours(Number(event.target.value))}>
          {Array.from({ length: storeModeMaxHours }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n === 1 ? '1 hour' : `${n} hours`}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button disabled={pending || !preferences.shopping} onClick={() => onChange({ token: preferences.token, storeModeHours: hours })}>
        <ShoppingCart aria-hidden />
        I&apos;m shopping
      </Button>
    </div>
  );
}

function SubscribedControls({ subscription, onTurnedOff }: { subscription: PushSubscription; onTurnedOff: () => void }) {
  const queryClient = useQueryClient();
  const key = preferencesKey(subscription.endpoint);
  const preferences = useQuery({ queryKey: key, queryFn: ({ signal }) => registeredPreferences(subscription, signal), retry: false });
  const update = useMutation({
    mutationFn: updatePushPreferences,
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
    meta: { errorTitle: 'Could not save notification settings' },
  });
  const turnOff = useMutation({
    mutationFn: async () => {
      await subscription.unsubscribe();
      // already gone on the server (pruned, or moved to another account) is just as off
      await removeSubscription(subscription.endpoint).catch(() => undefined);
    },
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: key });
      onTurnedOff();
    },
    // the server's answer is caught above, so this is the browser's own error
    meta: { errorTitle: 'Could not turn notifications off' },
  });

  if (preferences.isPending) return <Loading className="h-32 w-full" />;
  if (preferences.isError) return <Alert variant="destructive">{serverMessage(preferences.error, 'Could not load this device’s notification settings.')}</Alert>;
  const prefs = preferences.data;
  const change = (changes: UpdatePushPreferencesBody) => update.mutate(changes);
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm">Notifications are on for this device.</p>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-sm font-medium">Send me</legend>
        {(['expiring', 'shopping', 'invitations'] as const).map((kind) => (
          <KindToggle key={kind} kind={kind} preferences={prefs} onChange={change} disabled={update.isPending} />
        ))}
      </fieldset>
      <StoreMode preferences={prefs} onChange={change} pending={update.isPending} />
      <Button variant="outline" className="self-start" disabled={turnOff.isPending} aria-busy={turnOff.isPending || undefined} onClick={() => turnOff.mutate()}>
        {turnOff.isPending ? <Spinner /> : <BellOff aria-hidden />}
        Turn off on this device
      </Button>
    </div>
  );
}

function PushControls() {
  const [permission, setPermission] = useState<NotificationPermission>(notificationPermission);
  // undefined while the browser is asked for its current subscription
  const [subscription, setSubscription] = useState<PushSubscription | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    currentSubscription().then(
      (found) => live && setSubscription(found),
      () => live && setSubscription(null),
    );
    return () => {
      live = false;
    };
  }, []);
  const turnOn = useMutation({
    mutationFn: async () => {
      const subscribed = await subscribeBrowser(await fetchVapidPublicKey());
      setPermission(notificationPermission());
      return subscribed;
    },
    onSuccess: (subscribed) => subscribed && setSubscription(subscribed),
    meta: { errorTitle: 'Could not turn notifications on' },
  });

  if (subscription === undefined) return <Loading className="h-11 w-56" />;
  if (subscription) return <SubscribedControls subscription={subscription} onTurnedOff={() => setSubscription(null)} />;
  if (permission === 'denied') {
    return <Alert variant="destructive">Notifications are blocked for Sous in this browser. Allow them in the site settings, then reload this page.</Alert>;
  }
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-muted-foreground">Off on this device. Your browser will ask for permission.</p>
      <Button className="self-start" disabled={turnOn.isPending} aria-busy={turnOn.isPending || undefined} onClick={() => turnOn.mutate()}>
        {turnOn.isPending ? <Spinner /> : <Bell aria-hidden />}
        Turn on notifications
      </Button>
    </div>
  );
}

const unsupportedText = {
  unsupported: 'This browser cannot receive push notifications. On iPhone and iPad, add Sous to your Home Screen first, then open it from there.',
  insecure: 'Push notifications need Sous to be opened over a secure (https://) connection.',
} as const;

/** Issue 21: alerts while Sous is closed, chosen per device. */
export function PushNotificationsCard() {
  const support = pushSupport();
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Notifications on this device</CardTitle>
        <CardDescription>Alerts while Sous is closed: food about to expire, what your household adds to the list while you shop, and who joins your household.</CardDescription>
      </CardHeader>
      <CardContent>{support === 'supported' ? <PushControls /> : <Alert>{unsupportedText[support]}</Alert>}</CardContent>
    </Card>
  );
}
