import { Refrigerator } from 'lucide-react';
import { type FoodItemListRow, useFoodItems } from '@/lib/api/food-items';
import { leftoverText } from '../lib/leftover-text';
import { formatFullDay } from '../lib/week';

/** The household's leftovers that can be planned (cooked from a recipe still in the cookbook), soonest to expire first. */
export function plannableLeftovers<T extends FoodItemListRow>(items: readonly T[]): T[] {
  return items
    .filter((item) => item.kind === 'leftover' && item.recipeId)
    .sort((a, b) => (a.expirationDate ?? '9999').localeCompare(b.expirationDate ?? '9999') || a.name.localeCompare(b.name));
}

/** "Leftovers to use up" above the cookbook in the planner's picker (issue 21): one tap plans eating one. */
export function LeftoverChoices({ onPick }: { onPick: (leftover: FoodItemListRow) => void }) {
  const items = useFoodItems();
  const leftovers = plannableLeftovers(items.data ?? []);
  if (leftovers.length === 0) return null;
  return (
    <section aria-labelledby="planner-leftovers" className="flex flex-col gap-1">
      <h3 id="planner-leftovers" className="text-sm font-semibold">
        {leftoverText.leftoversHeading}
      </h3>
      <ul className="flex flex-col gap-1" aria-label={leftoverText.leftoversHeading}>
        {leftovers.map((leftover) => (
          <li key={leftover.id}>
            <button
              type="button"
              onClick={() => onPick(leftover)}
              className="flex min-h-12 w-full items-center gap-3 rounded-md border border-dashed bg-card px-3 py-2 text-left transition-colors duration-150 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
            >
              <Refrigerator aria-hidden className="size-4 shrink-0 text-primary" />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="truncate font-medium">{leftover.name}</span>
                <span className="text-xs text-muted-foreground tabular-nums">
                  {leftoverText.servingsLeft(leftover.quantity)}
                  {leftover.expirationDate ? ` · ${leftoverText.useBy(formatFullDay(leftover.expirationDate))}` : ''}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
