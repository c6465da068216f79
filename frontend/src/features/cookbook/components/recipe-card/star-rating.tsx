import { sentimentForRating } from '@sous/kitchen';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Popover, PopoverAnchor, PopoverContent } from '@/components/ui/popover';
import { Textarea } from '@/components/ui/textarea';
import { useSubmitFeedback } from '@/lib/api/submit-feedback';
import { cn } from '@/lib/utils';
import { recipeCardText } from './recipe-text';

/**
 * Stars of spec 001 §4: a click sets the rating (PATCH) and opens the optional comment popover;
 * Skip closes it, Submit sends the feedback with the derived sentiment and locks the stars.
 */
export function StarRating({ recipeId, rating, onRate }: { recipeId: string; rating: number | null; onRate: (rating: number) => void }) {
  const [hover, setHover] = useState<number | null>(null);
  const [pending, setPending] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [locked, setLocked] = useState(false);
  const feedback = useSubmitFeedback();
  const shown = hover ?? pending ?? rating ?? 0;

  const choose = (value: number) => {
    if (locked) return;
    setPending(value);
    onRate(value);
  };

  const submit = () => {
    if (pending === null) return;
    const content = comment.trim();
    feedback.mutate({
      type: 'recipe',
      rating: pending,
      sentiment: sentimentForRating(pending),
      content: content === '' ? undefined : content,
      contextId: recipeId,
      contextType: 'recipe',
    });
    setLocked(true);
    setPending(null);
    setComment('');
  };

  return (
    <Popover
      open={pending !== null && !locked}
      onOpenChange={(open) => {
        if (!open) setPending(null);
      }}
    >
      <PopoverAnchor asChild>
        <div className="flex items-center gap-1">
          <div role="group" aria-label="Rating" className="flex items-center" onMouseLeave={() => setHover(null)}>
            {[1, 2, 3, 4, 5].map((value) => (
              <button
                key={value}
                type="button"
                disabled={locked}
                aria-label={`Rate ${value} star${value === 1 ? '' : 's'}`}
                aria-pressed={(rating ?? 0) >= value}
                onMouseEnter={() => !locked && setHover(value)}
                onClick={() => choose(value)}
                className="inline-flex size-9 items-center justify-center rounded-md focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-default"
              >
                <Star aria-hidden className={cn('size-5', value <= shown ? 'fill-expiring text-expiring' : 'text-muted-foreground')} />
              </button>
            ))}
          </div>
          {locked && <span className="text-xs text-muted-foreground">{recipeCardText.thanksForRating}</span>}
        </div>
      </PopoverAnchor>
      <PopoverContent className="w-72" aria-label="Rating comment">
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium">Add a comment (optional)</p>
          <Textarea aria-label="Comment" value={comment} onChange={(e) => setComment(e.target.value)} placeholder="What did you think?" rows={3} />
          <div className="flex justify-end gap-2">
            <Button variant="ghost" size="sm" onClick={() => setPending(null)}>
              Skip
            </Button>
            <Button size="sm" onClick={submit}>
              Submit
            </Button>
          </div>
        </div>
      </PopoverContent>
    </Popover>
  );
}
