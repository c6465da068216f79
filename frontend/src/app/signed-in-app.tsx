import { DailyExpirationCheck } from '@/features/expiry/components/daily-expiration-check';
import { useCurrentUser } from '@/lib/api/current-user';
import { RealtimeConnection } from './realtime-connection';
import { AppRoutes } from './routes';
import { AppShell } from './shell/app-shell';

/** Everything only a signed-in, onboarded user needs; loaded on demand so the landing page stays light. */
export function SignedInApp() {
  const { data: user } = useCurrentUser();
  return (
    <>
      {/* A new household (joined or left in settings) means new socket rooms: reconnect. */}
      <RealtimeConnection key={user?.householdId ?? 'household'} />
      {/* Spec 001 §4: once per calendar day per browser. */}
      <DailyExpirationCheck />
      <AppShell>
        <AppRoutes />
      </AppShell>
    </>
  );
}
