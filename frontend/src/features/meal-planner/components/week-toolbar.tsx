import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { plannerText } from '../lib/planner-text';
import { formatWeekRange, type IsoDate } from '../lib/week';

/** Previous / Today / Next and the week on display (announced when it changes). */
export function WeekToolbar({
  monday,
  isCurrentWeek,
  summary,
  onPrevious,
  onToday,
  onNext,
}: {
  monday: IsoDate;
  isCurrentWeek: boolean;
  /** Shown when the week's stats are not on screen. */
  summary?: string;
  onPrevious: () => void;
  onToday: () => void;
  onNext: () => void;
}) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <div className="flex items-center gap-1">
          <Button variant="outline" size="icon" aria-label={plannerText.previousWeek} onClick={onPrevious}>
            <ChevronLeft aria-hidden />
          </Button>
          <Button variant="outline" onClick={onToday}>
            {plannerText.today}
          </Button>
          <Button variant="outline" size="icon" aria-label={plannerText.nextWeek} onClick={onNext}>
            <ChevronRight aria-hidden />
          </Button>
        </div>
        <h2 className="text-lg font-semibold tabular-nums" aria-live="polite" data-testid="week-range">
          {formatWeekRange(monday)}
        </h2>
      </div>
      {(isCurrentWeek || summary) && (
        <p className="text-sm text-muted-foreground">
          {isCurrentWeek && <span className="font-medium text-foreground">{plannerText.thisWeek}</span>}
          {isCurrentWeek && summary && ' · '}
          {summary}
        </p>
      )}
    </div>
  );
}
