import type { CalendarFeedSettings, CreatedCalendarFeed } from '@sous/contracts';
import { CalendarPlus, RefreshCw, Unlink } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadFailed } from '@/components/load-failed';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Separator } from '@/components/ui/separator';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { serverMessage } from '@/lib/form-errors';
import { toast } from '@/lib/toast-store';
import { useCalendarFeed } from '../api/calendar-feed';
import { useCreateCalendarFeed } from '../api/calendar-feed-create';
import { useRevokeCalendarFeed } from '../api/calendar-feed-revoke';
import { CalendarFeedTimesForm } from './calendar-feed-times-form';
import { ShownOncePanel } from './shown-once-panel';

const timesKey = (s: CalendarFeedSettings) => [s.breakfast, s.lunch, s.dinner, s.snack, s.durationMinutes, s.timeZone].join('|');

const formatDateTime = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function SubscribeHints() {
  return (
    <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-muted-foreground">
      <li>
        <span className="font-medium text-foreground">Add to Google Calendar:</span> on the web, Other calendars → + → From URL, then paste the link.
      </li>
      <li>
        <span className="font-medium text-foreground">Add to Apple Calendar:</span> on a Mac, File → New Calendar Subscription; on an iPhone, Settings →
        Calendar → Accounts → Add Account → Other → Add Subscribed Calendar.
      </li>
      <li>Calendar apps refresh subscriptions on their own schedule, from every few minutes to about a day.</li>
    </ul>
  );
}

/** The URL, once: only its hash is stored, so after this panel closes it cannot be shown again. */
function NewUrlPanel({ created, onDone }: { created: CreatedCalendarFeed; onDone: () => void }) {
  return (
    <ShownOncePanel
      id="new-calendar-feed"
      heading="Your calendar feed link"
      warning="Copy it now: it is shown only this once. Anyone with the link can see the household's meal plan."
      label="Calendar feed link"
      secret={created.url}
      copiedTitle="Feed link copied"
      what="the link"
      onDone={onDone}
    >
      <SubscribeHints />
    </ShownOncePanel>
  );
}

/** A button that asks first: replacing or revoking the link breaks every calendar subscribed to it. */
function ConfirmButton(props: {
  label: string;
  icon: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  pending: boolean;
  error: Error | null;
  destructive?: boolean;
  onConfirm: (close: () => void) => void;
  onOpenChange: (open: boolean) => void;
}) {
  const [open, setOpen] = useState(false);
  const change = (next: boolean) => {
    setOpen(next);
    props.onOpenChange(next);
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={change}
      trigger={
        <Button variant="outline" className={props.destructive ? 'text-expired' : undefined}>
          {props.icon}
          {props.label}
        </Button>
      }
      title={props.title}
      description={props.description}
      error={props.error}
      destructive={props.destructive}
      pending={props.pending}
      confirmLabel={props.confirmLabel}
      onConfirm={() => props.onConfirm(() => change(false))}
    />
  );
}

function FeedLink({ settings }: { settings: CalendarFeedSettings }) {
  const [created, setCreated] = useState<CreatedCalendarFeed | null>(null);
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();

  const makeLink = (close?: () => void) =>
    create.mutate(undefined, {
      onSuccess: (answer) => {
        setCreated(answer);
        close?.();
      },
      onError: (error) => {
        if (!close) toast({ variant: 'destructive', title: 'Could not create the feed link', description: serverMessage(error, error.message) });
      },
    });

  const revokeLink = (close: () => void) =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setCreated(null);
        close();
        toast({ variant: 'success', title: 'Calendar feed turned off', description: 'The old link no longer works.' });
      },
    });

  return (
    <section aria-labelledby="calendar-feed-link" className="flex flex-col gap-3">
      <h4 id="calendar-feed-link" className="text-sm font-medium">
        Feed link
      </h4>
      {created ? (
        <NewUrlPanel created={created} onDone={() => setCreated(null)} />
      ) : settings.active ? (
        <p className="text-sm text-muted-foreground">
          A feed link is active{settings.createdAt ? ` since ${formatDateTime(settings.createdAt)}` : ''}. It is shown only when made: lost it? Make a new
          one (the old one stops working).
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">No feed link yet. Make one, then subscribe to it from your calendar app.</p>
      )}
      {settings.active ? (
        <div className="flex flex-col gap-2 sm:flex-row">
          <ConfirmButton
            label="Make a new link"
            icon={<RefreshCw aria-hidden />}
            title="Replace the feed link?"
            description="The current link stops working at once: every calendar subscribed to it must subscribe to the new one."
            confirmLabel="Make a new link"
            pending={create.isPending}
            error={create.error}
            onConfirm={(close) => makeLink(close)}
            onOpenChange={(open) => !open && create.reset()}
          />
          <ConfirmButton
            label="Turn off feed"
            icon={<Unlink aria-hidden />}
            title="Turn off the calendar feed?"
            description="The link stops working at once and subscribed calendars stop updating. You can make a new link later."
            confirmLabel="Turn off feed"
            destructive
            pending={revoke.isPending}
            error={revoke.error}
            onConfirm={revokeLink}
            onOpenChange={(open) => !open && revoke.reset()}
          />
        </div>
      ) : (
        <Button className="self-start" onClick={() => makeLink()} disabled={create.isPending} aria-busy={create.isPending || undefined}>
          {create.isPending ? <Spinner /> : <CalendarPlus aria-hidden />}
          Create feed link
        </Button>
      )}
      {!created && <SubscribeHints />}
    </section>
  );
}

function CalendarFeedSkeleton() {
  return (
    <div role="status" aria-label="Loading calendar feed" className="flex flex-col gap-4">
      <Skeleton className="h-10 w-48" />
      <Skeleton className="h-20 w-full" />
    </div>
  );
}

/** Issue 20: the household's meal plan as a calendar other apps subscribe to. */
export function CalendarFeedCard() {
  const feed = useCalendarFeed();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Calendar feed</CardTitle>
        <CardDescription>See the household&apos;s planned meals in Google Calendar, Apple Calendar or any app that subscribes to an .ics link.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {feed.isPending ? (
          <CalendarFeedSkeleton />
        ) : feed.isError ? (
          <LoadFailed title="The calendar feed could not be loaded." onRetry={() => void feed.refetch()} />
        ) : (
          <>
            <FeedLink settings={feed.data} />
            <Separator />
            {/* a new key when the saved values change, so the form starts again from them */}
            <CalendarFeedTimesForm key={timesKey(feed.data)} saved={feed.data} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
