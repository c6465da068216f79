import type { ChatAttachment } from '@sous/contracts';
import { FileAudio, FileText } from 'lucide-react';
import { formatSize } from '../lib/attachments';

/** A sent message's files: images as thumbnails, audio playable, others as links. */
export function AttachmentList({ attachments }: { attachments: readonly ChatAttachment[] }) {
  if (attachments.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-2" aria-label="Attachments">
      {attachments.map((attachment) => (
        <li key={attachment.url} className="max-w-full">
          {attachment.type === 'image' ? (
            <a href={attachment.url} target="_blank" rel="noopener noreferrer" className="block">
              <img src={attachment.url} alt={attachment.name} loading="lazy" className="max-h-40 max-w-56 rounded-md border object-cover" />
            </a>
          ) : attachment.type === 'audio' ? (
            <span className="flex flex-col gap-1 text-xs">
              <span className="inline-flex items-center gap-1">
                <FileAudio aria-hidden className="size-4" />
                {attachment.name}
              </span>
              <audio controls src={attachment.url} preload="none" className="max-w-56" />
            </span>
          ) : (
            <a
              href={attachment.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex max-w-56 items-center gap-1.5 rounded-md border bg-card px-2 py-1 text-xs text-foreground hover:bg-accent"
            >
              <FileText aria-hidden className="size-4 shrink-0" />
              <span className="truncate">{attachment.name}</span>
              <span className="shrink-0 text-muted-foreground">{formatSize(attachment.size)}</span>
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
