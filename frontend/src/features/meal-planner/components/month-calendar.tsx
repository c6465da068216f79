import { addDays } from '@sous/kitchen';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { plannerText } from '../lib/planner-text';
import {
  addMonths,
  addMonthsToDate,
  endOfWeekOf,
  formatFullDay,
  formatMonthYear,
  formatWeekdayLong,
  formatWeekdayShort,
  isSameMonth,
  isoOf,
  monthGrid,
  monthOf,
  parseIsoDate,
  startOfWeek,
  type IsoDate,
  type YearMonth,
} from '../lib/week';

/** The day keyboard focus should land on when a month is shown: the selection, today or the 1st. */
function initialFocus(month: YearMonth, selected: IsoDate | undefined, today: IsoDate): IsoDate {
  if (selected && isSameMonth(selected, month)) return selected;
  if (isSameMonth(today, month)) return today;
  return isoOf(month.year, month.month, 1);
}

/** Where a key moves focus in the grid (arrows by day and week, Home/End in the week, PageUp/Down by month). */
export function moveFocus(date: IsoDate, key: string, shift = false): IsoDate | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return startOfWeek(date);
    case 'End':
      return endOfWeekOf(date);
    case 'PageUp':
      return addMonthsToDate(date, shift ? -12 : -1);
    case 'PageDown':
      return addMonthsToDate(date, shift ? 12 : 1);
    default:
      return null;
  }
}

/**
 * A month of days, Monday first, as a keyboard grid (one Tab stop; arrows, Home/End, PageUp/Down).
 * The planner's month overview marks days with planned meals; the date picker marks the choice.
 */
export function MonthCalendar({
  month,
  onMonthChange,
  today,
  selected,
  highlightWeek,
  onSelect,
  countFor,
  className,
}: {
  month: YearMonth;
  onMonthChange: (month: YearMonth) => void;
  today: IsoDate;
  selected?: IsoDate;
  /** Any day of a week to shade (the week the planner shows). */
  highlightWeek?: IsoDate;
  onSelect: (date: IsoDate) => void;
  /** Planned meals on a day, shown as dots. */
  countFor?: (date: IsoDate) => number;
  className?: string;
}) {
  const labelId = useId();
  const [focused, setFocused] = useState(() => initialFocus(month, selected, today));
  const grid = useRef<HTMLTableElement>(null);
  const moveByKeyboard = useRef(false);

  // Keep the roving focus inside the month on display when the month changes from outside.
  const focusDay = isSameMonth(focused, month) ? focused : initialFocus(month, selected, today);

  useEffect(() => {
    if (!moveByKeyboard.current) return;
    moveByKeyboard.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${focusDay}"]`)?.focus();
  }, [focusDay]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const next = moveFocus(focusDay, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    moveByKeyboard.current = true;
    setFocused(next);
    if (!isSameMonth(next, month)) onMonthChange(monthOf(next));
  };

  const weekStart = highlightWeek ? startOfWeek(highlightWeek) : undefined;
  const weeks = monthGrid(month);

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <div className="flex items-center justify-between gap-2">
        <Button variant="ghost" size="icon" aria-label={plannerText.previousMonth} onClick={() => onMonthChange(addMonths(month, -1))}>
          <ChevronLeft aria-hidden />
        </Button>
        <h3 id={labelId} className="text-sm font-semibold" aria-live="polite">
          {formatMonthYear(month)}
        </h3>
        <Button variant="ghost" size="icon" aria-label={plannerText.nextMonth} onClick={() => onMonthChange(addMonths(month, 1))}>
          <ChevronRight aria-hidden />
        </Button>
      </div>
      <table ref={grid} role="grid" aria-labelledby={labelId} className="w-full table-fixed border-collapse" onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {weeks[0].map((day) => (
              <th key={day} scope="col" abbr={formatWeekdayLong(day)} className="pb-1 text-center text-xs font-medium text-muted-foreground">
                {formatWeekdayShort(day).slice(0, 2)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => {
            const shaded = weekStart !== undefined && week[0] === weekStart;
            return (
              <tr key={week[0]} className={cn(shaded && 'bg-accent/60')}>
                {week.map((day) => {
                  const count = countFor?.(day) ?? 0;
                  const outside = !isSameMonth(day, month);
                  const isSelected = day === selected;
                  const label = [formatFullDay(day, today), count > 0 ? plannerText.plannedCount(count) : null].filter(Boolean).join(', ');
                  return (
                    <td key={day} role="gridcell" aria-selected={isSelected || undefined} className="p-0 text-center">
                      <button
                        type="button"
                        data-date={day}
                        tabIndex={day === focusDay ? 0 : -1}
                        aria-label={label}
                        aria-current={day === today ? 'date' : undefined}
                        onClick={() => {
                          setFocused(day);
                          onSelect(day);
                        }}
                        className={cn(
                          'relative mx-auto flex size-11 flex-col items-center justify-center rounded-md text-sm tabular-nums transition-colors duration-150 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring md:size-9',
                          outside && 'text-muted-foreground',
                          day === today && 'font-bold text-primary',
                          isSelected && 'bg-primary text-primary-foreground hover:bg-primary-hover',
                        )}
                      >
                        <span>{parseIsoDate(day).day}</span>
                        {count > 0 && (
                          <span aria-hidden className="absolute bottom-1 flex gap-0.5" data-testid="planned-dot">
                            {Array.from({ length: Math.min(count, 3) }, (_, i) => (
                              <span key={i} className={cn('size-1 rounded-full', isSelected ? 'bg-primary-foreground' : 'bg-primary')} />
                            ))}
                          </span>
                        )}
                      </button>
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
