import { feedbackContentMaxLength, type SubmitFeedbackBody } from '@sous/contracts';
import { Star } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useSubmitFeedback } from '@/lib/api/submit-feedback';
import { serverMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { feedbackText, submittableTypes, typeLabels } from '../lib/feedback-text';

type SubmittableType = (typeof submittableTypes)[number];

/**
 * Type, an optional 1–5 rating and the words; the page it was sent from goes along as context.
 * Used by the floating widget and by the board's "New feedback" dialog.
 */
export function FeedbackForm({ page, onSent, autoFocus = false }: { page: string; onSent: () => void; autoFocus?: boolean }) {
  const id = useId();
  const [type, setType] = useState<SubmittableType>('general');
  const [rating, setRating] = useState<number | null>(null);
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = useSubmitFeedback({ onError: (e) => setError(serverMessage(e, feedbackText.sendFailed)) });

  const send = (event: FormEvent) => {
    event.preventDefault();
    const text = content.trim();
    if (!text && rating === null) {
      setError(feedbackText.contentRequired);
      return;
    }
    setError(null);
    const body: SubmitFeedbackBody = { type, rating, content: text || null, contextType: 'page', contextId: page, metadata: { page } };
    submit.mutate(body, {
      onSuccess: () => {
        setContent('');
        setRating(null);
        onSent();
      },
    });
  };

  return (
    <form onSubmit={send} className="flex flex-col gap-3" noValidate>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">Type</legend>
        <div className="flex flex-wrap gap-2">
          {submittableTypes.map((t) => (
            <label key={t} className={cn('flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm has-checked:border-primary has-checked:bg-accent md:min-h-9', 'has-focus-visible:outline-2 has-focus-visible:outline-ring')}>
              <input type="radio" name={`${id}-type`} value={t} checked={type === t} onChange={() => setType(t)} className="sr-only" />
              {typeLabels[t]}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium">Rating (optional)</legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((star) => (
            <button
              key={star}
              type="button"
              aria-label={`${star} star${star === 1 ? '' : 's'}`}
              aria-pressed={rating !== null && star <= rating}
              onClick={() => setRating(rating === star ? null : star)}
              className="flex size-11 items-center justify-center rounded-md focus-visible:outline-2 focus-visible:outline-ring md:size-9"
            >
              <Star aria-hidden className={cn('size-5', rating !== null && star <= rating ? 'fill-expiring text-expiring' : 'text-muted-foreground')} />
            </button>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-content`}>Your feedback</Label>
        <Textarea
          id={`${id}-content`}
          autoFocus={autoFocus}
          value={content}
          maxLength={feedbackContentMaxLength}
          onChange={(e) => setContent(e.target.value)}
          rows={4}
          placeholder="What works, what doesn't, what you'd love to see..."
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
      </div>
      <Button type="submit" disabled={submit.isPending}>
        {submit.isPending ? 'Sending...' : 'Send Feedback'}
      </Button>
    </form>
  );
}
