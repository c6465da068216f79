import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AppShell } from '@/app/shell/app-shell';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/lib/query-client';
import { notFound, type Route as FetchRoute } from './fetch-mock';
import { foodItemsFirstPageUrl } from '@/lib/api/food-items';

/**
 * What the shell reads on its own (the sidebar's counts, the signed-in user), answered 404 for a test
 * about something else: the shell then shows zero counts. Spread a test's own routes after it.
 */
export const shellReadsNotFound: Record<string, FetchRoute> = {
  '/api/storage-locations': notFound,
  [foodItemsFirstPageUrl]: notFound,
  '/api/auth/user': notFound,
};

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

/** The signed-in shell around a page, at `path`, with fresh caches. */
export function renderShell(path = '/', page: ReactNode = <p>Page</p>) {
  const client = createQueryClient();
  const result = render(
    <AppProviders client={client}>
      <MemoryRouter initialEntries={[path]}>
        <AppShell>
          <Routes>
            <Route path="*" element={page} />
          </Routes>
          <CurrentPath />
        </AppShell>
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, client };
}
