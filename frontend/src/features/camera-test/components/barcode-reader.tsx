import { ScanBarcode, SquareStop } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cameraFailure, cameraFailureText, type CameraFailure } from '../lib/camera-check';

interface Decoded {
  text: string;
  format: string | null;
}

interface Scanner {
  isScanning: boolean;
  stop(): Promise<void>;
  clear(): void;
}

/** The scanner's own settings (spec 000 §7): rear camera, 10 frames per second, a 250 × 250 box. */
const scan = { fps: 10, box: 250 } as const;

/**
 * Reads barcodes with the same library the add-food scanner uses (html5-qrcode, loaded on first
 * use), and shows every code it decodes. Stops when `active` turns false or on unmount.
 */
export function BarcodeReader({ active, onStart, onStop, onResult }: {
  active: boolean;
  onStart: () => void;
  onStop: () => void;
  onResult: (outcome: 'granted' | CameraFailure) => void;
}) {
  const regionId = `camera-test-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const scanner = useRef<Scanner | null>(null);
  const [ownState, setState] = useState<'idle' | 'starting' | 'scanning'>('idle');
  const state = active ? ownState : 'idle';
  const [decoded, setDecoded] = useState<Decoded | null>(null);
  const [failure, setFailure] = useState<CameraFailure | null>(null);

  const release = async () => {
    const running = scanner.current;
    scanner.current = null;
    if (!running) return;
    try {
      if (running.isScanning) await running.stop();
      running.clear();
    } catch {
      // the element may already be gone
    }
  };

  // the other camera user took over: let go of the camera (what is shown follows `active` below)
  useEffect(() => {
    if (!active) void release();
  }, [active]);

  useEffect(() => () => void release(), []);

  const start = async () => {
    setFailure(null);
    setState('starting');
    onStart();
    try {
      const { Html5Qrcode } = await import('html5-qrcode');
      const reader = new Html5Qrcode(regionId, { verbose: false, experimentalFeatures: { useBarCodeDetectorIfSupported: true } });
      scanner.current = reader;
      await reader.start(
        { facingMode: 'environment' },
        { fps: scan.fps, qrbox: { width: scan.box, height: scan.box } },
        (text, result) => setDecoded({ text, format: result.result.format?.formatName ?? null }),
        () => undefined, // "no code in this frame", ten times a second: not an error
      );
      setState('scanning');
      onResult('granted');
    } catch (error) {
      await release();
      const kind = cameraFailure(error);
      setFailure(kind);
      setState('idle');
      onResult(kind);
      onStop();
    }
  };

  const stop = async () => {
    await release();
    setState('idle');
    onStop();
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="relative mx-auto w-full max-w-md overflow-hidden rounded-lg border bg-muted">
        {/* html5-qrcode owns this element's children: React renders nothing inside it. */}
        <div id={regionId} role="img" aria-label="Barcode scanner view" className="w-full" style={{ minHeight: state === 'idle' ? 0 : scan.box }} />
        {state !== 'scanning' && (
          <div className="flex aspect-[4/3] items-center justify-center text-muted-foreground">
            {state === 'starting' ? <Spinner className="size-6 text-primary" /> : <ScanBarcode aria-hidden className="size-10" />}
          </div>
        )}
      </div>
      {state === 'scanning' && !decoded && (
        <p role="status" className="text-center text-sm text-muted-foreground">
          Scanning… hold a barcode inside the box.
        </p>
      )}
      {decoded && (
        <div role="status" className="rounded-lg border bg-fresh-soft p-3 text-center">
          <p className="text-sm text-muted-foreground">Decoded{decoded.format ? ` (${decoded.format})` : ''}</p>
          <p className="font-mono text-lg font-semibold break-all">{decoded.text}</p>
        </div>
      )}
      {failure && (
        <Alert variant="destructive">
          <p className="font-medium">{cameraFailureText[failure].title}</p>
          <p>{cameraFailureText[failure].text}</p>
        </Alert>
      )}
      <div className="flex justify-center">
        {state === 'scanning' ? (
          <Button variant="outline" onClick={() => void stop()}>
            <SquareStop aria-hidden />
            Stop Scanning
          </Button>
        ) : (
          <Button onClick={() => void start()} disabled={state === 'starting'}>
            {state === 'starting' ? <Spinner /> : <ScanBarcode aria-hidden />}
            Start Scanning
          </Button>
        )}
      </div>
    </div>
  );
}
