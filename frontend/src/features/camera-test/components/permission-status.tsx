import { useEffect, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { cameraPermission, type PermissionLabel } from '../lib/camera-check';

const label: Record<PermissionLabel, string> = {
  granted: 'Allowed',
  prompt: 'Not asked yet',
  denied: 'Blocked',
  unknown: 'Unknown until the camera starts',
};
const variant = { granted: 'fresh', prompt: 'secondary', denied: 'expired', unknown: 'outline' } as const;

/**
 * The camera permission, kept live from the Permissions API (it changes when the user answers the
 * prompt or edits site settings). The last attempt (`observed`) tells what really happened, and
 * is what browsers that will not say (Firefox, Safari) show.
 */
export function PermissionStatusBadge({ observed, onBrowserChange }: { observed: PermissionLabel | null; onBrowserChange: () => void }) {
  const [reported, setReported] = useState<PermissionLabel>('unknown');

  useEffect(() => {
    let status: PermissionStatus | null = null;
    let cancelled = false;
    const update = () => status && setReported(status.state);
    const changed = () => {
      update();
      onBrowserChange();
    };
    void cameraPermission(navigator.permissions).then((found) => {
      if (cancelled || !found) return;
      status = found;
      update();
      status.addEventListener('change', changed);
    });
    return () => {
      cancelled = true;
      status?.removeEventListener('change', changed);
    };
  }, [onBrowserChange]);

  // the last attempt's answer wins until the browser reports a change: a site "granted" can still be
  // refused by the operating system, and the user should see what actually happened
  const state = observed ?? reported;
  return (
    <Badge variant={variant[state]} data-permission={state}>
      {label[state]}
    </Badge>
  );
}
