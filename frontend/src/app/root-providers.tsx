import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';

/**
 * What every screen needs, the landing page included: the query client and the toaster. Tooltips
 * live only in the signed-in shell (AppShell adds their provider), which keeps Radix Tooltip and
 * its positioning engine out of the landing page's first download. A separate file from
 * providers.tsx: importing that module at all would pull the tooltip code into the entry chunk.
 */
export function RootProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
