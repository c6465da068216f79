import type { Recipe } from '@sous/contracts';
import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageSpinner } from '@/components/loading/page-spinner';
import { Button } from '@/components/ui/button';
import { useActiveCookSession } from '../api/active-cook-session';
import { useCookRecipe } from '../api/cook-recipe';
import { CookSessionView } from '../components/cook-session-view';
import { StartCooking } from '../components/start-cooking';
import { useCookSessionSocket } from '../hooks/use-cook-session-socket';
import { useWakeLock } from '../hooks/use-wake-lock';
import { cookText } from '../lib/cook-text';

/**
 * What the app lends cook mode for "Done": Cook with its stock deduction preview (issue 21); a
 * session started from a planned meal (`mealPlanId`) cooks that meal.
 */
export type RenderCookAction = (props: {
  recipe: Recipe;
  servings: number;
  mealPlanId: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) => ReactNode;

/**
 * `/recipes/:id/cook` (issue 35): full-screen cook mode over the app. A device that opens the recipe
 * while the household cooks it joins the running session at its current step; otherwise it offers
 * to start one at `?servings=` (the card's scaled servings), for the planned meal `?mealPlanId=`
 * when the planner opened it.
 */
export function CookModePage({ renderCookAction }: { renderCookAction: RenderCookAction }) {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const recipe = useCookRecipe(id);
  const active = useActiveCookSession();
  useCookSessionSocket();
  const session = active.data && active.data.recipeId === id ? active.data : null;
  useWakeLock(session !== null);

  useEffect(() => {
    const previous = document.title;
    if (recipe.data) document.title = cookText.pageTitle(recipe.data.title);
    return () => {
      document.title = previous;
    };
  }, [recipe.data]);

  let content: ReactNode;
  if (recipe.isPending || active.isPending) {
    content = <PageSpinner />;
  } else if (!recipe.data) {
    content = (
      <div className="flex flex-col items-start gap-4 p-8">
        <p role="alert">{cookText.recipeMissing}</p>
        <Button asChild variant="outline">
          <Link to="/cookbook">{cookText.backToCookbook}</Link>
        </Button>
      </div>
    );
  } else if (session) {
    const cooked = recipe.data;
    content = (
      <CookSessionView
        session={session}
        ingredients={cooked.ingredients}
        onEnded={() => void navigate('/cookbook')}
        renderDone={(props) => renderCookAction({ recipe: cooked, servings: session.servings, mealPlanId: session.mealPlanId, ...props })}
      />
    );
  } else {
    const asked = Number(search.get('servings'));
    const initial = Number.isInteger(asked) && asked > 0 ? asked : (recipe.data.servings ?? 4);
    content = <StartCooking recipe={recipe.data} initialServings={initial} mealPlanId={search.get('mealPlanId')} running={active.data ?? null} />;
  }

  return (
    <section aria-label={cookText.pageTitle(recipe.data?.title ?? '')} className="fixed inset-0 z-40 overflow-y-auto bg-background text-foreground">
      {content}
    </section>
  );
}
