import { ChevronUp } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useToggleUpvote } from '../api/toggle-upvote';
import { feedbackText } from '../lib/feedback-text';

export function UpvoteButton({ id, upvoted, count }: { id: string; upvoted: boolean; count: number }) {
  const toggle = useToggleUpvote(id, { meta: { errorTitle: feedbackText.voteFailed, errorDescription: false } });
  return (
    <Button
      type="button"
      variant={upvoted ? 'default' : 'outline'}
      aria-pressed={upvoted}
      aria-label={`${feedbackText.upvote} (${count} ${count === 1 ? 'vote' : 'votes'})`}
      onClick={() => toggle.mutate()}
      className={cn('h-auto min-w-14 flex-col gap-0 px-2 py-1.5')}
    >
      <ChevronUp aria-hidden />
      <span className="text-sm font-semibold tabular-nums" data-testid="upvote-count">
        {count}
      </span>
    </Button>
  );
}
