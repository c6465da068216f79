import { useId } from 'react';
import type { UploadProgress } from '../api/post-archive';
import { archiveText } from './archive-text';

export type ArchiveStep = { kind: 'read' | 'import'; sending: UploadProgress | null };

const megabytes = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/**
 * Where a read or an import stands: while the file goes up, a determinate bar of the bytes sent;
 * once it is up, the server's step, named, with a bar that says it is busy (no value: how long
 * the server takes is not known).
 */
export function ArchiveProgress({ step }: { step: ArchiveStep }) {
  const id = useId();
  const { sending } = step;
  const uploading = sending !== null && sending.sent < sending.total;
  const percent = sending && sending.total > 0 ? Math.min(100, Math.round((sending.sent / sending.total) * 100)) : 0;
  const label = uploading || sending === null ? archiveText.steps.sending(step.kind) : archiveText.steps.working(step.kind);
  return (
    <div className="flex flex-col gap-1">
      <p id={`${id}-label`} className="text-sm">
        {label}
      </p>
      {uploading ? (
        <div
          role="progressbar"
          aria-labelledby={`${id}-label`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={archiveText.steps.sent(megabytes(sending.sent), megabytes(sending.total))}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
        </div>
      ) : (
        <div role="progressbar" aria-labelledby={`${id}-label`} aria-busy="true" className="h-2 overflow-hidden rounded-full bg-muted">
          <div className="h-full w-1/3 animate-pulse rounded-full bg-primary" />
        </div>
      )}
      {uploading && <p className="text-xs text-muted-foreground tabular-nums">{archiveText.steps.sent(megabytes(sending.sent), megabytes(sending.total))}</p>}
    </div>
  );
}
