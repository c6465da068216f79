/** What stands between this browser and the camera, checked before asking for it. */
export type CameraSupport = 'ok' | 'insecure-context' | 'unsupported';

export function cameraSupport(env: { isSecureContext: boolean; mediaDevices: MediaDevices | undefined }): CameraSupport {
  // browsers hide getUserMedia on plain http (except localhost), so test the origin first: it is the fix to tell
  if (!env.isSecureContext) return 'insecure-context';
  if (typeof env.mediaDevices?.getUserMedia !== 'function') return 'unsupported';
  return 'ok';
}

export type CameraFailure = 'denied' | 'no-camera' | 'in-use' | 'insecure-context' | 'other';

/** getUserMedia's DOMException names (and html5-qrcode's texts, which wrap them) → what to tell the user. */
export function cameraFailure(error: unknown): CameraFailure {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (name === 'NotAllowedError' || name === 'PermissionDeniedError' || /NotAllowedError|Permission denied/i.test(text)) return 'denied';
  if (name === 'SecurityError') return 'insecure-context';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError' || /NotFoundError|Requested device not found/i.test(text)) return 'no-camera';
  if (name === 'NotReadableError' || name === 'TrackStartError' || /NotReadableError|Could not start video source/i.test(text)) return 'in-use';
  return 'other';
}

export const cameraFailureText: Record<CameraFailure, { title: string; text: string }> = {
  denied: {
    title: 'Camera permission denied',
    text: 'This site is not allowed to use the camera. Allow it in your browser’s site settings (the icon next to the address), then try again.',
  },
  'no-camera': { title: 'No camera found', text: 'This device has no camera the browser can use. Connect one, or scan from another device.' },
  'in-use': { title: 'The camera is busy', text: 'Another app or tab is using the camera. Close it, then try again.' },
  'insecure-context': {
    title: 'Camera needs a secure connection',
    text: 'Browsers only allow the camera on https:// addresses (or localhost). Ask your administrator to serve this site over https.',
  },
  other: { title: 'The camera could not start', text: 'Failed to access camera. Please check permissions.' },
};

export type PermissionLabel = PermissionState | 'unknown';

/** The camera permission as the Permissions API reports it; 'unknown' where the browser will not say. */
export async function cameraPermission(permissions: Permissions | undefined): Promise<PermissionStatus | null> {
  if (!permissions?.query) return null;
  try {
    return await permissions.query({ name: 'camera' });
  } catch {
    // Firefox and older Safari do not know 'camera' as a permission name
    return null;
  }
}
