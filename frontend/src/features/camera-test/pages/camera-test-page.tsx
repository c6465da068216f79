import { CircleCheck, CircleX } from 'lucide-react';
import { useCallback, useState } from 'react';
import { PageContainer, PageHeader } from '@/components/page-header';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { BarcodeReader } from '../components/barcode-reader';
import { CameraPreview } from '../components/camera-preview';
import { PermissionStatusBadge } from '../components/permission-status';
import { type CameraFailure, cameraFailureText, cameraSupport, type PermissionLabel } from '../lib/camera-check';

type User = 'none' | 'preview' | 'barcode';

function Check({ ok, children }: { ok: boolean; children: string }) {
  const Icon = ok ? CircleCheck : CircleX;
  return (
    <li className="flex items-center gap-2">
      <Icon aria-hidden className={ok ? 'size-4 text-fresh' : 'size-4 text-expired'} />
      <span>{children}</span>
      <span className="sr-only">{ok ? '(yes)' : '(no)'}</span>
    </li>
  );
}

/** Checks, one step at a time, what barcode scanning needs: a secure page, a camera, permission, decoding. */
export function CameraTestPage() {
  const support = cameraSupport({ isSecureContext: window.isSecureContext, mediaDevices: navigator.mediaDevices });
  // one camera user at a time: starting one stops the other
  const [user, setUser] = useState<User>('none');
  const [observed, setObserved] = useState<PermissionLabel | null>(null);
  const onBrowserChange = useCallback(() => setObserved(null), []);
  const onResult = (outcome: 'granted' | CameraFailure) => {
    if (outcome === 'granted') setObserved('granted');
    else if (outcome === 'denied') setObserved('denied');
  };

  return (
    <PageContainer>
      <PageHeader title="Camera Test" description="Check that barcode scanning can use your camera" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>This browser</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            <ul className="flex flex-col gap-2 text-sm">
              <Check ok={window.isSecureContext}>Secure connection (https or localhost)</Check>
              <Check ok={support === 'ok'}>Camera access available in this browser</Check>
            </ul>
            <div className="flex items-center gap-2 text-sm">
              <span>Camera permission:</span>
              <PermissionStatusBadge observed={observed} onBrowserChange={onBrowserChange} />
            </div>
            {support !== 'ok' && (
              <Alert variant="destructive">
                <p className="font-medium">
                  {support === 'insecure-context' ? cameraFailureText['insecure-context'].title : 'This browser cannot use a camera'}
                </p>
                <p>
                  {support === 'insecure-context'
                    ? cameraFailureText['insecure-context'].text
                    : 'It offers no camera access to web pages. Try a current version of Chrome, Firefox, Safari or Edge.'}
                </p>
              </Alert>
            )}
          </CardContent>
        </Card>

        {support === 'ok' && (
          <>
            <Card>
              <CardHeader>
                <CardTitle>1. Live preview</CardTitle>
                <CardDescription>Asks for the camera and shows what it sees.</CardDescription>
              </CardHeader>
              <CardContent>
                <CameraPreview active={user === 'preview'} onStart={() => setUser('preview')} onStop={() => setUser('none')} onResult={onResult} />
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>2. Barcode reading</CardTitle>
                <CardDescription>Hold a product barcode or QR code up to the camera; the decoded code appears below.</CardDescription>
              </CardHeader>
              <CardContent>
                <BarcodeReader active={user === 'barcode'} onStart={() => setUser('barcode')} onStop={() => setUser('none')} onResult={onResult} />
              </CardContent>
            </Card>
          </>
        )}
      </div>
    </PageContainer>
  );
}
