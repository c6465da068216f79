import { RealtimeConnection } from './realtime-connection';
import { AppRoutes } from './routes';
import { AppShell } from './shell/app-shell';

/** Everything only a signed-in, onboarded user needs; loaded on demand so the landing page stays light. */
export function SignedInApp() {
  return (
    <>
      <RealtimeConnection />
      <AppShell>
        <AppRoutes />
      </AppShell>
    </>
  );
}
