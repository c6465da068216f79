import { lazy, Suspense } from 'react';
import { CookModePage, type RenderCookAction } from '@/features/cook-mode/pages/cook-mode-page';

// The planner's Cook dialogs (stock deduction preview and leftovers, issue 21) load on the first "Done".
const CookRecipeDialog = lazy(async () => ({ default: (await import('@/features/meal-planner/components/cook-recipe-dialog')).CookRecipeDialog }));
const CookPlannedMealDialog = lazy(async () => ({
  default: (await import('@/features/meal-planner/components/cook-planned-meal-dialog')).CookPlannedMealDialog,
}));

const renderCookAction: RenderCookAction = ({ recipe, servings, mealPlanId, open, onOpenChange }) =>
  open ? (
    <Suspense fallback={null}>
      {mealPlanId ? (
        <CookPlannedMealDialog mealPlanId={mealPlanId} recipe={recipe} servings={servings} open={open} onOpenChange={onOpenChange} />
      ) : (
        <CookRecipeDialog recipe={recipe} servings={servings} open={open} onOpenChange={onOpenChange} />
      )}
    </Suspense>
  ) : null;

/**
 * `/recipes/:id/cook`: cook mode, its "Done" lent the meal planner's Cook (features compose in
 * app/): the planned meal's when the session was started from the planner, else the recipe's.
 */
export function CookRoute() {
  return <CookModePage renderCookAction={renderCookAction} />;
}
