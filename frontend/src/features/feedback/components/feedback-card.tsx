import type { FeedbackItem } from '@sous/contracts';
import { MessageSquareReply, Star } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { FeedbackBadges } from './feedback-badges';
import { UpvoteButton } from './upvote-button';
import { AdminControls } from './admin-controls';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

export function FeedbackCard({ item, isAdmin }: { item: FeedbackItem; isAdmin: boolean }) {
  const headingId = `feedback-${item.id}`;
  return (
    <Card className="p-4" aria-labelledby={headingId} role="article" data-testid="feedback-card">
      <div className="flex gap-3">
        <UpvoteButton id={item.id} upvoted={item.upvoted} count={item.upvoteCount} />
        <div className="min-w-0 flex-1">
          <FeedbackBadges item={item} />
          <p id={headingId} className="mt-2 text-sm break-words whitespace-pre-line">
            {item.content ?? <span className="text-muted-foreground italic">No comment</span>}
          </p>
          <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
            <span>{item.mine ? 'You' : item.authorName}</span>
            <time dateTime={item.createdAt}>{dateFormat.format(new Date(item.createdAt))}</time>
            {item.rating !== null && (
              <span className="inline-flex items-center gap-1">
                <Star aria-hidden className="size-3" /> {item.rating}/5
              </span>
            )}
            {item.category && <span>#{item.category}</span>}
            {item.tags.map((tag) => (
              <span key={tag}>#{tag}</span>
            ))}
            {item.page && <span>from {item.page}</span>}
            {item.resolvedAt && <span>resolved {dateFormat.format(new Date(item.resolvedAt))}</span>}
          </p>
          {item.responses.length > 0 && (
            <ul className="mt-3 flex flex-col gap-2" aria-label="Replies">
              {item.responses.map((reply) => (
                <li key={reply.id} className="rounded-md bg-accent/60 p-2 text-sm">
                  <p className="flex items-center gap-1 text-xs font-medium text-accent-foreground">
                    <MessageSquareReply aria-hidden className="size-3" /> {reply.authorName} (admin)
                  </p>
                  <p className="mt-1 break-words whitespace-pre-line">{reply.message}</p>
                </li>
              ))}
            </ul>
          )}
          {isAdmin && <AdminControls item={item} />}
        </div>
      </div>
    </Card>
  );
}
