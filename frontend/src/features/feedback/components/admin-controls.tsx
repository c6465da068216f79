import { feedbackPriorities, feedbackStatuses, type FeedbackItem } from '@sous/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useAddFeedbackResponse } from '../api/add-feedback-response';
import { useUpdateFeedback } from '../api/update-feedback';
import { feedbackText, priorityLabels, statusLabels } from '../lib/feedback-text';

/** An admin's triage on a card: status, priority, flag and a reply. */
export function AdminControls({ item }: { item: FeedbackItem }) {
  const update = useUpdateFeedback(item.id, { meta: { errorTitle: feedbackText.updateFailed, errorFallback: '' } });
  const reply = useAddFeedbackResponse(item.id, { meta: { errorTitle: feedbackText.replyFailed, errorFallback: '' } });
  const [message, setMessage] = useState('');
  const ids = { status: `status-${item.id}`, priority: `priority-${item.id}`, reply: `reply-${item.id}` };

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) return;
    reply.mutate(message.trim(), { onSuccess: () => setMessage('') });
  };

  return (
    <div className="mt-3 flex flex-col gap-3 rounded-md border border-dashed p-3" aria-label="Admin controls" role="group">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={ids.status}>Status</Label>
          <NativeSelect id={ids.status} value={item.status} disabled={update.isPending} onChange={(e) => update.mutate({ status: e.target.value as FeedbackItem['status'] })}>
            {feedbackStatuses.map((s) => (
              <option key={s} value={s}>
                {statusLabels[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={ids.priority}>Priority</Label>
          <NativeSelect
            id={ids.priority}
            value={item.priority ?? ''}
            disabled={update.isPending}
            onChange={(e) => update.mutate({ priority: e.target.value === '' ? null : (e.target.value as NonNullable<FeedbackItem['priority']>) })}
          >
            <option value="">None</option>
            {feedbackPriorities.map((p) => (
              <option key={p} value={p}>
                {priorityLabels[p]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex items-end">
          <Button
            type="button"
            variant="outline"
            className="w-full"
            disabled={update.isPending}
            onClick={() => update.mutate(item.isFlagged ? { isFlagged: false } : { isFlagged: true, flagReason: 'Flagged by an admin' })}
          >
            {item.isFlagged ? 'Unflag' : 'Flag'}
          </Button>
        </div>
      </div>
      <form onSubmit={send} className="flex flex-col gap-1.5">
        <Label htmlFor={ids.reply}>Reply</Label>
        <Textarea id={ids.reply} value={message} onChange={(e) => setMessage(e.target.value)} rows={2} maxLength={2000} placeholder="Write a reply everyone can see" />
        <Button type="submit" size="sm" className="self-end" disabled={reply.isPending || !message.trim()}>
          {reply.isPending ? 'Sending...' : 'Send reply'}
        </Button>
      </form>
    </div>
  );
}
