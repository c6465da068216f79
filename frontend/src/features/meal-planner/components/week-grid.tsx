import { mealPlanMealTypes, type MealPlan } from '@sous/contracts';
import { cn } from '@/lib/utils';
import type { PlansBySlot } from '../lib/plans';
import { plannerText } from '../lib/planner-text';
import { formatDayMonth, formatFullDay, formatWeekdayShort, parseIsoDate, type IsoDate } from '../lib/week';
import { MealSlot, type SlotHandlers } from './meal-slot';

/**
 * The week from 768 px: a table of 7 day columns (Monday first) by breakfast, lunch, dinner and
 * snack, so a screen reader announces each slot by its day and meal.
 */
export function WeekGrid({
  days,
  today,
  plans,
  handlers,
  caption,
}: {
  days: readonly IsoDate[];
  today: IsoDate;
  plans: PlansBySlot;
  handlers: SlotHandlers;
  caption: string;
}) {
  return (
    <table className="w-full table-fixed border-separate border-spacing-1" data-testid="week-grid">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <td className="w-16 lg:w-20" />
          {days.map((day) => (
            <th
              key={day}
              scope="col"
              aria-current={day === today ? 'date' : undefined}
              abbr={formatFullDay(day, today)}
              className={cn('rounded-md px-1 py-2 text-center align-bottom font-normal', day === today && 'bg-accent text-accent-foreground')}
            >
              <span className="block text-xs font-medium text-muted-foreground uppercase">{formatWeekdayShort(day)}</span>
              <span className={cn('block text-lg font-semibold tabular-nums', day === today && 'text-primary')}>
                <span aria-hidden>{parseIsoDate(day).day}</span>
                <span className="sr-only">{formatDayMonth(day)}</span>
              </span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {mealPlanMealTypes.map((mealType) => (
          <tr key={mealType}>
            <th scope="row" className="px-1 py-2 text-left align-top text-xs font-semibold text-muted-foreground">
              {plannerText.mealTypes[mealType]}
            </th>
            {days.map((day) => (
              <td key={day} className={cn('group/slot rounded-md border bg-card/40 p-1 align-top', day === today && 'bg-accent/30')}>
                <MealSlot date={day} mealType={mealType} plans={plans.get(`${day}:${mealType}`) ?? noPlans} today={today} compact handlers={handlers} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const noPlans: readonly MealPlan[] = [];
