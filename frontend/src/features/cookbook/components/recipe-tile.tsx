import type { Recipe } from '@sous/contracts';
import { Clock, Heart, Star } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { canCookNow, totalMinutes } from '../lib/filter-recipes';

/** One cookbook entry in the grid; opens the full recipe card. */
export function RecipeTile({ recipe, onOpen }: { recipe: Recipe; onOpen: () => void }) {
  const minutes = totalMinutes(recipe);
  const missing = recipe.ingredientMatches.filter((m) => !m.hasEnough).length;
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        aria-label={`Open ${recipe.title}`}
        className="flex h-full w-full flex-col gap-2 rounded-lg border bg-card p-4 text-left shadow-sm transition-colors duration-150 hover:bg-accent/40 focus-visible:outline-2 focus-visible:outline-ring"
      >
        <div className="flex items-start justify-between gap-2">
          <h2 className="font-semibold leading-snug">{recipe.title}</h2>
          {recipe.isFavorite && <Heart aria-label="Favorite" role="img" className="size-4 shrink-0 fill-expired text-expired" />}
        </div>
        {recipe.description && <p className="line-clamp-2 text-sm text-muted-foreground">{recipe.description}</p>}
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-1">
          {canCookNow(recipe) ? <Badge variant="fresh">Can cook now</Badge> : <Badge variant="expired">{missing} missing</Badge>}
          {recipe.mealType && <Badge variant="outline">{recipe.mealType}</Badge>}
          {recipe.cuisine && <Badge variant="outline">{recipe.cuisine}</Badge>}
          {minutes !== null && (
            <span className="inline-flex items-center gap-1 text-xs text-muted-foreground tabular-nums">
              <Clock aria-hidden className="size-3" />
              {minutes} min
            </span>
          )}
          {recipe.rating !== null && (
            <span className={cn('inline-flex items-center gap-1 text-xs tabular-nums')} aria-label={`Rated ${recipe.rating} of 5`}>
              <Star aria-hidden className="size-3 fill-expiring text-expiring" />
              {recipe.rating}
            </span>
          )}
        </div>
      </button>
    </li>
  );
}
