import { CalendarClock } from 'lucide-react';
import { useId } from 'react';
import { formatDay } from '../lib/dates';
import { inventoryText } from '../lib/inventory-text';

/**
 * A move between fridge, freezer and pantry re-dates the food from that place's shelf life (issue
 * 16): this shows the date it will get (saying so when it is the household's own figure, issue 35)
 * and the one choice against it, keeping the current date.
 */
export function MoveExpiryChoice({
  locationName,
  proposal,
  householdDays = null,
  currentDate,
  keep,
  onKeepChange,
}: {
  locationName: string;
  proposal: string;
  /** Set when the household's accepted shelf life gives the date (issue 35): the text says so. */
  householdDays?: number | null;
  currentDate: string | null;
  keep: boolean;
  onKeepChange: (keep: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2 rounded-lg border bg-muted/40 p-3 text-sm">
      <p id={`${id}-proposal`} className="flex items-start gap-2" role="status">
        <CalendarClock aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
        <span className={keep ? 'text-muted-foreground line-through' : undefined}>{householdDays === null ? inventoryText.proposedExpiry(locationName, formatDay(proposal)) : inventoryText.proposedExpiryHousehold(locationName, formatDay(proposal), householdDays)}</span>
      </p>
      <label htmlFor={`${id}-keep`} className="flex min-h-11 cursor-pointer items-center gap-3 md:min-h-8">
        <input
          id={`${id}-keep`}
          type="checkbox"
          checked={keep}
          onChange={(event) => onKeepChange(event.target.checked)}
          aria-describedby={`${id}-proposal`}
          className="size-5 accent-primary md:size-4"
        />
        {currentDate ? inventoryText.keepDate(formatDay(currentDate)) : inventoryText.keepNoDate}
      </label>
    </div>
  );
}
