import type { CookMealResponse, MealPlan } from '@sous/contracts';
import { scaleIngredientLines } from '@sous/kitchen';
import { CircleCheck, CircleMinus, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { serverMessage } from '@/lib/form-errors';
import { toast } from '@/lib/toast-store';
import { useAddMissingIngredients } from '../api/add-missing-ingredients';
import { useCookMealPlan } from '../api/cook-meal-plan';
import { useRecipes } from '../api/recipes';
import { plannerText } from '../lib/planner-text';
import { AvailabilityBadge } from './availability-badge';

/** The recipe's lines for the planned servings, when the cookbook has the recipe. */
function useScaledIngredients(plan: MealPlan): string[] | null {
  const recipes = useRecipes();
  const recipe = recipes.data?.find((r) => r.id === plan.recipeId);
  if (!recipe || recipe.ingredients.length === 0) return null;
  return scaleIngredientLines(recipe.ingredients, recipe.servings, plan.servings);
}

function Confirm({ plan, pending, onCook, onCancel }: { plan: MealPlan; pending: boolean; onCook: () => void; onCancel: () => void }) {
  const lines = useScaledIngredients(plan);
  const { availableCount, ingredientCount } = plan.recipe;
  return (
    <>
      <DialogHeader>
        <DialogTitle>{plannerText.cookTitle(plan.recipe.title)}</DialogTitle>
        <DialogDescription>{plannerText.cookText(plan.servings)}</DialogDescription>
      </DialogHeader>
      <div className="flex flex-col gap-2 text-sm">
        <p className="flex flex-wrap items-center gap-2">
          <AvailabilityBadge available={availableCount} total={ingredientCount} />
          <span>{plannerText.cookAvailability(availableCount, ingredientCount)}</span>
        </p>
        {lines && (
          <ul className="max-h-48 list-disc overflow-y-auto rounded-md border bg-muted/40 py-2 pr-3 pl-7 text-sm">
            {lines.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        )}
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          {plannerText.cancel}
        </Button>
        <Button onClick={onCook} disabled={pending}>
          {pending && <Spinner />}
          {pending ? plannerText.cooking : plannerText.cookConfirm}
        </Button>
      </DialogFooter>
    </>
  );
}

function Result({ plan, result, onClose }: { plan: MealPlan; result: CookMealResponse; onClose: () => void }) {
  const addLacking = useAddMissingIngredients({
    onSuccess: (added) =>
      added === 0
        ? toast({ title: plannerText.noneMissingTitle, description: plannerText.noneMissingText })
        : toast({ variant: 'success', title: plannerText.addedTitle, description: plannerText.addedText(added) }),
    onError: (error) => toast({ variant: 'destructive', title: plannerText.addFailed, description: serverMessage(error, error.message) }),
  });
  return (
    <>
      <DialogHeader>
        <DialogTitle>{plannerText.cookedTitle(plan.recipe.title)}</DialogTitle>
        <DialogDescription className="sr-only">{plannerText.usedHeading}</DialogDescription>
      </DialogHeader>
      <section aria-labelledby="cook-used" className="flex flex-col gap-2">
        <h3 id="cook-used" className="text-sm font-semibold">
          {plannerText.usedHeading}
        </h3>
        {result.used.length === 0 ? (
          <p className="text-sm text-muted-foreground">{plannerText.usedNone}</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm" data-testid="cook-used">
            {result.used.map((use, i) => (
              <li key={i} className="flex items-start gap-2">
                <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-fresh" />
                <span>
                  <span className="font-medium tabular-nums">{[use.quantity, use.unit].filter(Boolean).join(' ')}</span> {use.foodItemName}
                  {use.foodItemName.toLowerCase() !== use.ingredient.toLowerCase() && (
                    <span className="text-muted-foreground"> ({use.ingredient})</span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {result.lacking.length > 0 && (
        <section aria-labelledby="cook-lacking" className="flex flex-col gap-2">
          <h3 id="cook-lacking" className="text-sm font-semibold">
            {plannerText.lackingHeading}
          </h3>
          <ul className="flex flex-col gap-1 text-sm" data-testid="cook-lacking">
            {result.lacking.map((name, i) => (
              <li key={i} className="flex items-start gap-2">
                <CircleMinus aria-hidden className="mt-0.5 size-4 shrink-0 text-available-none" />
                {name}
              </li>
            ))}
          </ul>
        </section>
      )}
      <DialogFooter>
        {result.lacking.length > 0 && (
          <Button
            variant="outline"
            disabled={addLacking.isPending || addLacking.isSuccess}
            onClick={() => addLacking.mutate({ recipeId: plan.recipeId, ingredients: result.lacking })}
          >
            {addLacking.isPending ? <Spinner /> : <ShoppingCart aria-hidden />}
            {plannerText.addLacking}
          </Button>
        )}
        <Button onClick={onClose} autoFocus>
          {plannerText.done}
        </Button>
      </DialogFooter>
    </>
  );
}

/**
 * "Cook this": first what it will do (the recipe's lines for the planned servings and how many are
 * on hand), then what was taken from the inventory and what was lacking, with a way to shop for it.
 */
export function CookMealContent({
  plan,
  onClose,
  onCloseAutoFocus,
}: {
  plan: MealPlan;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const [result, setResult] = useState<CookMealResponse | null>(null);
  const cook = useCookMealPlan({
    onError: (error) => toast({ variant: 'destructive', title: plannerText.cookFailed, description: serverMessage(error, error.message) }),
  });
  return (
    <DialogContent className="md:max-w-md" onCloseAutoFocus={onCloseAutoFocus}>
      {result ? (
        <Result plan={plan} result={result} onClose={onClose} />
      ) : (
        <Confirm plan={plan} pending={cook.isPending} onCancel={onClose} onCook={() => cook.mutate(plan.id, { onSuccess: setResult })} />
      )}
    </DialogContent>
  );
}
