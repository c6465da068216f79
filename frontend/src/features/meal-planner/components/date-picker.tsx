import { CalendarDays } from 'lucide-react';
import { useState, type Ref } from 'react';
import { Button } from '@/components/ui/button';
import type { FieldControlProps } from '@/components/ui/field';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';
import { plannerText } from '../lib/planner-text';
import { formatFullDay, localIsoDate, monthOf, type IsoDate } from '../lib/week';
import { MonthCalendar } from './month-calendar';

/**
 * The Schedule Meal dialog's date field: a button reading 'Pick a date' (or the chosen day) that
 * opens a month calendar. The value is a local calendar date, `yyyy-MM-dd`, never a Date.
 */
export function DatePicker({
  value,
  onChange,
  control,
  buttonRef,
}: {
  /** A `yyyy-MM-dd` date, or '' when none is chosen yet. */
  value: IsoDate;
  onChange: (date: IsoDate) => void;
  control: FieldControlProps;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  const [open, setOpen] = useState(false);
  const today = localIsoDate();
  const [month, setMonth] = useState(() => monthOf(value || today));

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        if (next) setMonth(monthOf(value || today));
        setOpen(next);
      }}
    >
      <PopoverTrigger asChild>
        <Button {...control} ref={buttonRef} variant="outline" className={cn('w-full justify-start font-normal', !value && 'text-muted-foreground')}>
          <CalendarDays aria-hidden />
          {value ? formatFullDay(value, today) : plannerText.pickDate}
        </Button>
      </PopoverTrigger>
      <PopoverContent
        className="w-[21rem] md:w-80"
        onOpenAutoFocus={(event) => {
          // Start on the chosen day (or today), where the arrow keys work, not on "previous month".
          event.preventDefault();
          const content = event.currentTarget as HTMLElement;
          content.querySelector<HTMLElement>('[data-date][tabindex="0"]')?.focus();
        }}
      >
        <MonthCalendar
          month={month}
          onMonthChange={setMonth}
          today={today}
          selected={value || undefined}
          onSelect={(date) => {
            onChange(date);
            setOpen(false);
          }}
        />
      </PopoverContent>
    </Popover>
  );
}
