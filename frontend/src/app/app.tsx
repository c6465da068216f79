import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { ErrorBoundary } from '@/components/error-boundary';
import { registerServiceWorker } from '@/lib/service-worker';
import { AuthGate } from './auth-gate';
import { RootProviders } from './root-providers';

export function App({ client }: { client: QueryClient }) {
  useEffect(() => registerServiceWorker(), []);
  return (
    <RootProviders client={client}>
      <BrowserRouter>
        <ErrorBoundary>
          <AuthGate />
        </ErrorBoundary>
      </BrowserRouter>
    </RootProviders>
  );
}
