import { feedbackPriorities, feedbackStatuses, type FeedbackItem } from '@sous/contracts';
import { useState, type FormEvent } from 'react';
import { ChoiceField } from '@/components/choice-field';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useAddFeedbackResponse } from '../api/add-feedback-response';
import { useUpdateFeedback } from '../api/update-feedback';
import { feedbackText, priorityLabels, statusLabels } from '../lib/feedback-text';

/** An admin's triage on a card: status, priority, flag and a reply. */
export function AdminControls({ item }: { item: FeedbackItem }) {
  const update = useUpdateFeedback(item.id, { meta: { errorTitle: feedbackText.updateFailed, errorFallback: '' } });
  const reply = useAddFeedbackResponse(item.id, { meta: { errorTitle: feedbackText.replyFailed, errorFallback: '' } });
  const [message, setMessage] = useState('');
  const replyId = `reply-${item.id}`;

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) return;
    reply.mutate(message.trim(), { onSuccess: () => setMessage('') });
  };

  return (
    <div className="mt-3 flex flex-col gap-3 rounded-md border border-dashed p-3" aria-label="Admin controls" role="group">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <ChoiceField
          label="Status"
          className="gap-1.5"
          labels={statusLabels}
          choices={feedbackStatuses}
          value={item.status}
          disabled={update.isPending}
          onValueChange={(status) => update.mutate({ status })}
        />
        <ChoiceField
          label="Priority"
          className="gap-1.5"
          labels={{ '': 'None', ...priorityLabels }}
          choices={['', ...feedbackPriorities]}
          value={item.priority ?? ''}
          disabled={update.isPending}
          onValueChange={(priority) => update.mutate({ priority: priority || null })}
        />
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
        <Label htmlFor={replyId}>Reply</Label>
        <Textarea id={replyId} value={message} onChange={(e) => setMessage(e.target.value)} rows={2} maxLength={2000} placeholder="Write a reply everyone can see" />
        <Button type="submit" size="sm" className="self-end" disabled={reply.isPending || !message.trim()}>
          {reply.isPending ? 'Sending...' : 'Send reply'}
        </Button>
      </form>
    </div>
  );
}
