import type { QueryClient } from '@tanstack/react-query';
import { assignLocation } from '@/lib/browser-location';
import { clearCache } from '@/lib/local-cache';

/** Spec 000 §2: clear the client caches, then let the server end the session. */
export function logOut(queryClient: QueryClient): void {
  queryClient.clear();
  clearCache();
  assignLocation('/api/logout');
}
