import type { FeedbackItem } from '@sous/contracts';
import { Badge } from '@/components/ui/badge';
import { priorityLabels, statusLabels, typeLabels } from '../lib/feedback-text';

// not `fresh` for completed: its light-theme badge is 4.47:1, under WCAG AA for 12 px text
const statusVariant = { open: 'secondary', in_progress: 'expiring', completed: 'default', wont_fix: 'secondary' } as const;
const priorityVariant = { low: 'secondary', medium: 'outline', high: 'expiring', critical: 'expired' } as const;

/** Type, status and priority of a card, each named in words (colour is never the only signal). */
export function FeedbackBadges({ item }: { item: Pick<FeedbackItem, 'type' | 'status' | 'priority' | 'isFlagged'> }) {
  return (
    <div className="flex flex-wrap items-center gap-1.5" data-testid="feedback-badges">
      <Badge variant="outline">{typeLabels[item.type]}</Badge>
      <Badge variant={statusVariant[item.status]}>{statusLabels[item.status]}</Badge>
      {item.priority && <Badge variant={priorityVariant[item.priority]}>{priorityLabels[item.priority]} priority</Badge>}
      {item.isFlagged && <Badge variant="expired">Flagged</Badge>}
    </div>
  );
}
