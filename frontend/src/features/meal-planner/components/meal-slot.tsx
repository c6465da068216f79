import type { MealPlan } from '@sous/contracts';
import { Plus } from 'lucide-react';
import { useState, type DragEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { plannerText } from '../lib/planner-text';
import type { MealType } from '../lib/schedule-form';
import { formatFullDay, type IsoDate } from '../lib/week';
import { MEAL_DRAG_TYPE, MealCard, type MealAction } from './meal-card';

export interface SlotHandlers {
  onAdd: (date: IsoDate, mealType: MealType) => void;
  onAction: (action: MealAction, plan: MealPlan) => void;
  /** A card dropped here (pointer drag); the keyboard uses the card's Move instead. */
  onDropPlan: (planId: string, date: IsoDate, mealType: MealType) => void;
}

const carriesMeal = (event: DragEvent) => event.dataTransfer.types.includes(MEAL_DRAG_TYPE);

/** One day's breakfast, lunch, dinner or snack: its meals, an Add button, and a drop target. */
export function MealSlot({
  date,
  mealType,
  plans,
  today,
  compact = false,
  handlers,
  className,
}: {
  date: IsoDate;
  mealType: MealType;
  plans: readonly MealPlan[];
  today: IsoDate;
  compact?: boolean;
  handlers: SlotHandlers;
  className?: string;
}) {
  const [over, setOver] = useState(false);
  const onDragOver = (event: DragEvent) => {
    if (!carriesMeal(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setOver(true);
  };
  const onDrop = (event: DragEvent) => {
    setOver(false);
    const id = event.dataTransfer.getData(MEAL_DRAG_TYPE);
    if (!id) return;
    event.preventDefault();
    handlers.onDropPlan(id, date, mealType);
  };

  return (
    <div
      data-slot={`${date}:${mealType}`}
      onDragOver={onDragOver}
      onDragEnter={onDragOver}
      onDragLeave={(event) => {
        // Moving over a card inside the slot is still over the slot.
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setOver(false);
      }}
      onDrop={onDrop}
      className={cn('flex h-full flex-col gap-1.5 rounded-md transition-colors duration-150', over && 'bg-accent ring-2 ring-primary', className)}
    >
      {plans.map((plan) => (
        <MealCard key={plan.id} plan={plan} compact={compact} onAction={handlers.onAction} />
      ))}
      <Button
        variant="ghost"
        size="sm"
        data-slot-add
        aria-label={plannerText.addMealTo(plannerText.mealTypes[mealType], formatFullDay(date, today))}
        onClick={() => handlers.onAdd(date, mealType)}
        className={cn(
          'w-full justify-center border border-dashed border-transparent text-muted-foreground hover:border-border hover:text-foreground',
          compact ? 'md:min-h-7 md:px-1 md:text-xs' : 'justify-start',
          plans.length > 0 && compact && 'opacity-70 focus-visible:opacity-100 group-hover/slot:opacity-100',
        )}
      >
        <Plus aria-hidden />
        <span className={cn(compact && plans.length > 0 && 'md:sr-only')}>{plannerText.addMeal}</span>
      </Button>
    </div>
  );
}
