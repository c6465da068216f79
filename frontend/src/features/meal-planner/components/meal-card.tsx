import type { MealPlan } from '@sous/contracts';
import { ArrowRightLeft, ChefHat, CircleCheck, CookingPot, MoreHorizontal, Pencil, Refrigerator, ShoppingCart, StickyNote, Trash2, Users } from 'lucide-react';
import { useState, type DragEvent } from 'react';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/utils';
import { leftoverText } from '../lib/leftover-text';
import { plannerText } from '../lib/planner-text';
import { AvailabilityBadge } from './availability-badge';

export type MealAction = 'cook' | 'cookMode' | 'edit' | 'move' | 'addMissing' | 'remove';

export const MEAL_DRAG_TYPE = 'application/x-sous-meal-plan';

/**
 * A planned meal: its recipe, what is on hand ('x/y available'), servings, notes. Its title opens
 * the menu of what can be done with it (the whole title, so it is a big target even in a narrow
 * column). On a pointer device it can be dragged to another slot; the menu's Move does the same
 * from the keyboard.
 */
export function MealCard({
  plan,
  compact = false,
  onAction,
}: {
  plan: MealPlan;
  /** In the narrow week columns: shorter labels, notes as an icon. */
  compact?: boolean;
  onAction: (action: MealAction, plan: MealPlan) => void;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const cooked = plan.cookedAt !== null;
  const missing = plan.recipe.ingredientCount - plan.recipe.availableCount;

  const onDragStart = (event: DragEvent) => {
    event.dataTransfer.setData(MEAL_DRAG_TYPE, plan.id);
    event.dataTransfer.setData('text/plain', plan.recipe.title);
    event.dataTransfer.effectAllowed = 'move';
  };

  return (
    <article
      aria-label={plan.recipe.title}
      data-plan-id={plan.id}
      data-testid="meal-card"
      draggable
      onDragStart={onDragStart}
      title={compact ? plannerText.dragHint : undefined}
      className={cn(
        'group relative flex flex-col gap-1.5 rounded-md border bg-card p-2 text-left shadow-xs transition-colors duration-150 hover:border-primary/50',
        cooked && 'bg-muted/60',
        compact ? 'cursor-grab active:cursor-grabbing' : 'p-3',
      )}
    >
      <DropdownMenu open={menuOpen} onOpenChange={setMenuOpen}>
        <DropdownMenuTrigger asChild>
          <button
            type="button"
            data-plan-actions
            // Radix opens a menu on pointer down and cancels it, which would stop the card from
            // being dragged by its title: a pointer opens the menu on click instead (the keyboard
            // keeps Radix's Enter, Space and ArrowDown).
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => setMenuOpen((open) => !open)}
            aria-label={plannerText.mealActions(plan.recipe.title)}
            className="-m-1 flex min-h-11 items-start gap-1 rounded-sm p-1 text-left hover:text-primary focus-visible:outline-2 focus-visible:outline-ring md:min-h-0"
          >
            <span
              className={cn(
                'min-w-0 flex-1 font-medium [overflow-wrap:anywhere] hyphens-auto',
                compact ? 'line-clamp-3 text-xs leading-snug' : 'text-sm',
                cooked && 'text-muted-foreground',
              )}
            >
              {plan.recipe.title}
            </span>
            {!compact && <MoreHorizontal aria-hidden className="size-4 shrink-0 text-muted-foreground" />}
          </button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          <DropdownMenuItem disabled={cooked} onSelect={() => onAction('cook', plan)}>
            <ChefHat aria-hidden />
            {plannerText.cookThis}
          </DropdownMenuItem>
          <DropdownMenuItem disabled={cooked} onSelect={() => onAction('cookMode', plan)}>
            <CookingPot aria-hidden />
            {plannerText.cookMode}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => onAction('edit', plan)}>
            <Pencil aria-hidden />
            {plannerText.editMeal}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => onAction('move', plan)}>
            <ArrowRightLeft aria-hidden />
            {plannerText.moveMeal}
          </DropdownMenuItem>
          <DropdownMenuItem disabled={missing <= 0 || cooked} onSelect={() => onAction('addMissing', plan)}>
            <ShoppingCart aria-hidden />
            {plannerText.addMissingOne}
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="destructive" onSelect={() => onAction('remove', plan)}>
            <Trash2 aria-hidden />
            {plannerText.removeMeal}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <div className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
        {cooked ? (
          <span className="inline-flex items-center gap-1 font-medium text-fresh">
            <CircleCheck aria-hidden className="size-3.5" />
            {plannerText.cooked}
          </span>
        ) : plan.leftover ? (
          <span className="inline-flex items-center gap-1 font-medium text-primary" title={leftoverText.fromLeftover(plan.leftover.name)}>
            <Refrigerator aria-hidden className="size-3.5" />
            {leftoverText.leftover}
          </span>
        ) : (
          <AvailabilityBadge available={plan.recipe.availableCount} total={plan.recipe.ingredientCount} compact={compact} />
        )}
        <span className="inline-flex items-center gap-0.5 tabular-nums" title={plannerText.servings(plan.servings)}>
          <Users aria-hidden className="size-3" />
          {compact ? (
            <>
              <span aria-hidden>{plan.servings}</span>
              <span className="sr-only">{plannerText.servings(plan.servings)}</span>
            </>
          ) : (
            plannerText.servings(plan.servings)
          )}
        </span>
        {plan.notes && compact && (
          <span title={plan.notes} className="inline-flex items-center">
            <StickyNote aria-hidden className="size-3" />
            <span className="sr-only">{`${plannerText.notes}: ${plan.notes}`}</span>
          </span>
        )}
      </div>
      {plan.notes && !compact && <p className="line-clamp-2 text-xs text-muted-foreground">{plan.notes}</p>}
    </article>
  );
}
