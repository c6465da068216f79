import { Camera, CameraOff, ScanBarcode } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast-store';
import { addFoodText, scannerSettings } from '../lib/add-food-text';
import { scannerErrorMessage, startScanner, type ScannerHandle } from '../lib/scanner';

type CameraState = 'idle' | 'starting' | 'scanning';

/**
 * The Scan tab: Start Camera / Stop Camera around html5-qrcode. The first code read stops the
 * camera and is handed on (the dialog then searches it). Leaving the tab or closing the dialog
 * unmounts this panel, which stops the camera.
 */
export function ScanPanel({ onScanned }: { onScanned: (code: string) => void }) {
  const regionId = `scanner-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [state, setState] = useState<CameraState>('idle');
  const [error, setError] = useState<string | null>(null);
  const handle = useRef<ScannerHandle | null>(null);
  const mounted = useRef(true);
  const onScannedRef = useRef(onScanned);

  useEffect(() => {
    onScannedRef.current = onScanned;
  }, [onScanned]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      void handle.current?.stop();
      handle.current = null;
    };
  }, []);

  const start = async () => {
    setError(null);
    setState('starting');
    let running: ScannerHandle | null = null;
    let code: string | null = null;
    const finish = (scanner: ScannerHandle, value: string) => {
      void scanner.stop();
      handle.current = null;
      onScannedRef.current(value);
    };
    try {
      running = await startScanner(regionId, (text) => {
        if (code !== null) return; // several frames read the same code
        code = text.trim();
        if (running) finish(running, code);
      });
      if (!mounted.current) {
        await running.stop();
        return;
      }
      if (code !== null) {
        finish(running, code);
        return;
      }
      handle.current = running;
      setState('scanning');
    } catch (cause) {
      if (!mounted.current) return;
      const message = scannerErrorMessage(cause, addFoodText.scannerErrorFallback);
      setError(message);
      setState('idle');
      toast({ variant: 'destructive', title: addFoodText.scannerErrorTitle, description: message });
    }
  };

  const stop = async () => {
    const running = handle.current;
    handle.current = null;
    setState('idle');
    await running?.stop();
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{addFoodText.scanHint}</p>
      <div className="relative mx-auto w-full max-w-sm overflow-hidden rounded-lg border bg-muted">
        {/* html5-qrcode owns this element's children: React renders nothing inside it. */}
        <div id={regionId} aria-label={addFoodText.scannerRegion} role="img" className="w-full" style={{ minHeight: state === 'idle' ? 0 : scannerSettings.box }} />
        {state !== 'scanning' && (
          <div className="flex aspect-[4/3] flex-col items-center justify-center gap-2 text-muted-foreground">
            {state === 'starting' ? <Spinner className="size-6 text-primary" /> : <ScanBarcode aria-hidden className="size-10" />}
          </div>
        )}
      </div>
      {error && <Alert variant="destructive">{error}</Alert>}
      <div className="flex justify-center">
        {state === 'scanning' ? (
          <Button variant="outline" onClick={() => void stop()}>
            <CameraOff aria-hidden />
            {addFoodText.stopCamera}
          </Button>
        ) : (
          <Button onClick={() => void start()} disabled={state === 'starting'}>
            {state === 'starting' ? <Spinner /> : <Camera aria-hidden />}
            {addFoodText.startCamera}
          </Button>
        )}
      </div>
    </div>
  );
}
