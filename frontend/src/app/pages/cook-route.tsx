import { lazy, Suspense } from 'react';
import { CookModePage, type RenderCookAction } from '@/features/cook-mode/pages/cook-mode-page';

// The planner's Cook dialog (stock deduction preview and leftovers, issue 21) loads on the first "Done".
const CookRecipeDialog = lazy(async () => ({ default: (await import('@/features/meal-planner/components/cook-recipe-dialog')).CookRecipeDialog }));

const renderCookAction: RenderCookAction = ({ recipe, servings, open, onOpenChange }) =>
  open ? (
    <Suspense fallback={null}>
      <CookRecipeDialog recipe={recipe} servings={servings} open={open} onOpenChange={onOpenChange} />
    </Suspense>
  ) : null;

/** `/recipes/:id/cook`: cook mode, its "Done" lent the meal planner's Cook (features compose in app/). */
export function CookRoute() {
  return <CookModePage renderCookAction={renderCookAction} />;
}
