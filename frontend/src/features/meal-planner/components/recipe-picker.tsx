import { uiText } from '@sous/contracts';
import { Clock, Search, Star, UtensilsCrossed } from 'lucide-react';
import { useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { IncrementalList } from '@/components/incremental-list';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { serverMessage } from '@/lib/form-errors';
import { useRecipes, type PlannerRecipe } from '../api/recipes';
import { plannerText } from '../lib/planner-text';
import { searchRecipes, totalMinutes } from '../lib/recipe-search';
import { AvailabilityBadge } from './availability-badge';

/** The cookbook, searchable, to pick the recipe to plan (favourites first). */
export function RecipePicker({ onPick }: { onPick: (recipe: PlannerRecipe) => void }) {
  const id = useId();
  const recipes = useRecipes();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  // once a query, not on every render: the ranking sorts the whole cookbook
  const shown = useMemo(() => (recipes.data ? searchRecipes(recipes.data, deferred) : []), [recipes.data, deferred]);
  const scroller = useRef<HTMLDivElement>(null);

  if (recipes.isPending) {
    return (
      <div role="status" className="flex items-center justify-center gap-2 py-10 text-sm text-muted-foreground">
        <Spinner /> {uiText.loading}
      </div>
    );
  }
  if (recipes.isError) {
    return (
      <Alert variant="destructive">
        <p className="font-medium">{plannerText.recipesFailed}</p>
        <p className="text-muted-foreground">{serverMessage(recipes.error, recipes.error.message)}</p>
      </Alert>
    );
  }
  if (recipes.data.length === 0) {
    return (
      <EmptyState icon={UtensilsCrossed} title={plannerText.noRecipesTitle} className="py-8">
        <p>{plannerText.noRecipesText}</p>
        <Button asChild variant="outline" className="mt-4">
          <Link to="/cookbook">{plannerText.openCookbook}</Link>
        </Button>
      </EmptyState>
    );
  }

  return (
    <div className="flex min-w-0 flex-col gap-3">
      <div className="relative">
        <label htmlFor={id} className="sr-only">
          {plannerText.searchRecipes}
        </label>
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          id={id}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={plannerText.searchRecipes}
          className="pl-9"
          autoComplete="off"
          autoFocus
        />
      </div>
      {shown.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground" role="status">
          {plannerText.noMatches(deferred.trim())}
        </p>
      ) : (
        // the list scrolls in the dialog; its next page renders as its end scrolls near in there
        <div ref={scroller} className="-mx-1 max-h-[min(22rem,50dvh)] overflow-y-auto px-1 py-1">
          <IncrementalList
            items={shown}
            getKey={(recipe) => recipe.id}
            noun="recipes"
            resetKey={deferred}
            scrollRoot={scroller}
            rootMargin="200px 0px"
            aria-label={plannerText.recipe}
            className="flex flex-col gap-1"
            footerClassName="pb-1"
          >
            {(recipe) => {
              const minutes = totalMinutes(recipe);
              return (
                <li>
                  <button
                    type="button"
                    onClick={() => onPick(recipe)}
                    className="flex min-h-12 w-full items-center gap-3 rounded-md border bg-card px-3 py-2 text-left transition-colors duration-150 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    <span className="flex min-w-0 flex-1 flex-col">
                      <span className="truncate font-medium">{recipe.title}</span>
                      <span className="flex flex-wrap items-center gap-x-3 text-xs text-muted-foreground">
                        {minutes !== null && (
                          <span className="inline-flex items-center gap-1 tabular-nums">
                            <Clock aria-hidden className="size-3" />
                            {plannerText.minutes(String(minutes))}
                          </span>
                        )}
                        {recipe.servings ? <span className="tabular-nums">{plannerText.servings(recipe.servings)}</span> : null}
                      </span>
                    </span>
                    {recipe.ingredientMatches && recipe.ingredientMatches.length > 0 && (
                      <AvailabilityBadge
                        available={recipe.ingredientMatches.filter((m) => m.hasEnough).length}
                        total={recipe.ingredientMatches.length}
                        compact
                      />
                    )}
                    {recipe.isFavorite && (
                      <Star aria-label={plannerText.favorite} className="size-4 shrink-0 fill-expiring text-expiring" />
                    )}
                  </button>
                </li>
              );
            }}
          </IncrementalList>
        </div>
      )}
    </div>
  );
}
