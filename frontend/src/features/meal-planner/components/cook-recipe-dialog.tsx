import { type CookMealResponse, cookServingsMax, type Recipe } from '@sous/contracts';
import { defaultLeftoverServings } from '@sous/kitchen';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { NumberField } from '@/components/number-input';
import { useStorageLocations } from '@/lib/api/storage-locations';
import { toast } from '@/lib/toast-store';
import { useCookRecipe, useCookRecipePreview } from '../api/cook-recipe';
import { useHouseholdSize } from '../api/household-size';
import { plannerText } from '../lib/planner-text';
import { CookPreviewSummary, CookResult, leftoversBody } from './cook-meal-dialog';
import { leftoverPlaces, type LeftoversDraft, SaveLeftoversFields } from './save-leftovers-fields';

export type CookableRecipe = Pick<Recipe, 'id' | 'title' | 'ingredients'>;

/** The typed servings as a number Cook accepts, or null. */
function servingsOf(typed: string): number | null {
  const servings = Number(typed);
  return typed.trim() !== '' && Number.isInteger(servings) && servings >= 1 && servings <= cookServingsMax ? servings : null;
}

function Confirm({ recipe, initialServings, pending, onCook, onCancel }: {
  recipe: CookableRecipe;
  initialServings: number;
  pending: boolean;
  onCook: (servings: number, leftovers: ReturnType<typeof leftoversBody>) => void;
  onCancel: () => void;
}) {
  const [typedServings, setTypedServings] = useState(String(initialServings));
  const servings = servingsOf(typedServings);
  const preview = useCookRecipePreview(recipe.id, servings);
  // cooked beyond the people eating (the household size): those servings are the leftovers
  const householdSize = useHouseholdSize();
  const places = leftoverPlaces(useStorageLocations().data ?? []);
  const suggested = defaultLeftoverServings(servings ?? initialServings, householdSize);
  const [typed, setTyped] = useState<Partial<LeftoversDraft>>({});
  const leftovers: LeftoversDraft = {
    save: typed.save ?? suggested > 0,
    servings: typed.servings ?? String(Math.max(1, suggested)),
    storageLocationId: typed.storageLocationId ?? places[0]?.id ?? '',
  };
  const body = leftoversBody(leftovers);
  return (
    <>
      <DialogHeader>
        <DialogTitle>{plannerText.cookTitle(recipe.title)}</DialogTitle>
        <DialogDescription>
          {plannerText.cookRecipeText}
          {preview.data && ` ${plannerText.cookRecipeSlot(preview.data.mealType)}`}
        </DialogDescription>
      </DialogHeader>
      <div className="flex flex-col gap-2 text-sm">
        <NumberField
          label={plannerText.cookServings}
          error={servings === null ? plannerText.cookServingsInvalid : undefined}
          kind="integer"
          min={1}
          max={cookServingsMax}
          value={typedServings}
          disabled={pending}
          className="w-24"
          onValueChange={setTypedServings}
        />
        {servings !== null && <CookPreviewSummary preview={preview} total={recipe.ingredients.length} />}
        <SaveLeftoversFields draft={leftovers} places={places} disabled={pending} onChange={setTyped} />
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          {plannerText.cancel}
        </Button>
        <Button onClick={() => servings !== null && body && onCook(servings, body)} disabled={pending || servings === null || body === null}>
          {pending && <Spinner />}
          {pending ? plannerText.cooking : plannerText.cookConfirm}
        </Button>
      </DialogFooter>
    </>
  );
}

function CookRecipeContent({ recipe, servings, onClose }: { recipe: CookableRecipe; servings: number; onClose: () => void }) {
  const [result, setResult] = useState<CookMealResponse | null>(null);
  const cook = useCookRecipe({
    // offline (issue 21): nothing to show of what was taken yet; the dialog closes and says it is saved
    onQueued: ({ body }) => {
      toast({ title: plannerText.cookedOffline(recipe.title), description: plannerText.cookedRecipeOfflineText(body.leftovers !== undefined) });
      onClose();
    },
    meta: { errorTitle: plannerText.cookRecipeFailed },
  });
  return (
    <DialogContent className="md:max-w-md">
      {result ? (
        <CookResult result={result} onClose={onClose} />
      ) : (
        <Confirm
          recipe={recipe}
          initialServings={servings}
          pending={cook.isPending}
          onCancel={onClose}
          onCook={(cooked, leftovers) =>
            leftovers &&
            cook.mutate({ recipeId: recipe.id, title: recipe.title, body: { servings: cooked, ...leftovers } }, { onSuccess: (answer) => answer && setResult(answer) })
          }
        />
      )}
    </DialogContent>
  );
}

/**
 * Cook from the cookbook (issue 21): the planner's cook dialog for a recipe that was not planned,
 * at the card's servings. The server records it as today's meal, cooked, so the planner, the
 * history and the stats count it like any planned cook.
 */
export function CookRecipeDialog({
  recipe,
  servings,
  open,
  onOpenChange,
}: {
  recipe: CookableRecipe;
  servings: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* a fresh dialog per opening: the inventory and the card's servings may have changed */}
      {open && <CookRecipeContent recipe={recipe} servings={servings} onClose={() => onOpenChange(false)} />}
    </Dialog>
  );
}
