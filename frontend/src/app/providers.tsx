import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { TooltipProvider } from '@/components/ui/tooltip';
import { RootProviders } from './root-providers';

/** RootProviders plus the tooltip provider, for rendering any component on its own (tests). */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <RootProviders client={client}>
      <TooltipProvider>{children}</TooltipProvider>
    </RootProviders>
  );
}
