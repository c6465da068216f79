import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { FieldControlProps } from '@/components/ui/field';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';
import { recipeCardText } from './recipe-text';

const pad = (n: number) => String(n).padStart(2, '0');
/** A local calendar date as `yyyy-MM-dd` (spec 001 §5: the date is sent as a local date). */
export const localIsoDate = (d: Date = new Date()) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const fromIso = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y, m - 1, d);
};
export const formatLongDate = (iso: string) => fromIso(iso).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

/** The Schedule dialog's date picker: 'Pick a date' until a day is chosen from the month grid. */
export function DateField({ value, onChange, control }: { value: string; onChange: (date: string) => void; control: FieldControlProps }) {
  const [open, setOpen] = useState(false);
  const [month, setMonth] = useState(() => {
    const base = value ? fromIso(value) : new Date();
    return new Date(base.getFullYear(), base.getMonth(), 1);
  });
  const first = (month.getDay() + 6) % 7;
  const days = new Date(month.getFullYear(), month.getMonth() + 1, 0).getDate();
  const cells = [...Array<null>(first).fill(null), ...Array.from({ length: days }, (_, i) => i + 1)];
  const today = localIsoDate();
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button {...control} variant="outline" className={cn('w-full justify-start font-normal', !value && 'text-muted-foreground')}>
          <CalendarDays aria-hidden />
          {value ? formatLongDate(value) : recipeCardText.pickDate}
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-80">
        <div className="mb-2 flex items-center justify-between">
          <Button variant="ghost" size="icon" aria-label="Previous month" onClick={() => setMonth(new Date(month.getFullYear(), month.getMonth() - 1, 1))}>
            <ChevronLeft aria-hidden />
          </Button>
          <span className="text-sm font-medium">{month.toLocaleDateString('en-US', { month: 'long', year: 'numeric' })}</span>
          <Button variant="ghost" size="icon" aria-label="Next month" onClick={() => setMonth(new Date(month.getFullYear(), month.getMonth() + 1, 1))}>
            <ChevronRight aria-hidden />
          </Button>
        </div>
        <div role="grid" aria-label="Calendar" className="grid grid-cols-7 gap-1 text-center text-xs">
          {['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'].map((d) => (
            <span key={d} className="py-1 text-muted-foreground">
              {d}
            </span>
          ))}
          {cells.map((day, index) => {
            if (day === null) return <span key={`blank-${index}`} />;
            const iso = localIsoDate(new Date(month.getFullYear(), month.getMonth(), day));
            return (
              <button
                key={iso}
                type="button"
                aria-label={formatLongDate(iso)}
                aria-pressed={iso === value}
                onClick={() => {
                  onChange(iso);
                  setOpen(false);
                }}
                className={cn(
                  'inline-flex size-9 items-center justify-center rounded-md tabular-nums hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring',
                  iso === today && 'font-semibold text-primary',
                  iso === value && 'bg-primary text-primary-foreground hover:bg-primary',
                )}
              >
                {day}
              </button>
            );
          })}
        </div>
      </PopoverContent>
    </Popover>
  );
}
