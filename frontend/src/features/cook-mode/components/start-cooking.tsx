import type { CookSession, Recipe } from '@sous/contracts';
import { ChefHat, Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { serverMessage } from '@/lib/api-client';
import { useEndCookSession } from '../api/end-cook-session';
import { useStartCookSession } from '../api/start-cook-session';
import { currentOf } from '../api/update-cook-session';
import { cookText } from '../lib/cook-text';

const MAX_SERVINGS = 100;
const clamp = (servings: number) => Math.min(Math.max(Math.round(servings), 1), MAX_SERVINGS);

/**
 * Before cooking: the servings to cook and Start. When the household already cooks another recipe,
 * it says so and offers to go there, or to end it and start this one (docs/decisions.md).
 */
export function StartCooking({
  recipe,
  initialServings,
  mealPlanId,
  running,
}: {
  recipe: Recipe;
  initialServings: number;
  /** The planned meal being cooked (the planner's entry); the server checks it is the household's and this recipe's. */
  mealPlanId: string | null;
  running: CookSession | null;
}) {
  const [servings, setServings] = useState(() => clamp(initialServings));
  const start = useStartCookSession();
  const end = useEndCookSession();
  const other = running && running.recipeId !== recipe.id ? running : currentOf(start.error);
  const startNow = () => start.mutate({ recipeId: recipe.id, servings, ...(mealPlanId ? { mealPlanId } : {}) });

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 p-4 md:p-8">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold md:text-3xl">{recipe.title}</h1>
        <p className="text-muted-foreground">{cookText.startDescription}</p>
      </div>
      <div className="flex items-center gap-3">
        <span id="cook-servings" className="text-lg">
          {cookText.servings}
        </span>
        <Button variant="outline" size="icon" aria-label="Fewer servings" disabled={servings <= 1} onClick={() => setServings((s) => clamp(s - 1))}>
          <Minus aria-hidden />
        </Button>
        <output aria-labelledby="cook-servings" aria-live="polite" className="w-10 text-center text-xl font-medium tabular-nums">
          {servings}
        </output>
        <Button variant="outline" size="icon" aria-label="More servings" disabled={servings >= MAX_SERVINGS} onClick={() => setServings((s) => clamp(s + 1))}>
          <Plus aria-hidden />
        </Button>
      </div>
      {other ? (
        <div role="status" className="flex flex-col gap-3 rounded-lg border p-4">
          <p>{cookText.otherRecipeCooking(other.recipeTitle)}</p>
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <Link to={`/recipes/${encodeURIComponent(other.recipeId)}/cook`}>{cookText.goToOther(other.recipeTitle)}</Link>
            </Button>
            <Button
              variant="destructive"
              disabled={end.isPending || start.isPending}
              onClick={() => end.mutate(other.id, { onSuccess: startNow })}
            >
              {cookText.endOtherAndStart}
            </Button>
          </div>
        </div>
      ) : (
        <Button size="lg" className="self-start" disabled={start.isPending} onClick={startNow}>
          <ChefHat aria-hidden />
          {start.isPending ? cookText.starting : cookText.start}
        </Button>
      )}
      {start.error && !currentOf(start.error) && (
        <p role="alert" className="text-destructive">
          {serverMessage(start.error, cookText.startFailed)}
        </p>
      )}
    </div>
  );
}
