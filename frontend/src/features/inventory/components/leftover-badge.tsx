import type { FoodItemListRow } from '@/lib/api/food-items';
import { Refrigerator } from 'lucide-react';
import { Link } from 'react-router';

/**
 * A leftover's mark on its card and row (issue 21): "Leftover", a link to the recipe it was cooked
 * from while that recipe is in the cookbook. Nothing for ordinary food.
 */
export function LeftoverBadge({ item }: { item: Pick<FoodItemListRow, 'kind' | 'recipeId' | 'name'> }) {
  if (item.kind !== 'leftover') return null;
  const badge = (
    <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-primary/10 px-2 py-0.5 text-xs font-medium text-primary">
      <Refrigerator aria-hidden className="size-3" />
      Leftover
    </span>
  );
  if (!item.recipeId) return badge;
  return (
    <Link
      to={`/cookbook?recipe=${encodeURIComponent(item.recipeId)}`}
      aria-label={`Leftover: open the recipe of ${item.name}`}
      className="shrink-0 rounded-full hover:underline focus-visible:outline-2 focus-visible:outline-ring"
    >
      {badge}
    </Link>
  );
}
