import { CheckCircle2, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { feedbackText } from '../lib/feedback-text';
import { FeedbackForm } from './feedback-form';
import { FeedbackTrigger } from './feedback-trigger';

/** The widget's panel: loaded on first use, so it mounts already open. */
export default function FeedbackPopover({ page }: { page: string }) {
  const [open, setOpen] = useState(true);
  const [sent, setSent] = useState(false);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setSent(false);
  };

  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <FeedbackTrigger />
      </PopoverTrigger>
      <PopoverContent side="top" align="end" className="w-[min(22rem,calc(100vw-2rem))]" aria-label="Send Feedback">
        <div className="mb-3 flex items-center justify-between">
          <h2 className="text-base font-semibold">Send Feedback</h2>
          <PopoverClose asChild>
            <Button type="button" variant="ghost" size="icon" aria-label="Close">
              <X aria-hidden />
            </Button>
          </PopoverClose>
        </div>
        {sent ? (
          <div className="flex flex-col items-center gap-3 py-4 text-center" role="status">
            <CheckCircle2 aria-hidden className="size-10 text-fresh" />
            <p className="font-medium">{feedbackText.sent}</p>
            <p className="text-sm text-muted-foreground">It is on the feedback board, where others can vote on it.</p>
            <Button type="button" variant="outline" onClick={() => setSent(false)}>
              Send more
            </Button>
          </div>
        ) : (
          <FeedbackForm page={page} onSent={() => setSent(true)} autoFocus />
        )}
      </PopoverContent>
    </Popover>
  );
}
