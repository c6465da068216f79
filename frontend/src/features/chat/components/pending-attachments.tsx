import type { ChatAttachment } from '@sous/contracts';
import { FileText, Image as ImageIcon, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { chatText } from '../lib/chat-text';
import { formatSize } from '../lib/attachments';

/** Spec 001 §4: uploaded files waiting to be sent, each removable. */
export function PendingAttachments({ attachments, onRemove, disabled }: { attachments: readonly ChatAttachment[]; onRemove: (url: string) => void; disabled?: boolean }) {
  if (attachments.length === 0) return null;
  return (
    <ul aria-label="Files to send" className="flex flex-wrap gap-2 px-1 pb-2">
      {attachments.map((attachment) => (
        <li key={attachment.url} className="flex max-w-full items-center gap-1.5 rounded-md border bg-card py-0.5 pr-0.5 pl-2 text-xs">
          {attachment.type === 'image' ? <ImageIcon aria-hidden className="size-4 shrink-0" /> : <FileText aria-hidden className="size-4 shrink-0" />}
          <span className="max-w-40 truncate">{attachment.name}</span>
          <span className="text-muted-foreground tabular-nums">{formatSize(attachment.size)}</span>
          <Button variant="ghost" size="icon" className="size-11 md:size-7" aria-label={chatText.removeAttachment(attachment.name)} disabled={disabled} onClick={() => onRemove(attachment.url)}>
            <X aria-hidden />
          </Button>
        </li>
      ))}
    </ul>
  );
}
