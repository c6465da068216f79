import { scannerSettings } from './add-food-text';

/** A running camera scan; `stop` releases the camera and may be called any number of times. */
export interface ScannerHandle {
  stop(): Promise<void>;
}

/**
 * Starts the rear camera in the element with `elementId` and calls `onCode` with each code read.
 * html5-qrcode is loaded here, on first use only (it is large and most visits never scan).
 * Rejects when the camera cannot be opened (no permission, no camera, insecure origin).
 */
export async function startScanner(elementId: string, onCode: (code: string) => void): Promise<ScannerHandle> {
  const { Html5Qrcode } = await import('html5-qrcode');
  const scanner = new Html5Qrcode(elementId, { verbose: false, experimentalFeatures: { useBarCodeDetectorIfSupported: true } });
  try {
    await scanner.start(
      { facingMode: scannerSettings.facingMode },
      { fps: scannerSettings.fps, qrbox: { width: scannerSettings.box, height: scannerSettings.box } },
      (text) => onCode(text),
      () => undefined, // "no code in this frame" is reported ten times a second: not an error
    );
  } catch (error) {
    try {
      scanner.clear();
    } catch {
      // the element may already be gone
    }
    throw error;
  }
  let stopped: Promise<void> | null = null;
  return {
    stop: () =>
      (stopped ??= (async () => {
        try {
          if (scanner.isScanning) await scanner.stop();
          scanner.clear();
        } catch (error) {
          console.warn('Stopping the scanner failed', error);
        }
      })()),
  };
}

/** The scanner's failure as text: its message, else the spec's fallback (spec 000 §8). */
export function scannerErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim()) return error.message;
  if (typeof error === 'string' && error.trim()) return error;
  return fallback;
}
