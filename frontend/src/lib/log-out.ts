import type { QueryClient } from '@tanstack/react-query';
import { assignLocation } from '@/lib/browser-location';
import { clearCache } from '@/lib/local-cache';

type LogOutStep = () => Promise<void>;

const steps = new Set<LogOutStep>();
/** The longest sign-out waits for its steps: a slow network must not keep anyone signed in. */
export const logOutStepsTimeoutMs = 2_000;

/**
 * Something to undo on this device while the session still exists, before it ends (e.g. this
 * browser's push subscription, so a shared device stops receiving the last user's alerts). Returns
 * the unregistration.
 */
export function beforeLogOut(step: LogOutStep): () => void {
  steps.add(step);
  return () => {
    steps.delete(step);
  };
}

/** Spec 000 §2: run the device's sign-out steps, clear the client caches, then let the server end the session. */
export async function logOut(queryClient: QueryClient): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, logOutStepsTimeoutMs);
  });
  await Promise.race([Promise.allSettled([...steps].map((step) => step())), timeout]);
  clearTimeout(timer);
  queryClient.clear();
  clearCache();
  assignLocation('/api/logout');
}
