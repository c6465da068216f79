import { type CalendarFeedMeal, calendarFeedDurationLimits, calendarFeedMeals, type CalendarFeedSettings, updateCalendarFeedBody } from '@sous/contracts';
import { useMemo, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { NumberField } from '@/components/number-input';
import { type FieldErrors, fieldErrorsFrom, fieldErrorsFromZod, serverMessage, withFieldLabel } from '@/lib/form-errors';
import { toast } from '@/lib/toast-store';
import { useUpdateCalendarFeed } from '../api/calendar-feed-update';

const mealLabels: Record<CalendarFeedMeal, string> = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner', snack: 'Snack' };

interface Draft extends Record<CalendarFeedMeal, string> {
  durationMinutes: string;
  timeZone: string;
}

const draftOf = (settings: CalendarFeedSettings): Draft => ({
  breakfast: settings.breakfast,
  lunch: settings.lunch,
  dinner: settings.dinner,
  snack: settings.snack,
  durationMinutes: String(settings.durationMinutes),
  timeZone: settings.timeZone,
});

/** The zone this browser is in, when it reports one. */
function deviceTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/** Every zone the browser knows, with the saved one and UTC kept even where its list names them otherwise. */
function zoneChoices(current: string, device: string | null): string[] {
  const zones = new Set(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []);
  for (const zone of ['UTC', current, device]) if (zone) zones.add(zone);
  return [...zones].sort((a, b) => a.localeCompare(b));
}

/** When the feed's events fall: a time per meal, their length and the household's time zone. */
export function CalendarFeedTimesForm({ saved }: { saved: CalendarFeedSettings }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(saved));
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const update = useUpdateCalendarFeed();
  const device = useMemo(() => deviceTimeZone(), []);
  const zones = useMemo(() => zoneChoices(saved.timeZone, device), [saved.timeZone, device]);
  const serverErrors = fieldErrorsFrom(update.error);
  const errors = { ...serverErrors, ...clientErrors };
  const failure = update.error && Object.keys(serverErrors).length === 0 ? serverMessage(update.error, 'The meal times could not be saved. Please try again.') : undefined;
  const set = (field: keyof Draft, value: string) => setDraft((d) => ({ ...d, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const duration = draft.durationMinutes.trim() === '' ? Number.NaN : Number(draft.durationMinutes);
    const parsed = updateCalendarFeedBody.safeParse({ ...draft, durationMinutes: duration });
    if (!parsed.success) {
      setClientErrors(fieldErrorsFromZod(parsed.error));
      return;
    }
    setClientErrors({});
    update.mutate(parsed.data, {
      onSuccess: (settings) => {
        setDraft(draftOf(settings));
        toast({ variant: 'success', title: 'Meal times saved', description: 'Calendars show them at their next refresh.' });
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Calendar meal times" className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {calendarFeedMeals.map((meal) => (
          <Field key={meal} label={mealLabels[meal]} error={withFieldLabel(mealLabels[meal], errors[meal])}>
            {(control) => <Input {...control} type="time" required value={draft[meal]} onChange={(e) => set(meal, e.target.value)} />}
          </Field>
        ))}
      </div>
      <div className="grid gap-3 sm:grid-cols-[1fr_2fr]">
        <NumberField
          label="Event length (minutes)"
          error={withFieldLabel('Event length', errors.durationMinutes)}
          kind="integer"
          min={calendarFeedDurationLimits.min}
          max={calendarFeedDurationLimits.max}
          step={5}
          value={draft.durationMinutes}
          onValueChange={(value) => set('durationMinutes', value)}
        />
        <Field
          label="Time zone"
          error={withFieldLabel('Time zone', errors.timeZone)}
          hint={
            device && device !== draft.timeZone ? (
              <>
                This device is in {device}.{' '}
                <button type="button" className="font-medium text-primary underline underline-offset-2" onClick={() => set('timeZone', device)}>
                  Use {device}
                </button>
              </>
            ) : undefined
          }
        >
          {(control) => (
            <NativeSelect {...control} value={draft.timeZone} onChange={(e) => set('timeZone', e.target.value)}>
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll('_', ' ')}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </div>
      {failure && <Alert variant="destructive">{failure}</Alert>}
      <Button type="submit" variant="outline" className="self-start" disabled={update.isPending} aria-busy={update.isPending || undefined}>
        {update.isPending && <Spinner />}
        Save meal times
      </Button>
    </form>
  );
}
