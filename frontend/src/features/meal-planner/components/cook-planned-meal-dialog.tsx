import type { MealPlan } from '@sous/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useMealPlans } from '../api/meal-plans';
import { plannerText } from '../lib/planner-text';
import { CookMealContent } from './cook-meal-dialog';
import { type CookableRecipe, CookRecipeDialog } from './cook-recipe-dialog';

function AlreadyCooked({ plan, onClose }: { plan: MealPlan; onClose: () => void }) {
  return (
    <DialogContent className="md:max-w-md">
      <DialogHeader>
        <DialogTitle>{plannerText.alreadyCookedTitle(plan.recipe.title)}</DialogTitle>
        <DialogDescription>{plannerText.alreadyCookedText}</DialogDescription>
      </DialogHeader>
      <DialogFooter>
        <Button onClick={onClose} autoFocus>
          {plannerText.done}
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}

/** Decided once per opening: the plan turns cooked when this very dialog cooks it, and its result must stay. */
function PlannedMealContent({ plan, onClose }: { plan: MealPlan; onClose: () => void }) {
  const [cookedBefore] = useState(plan.cookedAt !== null);
  return cookedBefore ? <AlreadyCooked plan={plan} onClose={onClose} /> : <CookMealContent plan={plan} onClose={onClose} />;
}

/**
 * Cook mode's "Done" for a session started from a planned meal (issue 35): the planner's own Cook of
 * that meal (its preview, its leftovers, the slot marked cooked), not a new meal of today. A plan
 * removed since the cooking started leaves the recipe to cook unplanned at the session's servings.
 */
export function CookPlannedMealDialog({
  mealPlanId,
  recipe,
  servings,
  open,
  onOpenChange,
}: {
  mealPlanId: string;
  recipe: CookableRecipe;
  servings: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const plans = useMealPlans();
  const plan = plans.data?.find((row) => row.id === mealPlanId);
  if (!plans.isPending && !plan) return <CookRecipeDialog recipe={recipe} servings={servings} open={open} onOpenChange={onOpenChange} />;
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open &&
        (plan ? (
          <PlannedMealContent plan={plan} onClose={close} />
        ) : (
          <DialogContent className="md:max-w-md">
            <DialogHeader>
              <DialogTitle>{plannerText.cookTitle(recipe.title)}</DialogTitle>
              <DialogDescription className="flex items-center gap-2">
                <Spinner />
                {plannerText.previewLoading}
              </DialogDescription>
            </DialogHeader>
          </DialogContent>
        ))}
    </Dialog>
  );
}
