import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useSubmitFeedback } from '@/lib/api/submit-feedback';
import { cn } from '@/lib/utils';
import { chatText } from '../lib/chat-text';
import { ratingOf, readThumbs, writeThumb, type Thumb } from '../lib/feedback-choices';

/** Spec 001 §2, §4: 'Helpful' (rating 5) and 'Not Helpful' (rating 1); the chosen one is highlighted. */
export function MessageFeedback({ messageId }: { messageId: string }) {
  const [chosen, setChosen] = useState<Thumb | null>(() => readThumbs()[messageId] ?? null);
  const submit = useSubmitFeedback({ meta: { errorTitle: 'Feedback not sent', errorDescription: 'Could not send your feedback. Please try again.' } });

  const choose = (thumb: Thumb) => {
    if (chosen === thumb || submit.isPending) return;
    const previous = chosen;
    setChosen(thumb);
    writeThumb(messageId, thumb);
    submit.mutate(
      { type: 'chat_response', rating: ratingOf(thumb), sentiment: thumb === 'up' ? 'positive' : 'negative', contextId: messageId, contextType: 'chat_message' },
      {
        onError: () => {
          setChosen(previous);
          writeThumb(messageId, previous);
        },
      },
    );
  };

  const button = (thumb: Thumb, label: string, Icon: typeof ThumbsUp) => (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      aria-pressed={chosen === thumb}
      onClick={() => choose(thumb)}
      className={cn('size-11 md:size-8', chosen === thumb && (thumb === 'up' ? 'bg-primary/15 text-primary' : 'bg-destructive/15 text-destructive'))}
    >
      <Icon aria-hidden className={cn(chosen === thumb && 'fill-current')} />
    </Button>
  );

  return (
    <span className="inline-flex items-center">
      {button('up', chatText.helpful, ThumbsUp)}
      {button('down', chatText.notHelpful, ThumbsDown)}
    </span>
  );
}
