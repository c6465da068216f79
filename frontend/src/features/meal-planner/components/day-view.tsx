import { mealPlanMealTypes, type MealPlan } from '@sous/contracts';
import { cn } from '@/lib/utils';
import type { PlansBySlot } from '../lib/plans';
import { plannerText } from '../lib/planner-text';
import { formatFullDay, formatWeekdayShort, parseIsoDate, type IsoDate } from '../lib/week';
import { MealSlot, type SlotHandlers } from './meal-slot';

/** Under 768 px: the week's days as a row of buttons, then the chosen day's four meals. */
export function DayView({
  days,
  selected,
  onSelect,
  today,
  plans,
  countFor,
  handlers,
}: {
  days: readonly IsoDate[];
  selected: IsoDate;
  onSelect: (date: IsoDate) => void;
  today: IsoDate;
  plans: PlansBySlot;
  countFor: (date: IsoDate) => number;
  handlers: SlotHandlers;
}) {
  return (
    <div className="flex flex-col gap-4" data-testid="day-view">
      <div role="group" aria-label={plannerText.dayPicker} className="grid grid-cols-7 gap-1">
        {days.map((day) => {
          const count = countFor(day);
          const isSelected = day === selected;
          return (
            <button
              key={day}
              type="button"
              aria-pressed={isSelected}
              aria-current={day === today ? 'date' : undefined}
              aria-label={[formatFullDay(day, today), count > 0 ? plannerText.plannedCount(count) : null].filter(Boolean).join(', ')}
              onClick={() => onSelect(day)}
              className={cn(
                'flex min-h-14 flex-col items-center justify-center rounded-md border text-xs transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-ring',
                isSelected ? 'border-primary bg-primary text-primary-foreground' : 'bg-card hover:bg-accent',
                !isSelected && day === today && 'border-primary text-primary',
              )}
            >
              <span className="font-medium">{formatWeekdayShort(day)}</span>
              <span className="text-base font-semibold tabular-nums">{parseIsoDate(day).day}</span>
              <span aria-hidden className={cn('mt-0.5 size-1 rounded-full', count > 0 ? (isSelected ? 'bg-primary-foreground' : 'bg-primary') : 'bg-transparent')} />
            </button>
          );
        })}
      </div>
      <h2 className="text-lg font-semibold">{formatFullDay(selected, today)}</h2>
      {mealPlanMealTypes.map((mealType) => {
        const slotPlans = plans.get(`${selected}:${mealType}`) ?? noPlans;
        return (
          <section key={mealType} aria-label={plannerText.mealTypes[mealType]} className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{plannerText.mealTypes[mealType]}</h3>
            <MealSlot date={selected} mealType={mealType} plans={slotPlans} today={today} handlers={handlers} />
          </section>
        );
      })}
    </div>
  );
}

const noPlans: readonly MealPlan[] = [];
