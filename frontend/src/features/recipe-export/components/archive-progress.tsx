import { UploadProgressBar } from '@/components/upload-progress';
import type { UploadProgress } from '../api/post-archive';
import { archiveText } from './archive-text';

export type ArchiveStep = { kind: 'read' | 'import'; sending: UploadProgress | null };

/** Where a read or an import stands: the bytes sent, then the server's step, named. */
export function ArchiveProgress({ step }: { step: ArchiveStep }) {
  return (
    <UploadProgressBar
      sending={step.sending}
      labels={{ sending: archiveText.steps.sending(step.kind), working: archiveText.steps.working(step.kind), sent: archiveText.steps.sent }}
    />
  );
}
