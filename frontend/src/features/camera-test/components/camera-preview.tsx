import { Camera, CameraOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cameraFailure, cameraFailureText, type CameraFailure } from '../lib/camera-check';

interface Running {
  stream: MediaStream;
  label: string;
  size: string | null;
}

/**
 * Asks for the rear camera (the scanner's, spec 000 §7) with getUserMedia and shows it live. The
 * stream is stopped on Stop, on unmount and when `active` turns false (the barcode reader wants it).
 */
export function CameraPreview({ active, onStart, onStop, onResult }: {
  active: boolean;
  onStart: () => void;
  onStop: () => void;
  onResult: (outcome: 'granted' | CameraFailure) => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [started, setRunning] = useState<Running | null>(null);
  const running = active ? started : null;
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<CameraFailure | null>(null);
  const [failureDetail, setFailureDetail] = useState<string | null>(null);

  // the other camera user took over: let go of the camera (what is shown follows `active` below)
  useEffect(() => {
    if (!active) running?.stream.getTracks().forEach((track) => track.stop());
  }, [active, running]);

  useEffect(() => () => started?.stream.getTracks().forEach((track) => track.stop()), [started]);

  useEffect(() => {
    if (video.current && running) {
      video.current.srcObject = running.stream;
      void video.current.play().catch(() => undefined);
    }
  }, [running]);

  const start = async () => {
    setStarting(true);
    setFailure(null);
    setFailureDetail(null);
    onStart();
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      const track = stream.getVideoTracks()[0];
      const settings = track?.getSettings();
      setRunning({
        stream,
        label: track?.label || 'Camera',
        size: settings?.width && settings.height ? `${settings.width} × ${settings.height}` : null,
      });
      onResult('granted');
    } catch (error) {
      const kind = cameraFailure(error);
      setFailure(kind);
      setFailureDetail(error instanceof Error && error.message ? error.message : null);
      onResult(kind);
      onStop();
    } finally {
      setStarting(false);
    }
  };

  const stop = () => {
    running?.stream.getTracks().forEach((track) => track.stop());
    setRunning(null);
    onStop();
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="relative mx-auto aspect-[4/3] w-full max-w-md overflow-hidden rounded-lg border bg-muted">
        {running ? (
          <video ref={video} aria-label="Live camera preview" muted playsInline autoPlay className="size-full object-cover" />
        ) : (
          <div className="flex size-full items-center justify-center text-muted-foreground">
            {starting ? <Spinner className="size-6 text-primary" /> : <Camera aria-hidden className="size-10" />}
          </div>
        )}
      </div>
      {running && (
        <p role="status" className="text-center text-sm">
          Camera working: <span className="font-medium">{running.label}</span>
          {running.size && <span className="text-muted-foreground tabular-nums"> ({running.size})</span>}
        </p>
      )}
      {failure && (
        <Alert variant="destructive">
          <p className="font-medium">{cameraFailureText[failure].title}</p>
          <p>{cameraFailureText[failure].text}</p>
          {failureDetail && failure === 'other' && <p className="text-xs text-muted-foreground">{failureDetail}</p>}
        </Alert>
      )}
      <div className="flex justify-center">
        {running ? (
          <Button variant="outline" onClick={stop}>
            <CameraOff aria-hidden />
            Stop Camera
          </Button>
        ) : (
          <Button onClick={() => void start()} disabled={starting}>
            {starting ? <Spinner /> : <Camera aria-hidden />}
            Start Camera
          </Button>
        )}
      </div>
    </div>
  );
}
