import { lazy, Suspense, useEffect } from 'react';
import { DailyExpirationCheck } from '@/features/expiry/components/daily-expiration-check';
import { useCurrentUser } from '@/lib/api/current-user';
import { beforeLogOut } from '@/lib/log-out';
import { AppRoutes } from './routes';
import { AppShell } from './shell/app-shell';

// socket.io-client is a fifth of the shell: the socket connects right after the first paint instead
// of delaying it (the screens fetch their data over HTTP meanwhile).
const RealtimeConnection = lazy(async () => ({ default: (await import('./realtime-connection')).RealtimeConnection }));

/** Everything only a signed-in, onboarded user needs; loaded on demand so the landing page stays light. */
export function SignedInApp() {
  const { data: user } = useCurrentUser();
  // signing out ends this browser's push subscription (issue 21); its code loads only then
  useEffect(() => beforeLogOut(async () => (await import('@/features/push/lib/forget-device')).forgetThisDevice()), []);
  return (
    <>
      {/* A new household (joined or left in settings) means new socket rooms: reconnect. */}
      <Suspense fallback={null}>
        <RealtimeConnection key={user?.householdId ?? 'household'} />
      </Suspense>
      {/* Spec 001 §4: once per calendar day per browser. */}
      <DailyExpirationCheck />
      <AppShell>
        <AppRoutes />
      </AppShell>
    </>
  );
}
