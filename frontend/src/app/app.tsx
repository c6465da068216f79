import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { ErrorBoundary } from '@/components/error-boundary';
import { AuthGate } from './auth-gate';
import { AppProviders } from './providers';

export function App({ client }: { client: QueryClient }) {
  return (
    <AppProviders client={client}>
      <BrowserRouter>
        <ErrorBoundary>
          <AuthGate />
        </ErrorBoundary>
      </BrowserRouter>
    </AppProviders>
  );
}
