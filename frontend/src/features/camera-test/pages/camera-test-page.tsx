import { Camera } from 'lucide-react';
import { ComingLaterPage } from '@/components/coming-later';

export function CameraTestPage() {
  return (
    <ComingLaterPage title="Camera Test" description="Check that barcode scanning can use your camera" icon={Camera} emptyTitle="The camera test is not available yet">
      The camera check arrives with the barcode scanner in the next update.
    </ComingLaterPage>
  );
}
