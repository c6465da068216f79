import { removeSubscription } from '../api/push-api';
import { currentSubscription } from './browser-push';

/**
 * Signing out ends this browser's push subscription and its registration on the server: a shared
 * device must not keep showing the previous user's expiry alerts. The next user opts in again.
 */
export async function forgetThisDevice(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const subscription = await currentSubscription();
  if (!subscription) return;
  try {
    await removeSubscription(subscription.endpoint);
  } finally {
    await subscription.unsubscribe();
  }
}
