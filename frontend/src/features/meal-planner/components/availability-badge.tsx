import { cn } from '@/lib/utils';
import { availabilityTone, type AvailabilityTone } from '../lib/availability';
import { plannerText } from '../lib/planner-text';

const toneClass: Record<AvailabilityTone, string> = {
  all: 'bg-fresh-soft text-fresh',
  most: 'bg-expiring-soft text-available-most',
  some: 'border-available-some/60 bg-card text-available-some',
  none: 'bg-expired-soft text-available-none',
};

/** 'x/y available' for a planned meal's recipe, coloured by how much is on hand (spec 001 §9). */
export function AvailabilityBadge({ available, total, compact = false }: { available: number; total: number; compact?: boolean }) {
  if (total === 0) return null;
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full border border-transparent px-1.5 py-0.5 text-xs font-medium whitespace-nowrap tabular-nums',
        toneClass[availabilityTone(available, total)],
      )}
      title={plannerText.availableLong(available, total)}
      data-testid="availability"
    >
      {compact ? (
        <>
          <span aria-hidden>{`${available}/${total}`}</span>
          <span className="sr-only">{plannerText.available(available, total)}</span>
        </>
      ) : (
        plannerText.available(available, total)
      )}
    </span>
  );
}
