import { useId } from 'react';
import type { UploadProgress } from '@/lib/post-file';

const byteSize = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/**
 * Where an upload stands: while the file goes up (`sending` short of its total), a determinate bar
 * of the bytes sent under `labels.sending`; once it is up, `labels.working` with a bar that says
 * it is busy (no value: how long the server takes is not known). `sending` is null before the
 * first progress event.
 */
export function UploadProgressBar({
  sending,
  labels,
}: {
  sending: UploadProgress | null;
  labels: { sending: string; working: string; sent: (sent: string, total: string) => string };
}) {
  const id = useId();
  const uploading = sending !== null && sending.sent < sending.total;
  const percent = sending && sending.total > 0 ? Math.min(100, Math.round((sending.sent / sending.total) * 100)) : 0;
  const label = uploading || sending === null ? labels.sending : labels.working;
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
          aria-valuetext={labels.sent(byteSize(sending.sent), byteSize(sending.total))}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
        </div>
      ) : (
        <div role="progressbar" aria-labelledby={`${id}-label`} aria-busy="true" className="h-2 overflow-hidden rounded-full bg-muted">
          <div className="h-full w-1/3 animate-pulse rounded-full bg-primary motion-reduce:animate-none" />
        </div>
      )}
      {uploading && <p className="text-xs text-muted-foreground tabular-nums">{labels.sent(byteSize(sending.sent), byteSize(sending.total))}</p>}
    </div>
  );
}
