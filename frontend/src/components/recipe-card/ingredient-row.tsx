import { CircleCheck, CircleDashed, CircleSlash, CircleDot } from 'lucide-react';
import { cn } from '@/lib/utils';
import type { RowAvailability, RowLevel } from './availability';

const levelIcon = { available: CircleCheck, most: CircleDot, some: CircleDashed, none: CircleSlash } as const;
const levelColour: Record<RowLevel, string> = {
  available: 'text-fresh',
  most: 'text-available-most',
  some: 'text-available-some',
  none: 'text-available-none',
};
const levelBar: Record<RowLevel, string> = { available: 'bg-fresh', most: 'bg-available-most', some: 'bg-available-some', none: 'bg-available-none' };
const levelLabel: Record<RowLevel, string> = {
  available: 'Available',
  most: 'Partly available (over half)',
  some: 'Partly available (under half)',
  none: 'Not available',
};

/**
 * One ingredient line with its availability icon, shortage note and progress bar (spec 001 §2, §9).
 * The card computes `availability` (scaledAvailability), the same value its badge counts.
 */
export function IngredientRow({ line, availability }: { line: string; availability: RowAvailability | null }) {
  const level = availability?.level;
  const Icon = level ? levelIcon[level] : null;
  return (
    <li className="flex items-start gap-2 py-1" data-availability={level ?? 'unknown'}>
      {Icon && level ? (
        <Icon aria-label={levelLabel[level]} role="img" className={cn('mt-0.5 size-4 shrink-0', levelColour[level])} />
      ) : (
        <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-muted-foreground" />
      )}
      <div className="min-w-0 flex-1">
        <span className="tabular-nums">{line}</span>
        {availability?.note && <span className={cn('ml-1 text-xs tabular-nums', level && levelColour[level])}>{availability.note}</span>}
        {availability?.progress != null && level && (
          <div
            role="progressbar"
            aria-label="Available amount"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={availability.progress}
            className="mt-1 h-1 w-full max-w-40 overflow-hidden rounded-full bg-muted"
          >
            <div className={cn('h-full', levelBar[level])} style={{ width: `${availability.progress}%` }} />
          </div>
        )}
      </div>
    </li>
  );
}
