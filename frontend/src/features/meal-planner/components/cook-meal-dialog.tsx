import { type CookMealBody, type CookMealResponse, leftoverServingsMax, type MealPlan } from '@sous/contracts';
import { CircleCheck, CircleMinus, Refrigerator, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { defaultLeftoverServings, singularize } from '@sous/kitchen';
import { Button } from '@/components/ui/button';
import { DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast-store';
import { useAddMissingIngredients } from '../api/add-missing-ingredients';
import { useCookMealPlan } from '../api/cook-meal-plan';
import { useCookPreview } from '../api/cook-preview';
import { useHouseholdSize } from '../api/household-size';
import { leftoverText } from '../lib/leftover-text';
import { plannerText } from '../lib/planner-text';
import { useStorageLocations } from '@/lib/api/storage-locations';
import { AvailabilityBadge } from './availability-badge';
import { leftoverPlaces, type LeftoversDraft, SaveLeftoversFields } from './save-leftovers-fields';

/**
 * What Cook takes, one line per lot, as a cook says it ('¼ lime', '2 lb chicken breast'). The
 * summary and the result render the server's one cook plan through this same list.
 */
const foodWordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean)
    .map((word) => singularize(word));

/** Whether the amount taken ('½ onion') already names the recipe's ingredient ('2 onions', plural aside). */
function namesSameFood(amount: string, ingredient: string): boolean {
  const taken = new Set(foodWordsOf(amount));
  return foodWordsOf(ingredient.split(',')[0]).every((word) => taken.has(word));
}

export function TakesList({ used, testId }: { used: CookMealResponse['used']; testId: string }) {
  return (
    <ul className="flex flex-col gap-1 text-sm" data-testid={testId}>
      {used.map((use, i) => (
        <li key={i} className="flex items-start gap-2">
          <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-fresh" />
          <span>
            <span className="font-medium tabular-nums">{use.amount}</span>
            {/* the recipe's word when the item goes by another name (scallions for green onions) */}
            {!namesSameFood(use.amount, use.ingredient) && <span className="text-muted-foreground"> ({use.ingredient})</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function LackingList({ lacking, testId }: { lacking: readonly string[]; testId: string }) {
  return (
    <ul className="flex flex-col gap-1 text-sm" data-testid={testId}>
      {lacking.map((name, i) => (
        <li key={i} className="flex items-start gap-2">
          <CircleMinus aria-hidden className="mt-0.5 size-4 shrink-0 text-available-none" />
          {name}
        </li>
      ))}
    </ul>
  );
}

/** The cook's leftovers as the body asks for them: none when off; null while the servings are no whole number from 1 to 100. */
export function leftoversBody(draft: LeftoversDraft): CookMealBody | null {
  if (!draft.save || !draft.storageLocationId) return {};
  const servings = Number(draft.servings);
  if (!Number.isInteger(servings) || servings < 1 || servings > leftoverServingsMax) return null;
  return { leftovers: { servings, storageLocationId: draft.storageLocationId } };
}

/**
 * The pre-cook summary from the server's cook-preview: how much of the recipe is in, what Cook will
 * take and what it lacks. A planned and an unplanned cook show the same.
 */
export function CookPreviewSummary({
  preview,
  total,
  showAvailability = true,
}: {
  preview: { isPending: boolean; isError: boolean; data?: Pick<CookMealResponse, 'used' | 'lacking'> | null };
  total: number;
  showAvailability?: boolean;
}) {
  const available = preview.data ? total - preview.data.lacking.length : null;
  return (
    <>
      {preview.isPending && (
        <p className="flex items-center gap-2 text-muted-foreground">
          <Spinner />
          {plannerText.previewLoading}
        </p>
      )}
      {preview.isError && <p className="text-muted-foreground">{plannerText.previewFailed}</p>}
      {preview.data && available !== null && (
        <>
          {showAvailability && (
            <p className="flex flex-wrap items-center gap-2">
              <AvailabilityBadge available={available} total={total} />
              <span>{plannerText.cookAvailability(available, total)}</span>
            </p>
          )}
          <div className="flex max-h-56 flex-col gap-2 overflow-y-auto rounded-md border bg-muted/40 p-3">
            <h3 className="text-sm font-semibold">{plannerText.willTakeHeading}</h3>
            {preview.data.used.length === 0 ? <p className="text-muted-foreground">{plannerText.usedNone}</p> : <TakesList used={preview.data.used} testId="cook-preview-used" />}
            {preview.data.lacking.length > 0 && (
              <>
                <h3 className="text-sm font-semibold">{plannerText.lackingHeading}</h3>
                <LackingList lacking={preview.data.lacking} testId="cook-preview-lacking" />
              </>
            )}
          </div>
        </>
      )}
    </>
  );
}

function Confirm({ plan, pending, onCook, onCancel }: { plan: MealPlan; pending: boolean; onCook: (body: CookMealBody) => void; onCancel: () => void }) {
  const preview = useCookPreview(plan.id);
  const total = plan.recipe.ingredientCount;
  const eatsLeftover = Boolean(plan.leftover);
  // planned beyond the people eating (the household size): those servings are the leftovers
  const householdSize = useHouseholdSize();
  const places = leftoverPlaces(useStorageLocations().data ?? []);
  const suggested = defaultLeftoverServings(plan.servings, householdSize);
  const [typed, setTyped] = useState<Partial<LeftoversDraft>>({});
  const leftovers: LeftoversDraft = {
    save: typed.save ?? suggested > 0,
    servings: typed.servings ?? String(Math.max(1, suggested)),
    storageLocationId: typed.storageLocationId ?? places[0]?.id ?? '',
  };
  const body = eatsLeftover ? {} : leftoversBody(leftovers);
  return (
    <>
      <DialogHeader>
        <DialogTitle>{plannerText.cookTitle(plan.recipe.title)}</DialogTitle>
        <DialogDescription>{plan.leftover ? leftoverText.eatsLeftover(plan.leftover.name) : plannerText.cookText(plan.servings)}</DialogDescription>
      </DialogHeader>
      <div className="flex flex-col gap-2 text-sm">
        <CookPreviewSummary preview={preview} total={total} showAvailability={!eatsLeftover} />
        {!eatsLeftover && <SaveLeftoversFields draft={leftovers} places={places} disabled={pending} onChange={setTyped} />}
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          {plannerText.cancel}
        </Button>
        <Button onClick={() => body && onCook(body)} disabled={pending || body === null}>
          {pending && <Spinner />}
          {pending ? plannerText.cooking : plannerText.cookConfirm}
        </Button>
      </DialogFooter>
    </>
  );
}

/** What a cook did, planned or not: the plan is the one the server answered (an unplanned cook's new one). */
export function CookResult({ result, onClose }: { result: CookMealResponse; onClose: () => void }) {
  const plan = result.mealPlan;
  const places = useStorageLocations().data ?? [];
  const addLacking = useAddMissingIngredients({
    onSuccess: (added) =>
      added === 0
        ? toast({ title: plannerText.noneMissingTitle, description: plannerText.noneMissingText })
        : toast({ variant: 'success', title: plannerText.addedTitle, description: plannerText.addedText(added) }),
    meta: { errorTitle: plannerText.addFailed },
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
        {result.used.length === 0 ? <p className="text-sm text-muted-foreground">{plannerText.usedNone}</p> : <TakesList used={result.used} testId="cook-used" />}
      </section>
      {result.leftover && (
        <section aria-labelledby="cook-leftover" className="flex flex-col gap-2">
          <h3 id="cook-leftover" className="text-sm font-semibold">
            {leftoverText.savedHeading}
          </h3>
          <p className="flex items-center gap-2 text-sm" data-testid="cook-leftover">
            <Refrigerator aria-hidden className="size-4 shrink-0 text-fresh" />
            {leftoverText.saved(result.leftover.name, Number(result.leftover.quantity), places.find((p) => p.id === result.leftover?.storageLocationId)?.name ?? '')}
          </p>
        </section>
      )}
      {result.lacking.length > 0 && (
        <section aria-labelledby="cook-lacking" className="flex flex-col gap-2">
          <h3 id="cook-lacking" className="text-sm font-semibold">
            {plannerText.lackingHeading}
          </h3>
          <LackingList lacking={result.lacking} testId="cook-lacking" />
        </section>
      )}
      <DialogFooter>
        {result.lacking.length > 0 && (
          <Button
            variant="outline"
            disabled={addLacking.isPending || addLacking.isSuccess}
            onClick={() => addLacking.mutate({ recipeId: plan.recipeId, ingredients: result.lacking, servings: plan.servings })}
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
 * "Cook this": first what it will do (the server's cook-preview: what it takes and lacks at the
 * planned servings), then what was taken and what was lacking, with a way to shop for it. Both
 * come from the same server computation, so they agree. Cooking offers to save the servings not
 * eaten as a leftover; a slot planned on a leftover eats it instead (issue 21).
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
    // offline (issue 21): nothing to show of what was taken yet; the dialog closes and says it is saved
    onQueued: ({ body }) => {
      toast({ title: plannerText.cookedOffline(plan.recipe.title), description: plannerText.cookedOfflineText(body?.leftovers !== undefined) });
      onClose();
    },
    meta: { errorTitle: plannerText.cookFailed },
  });
  return (
    <DialogContent className="md:max-w-md" onCloseAutoFocus={onCloseAutoFocus}>
      {result ? (
        <CookResult result={result} onClose={onClose} />
      ) : (
        <Confirm plan={plan} pending={cook.isPending} onCancel={onClose} onCook={(body) => cook.mutate({ id: plan.id, body, title: plan.recipe.title }, { onSuccess: (answer) => answer && setResult(answer) })} />
      )}
    </DialogContent>
  );
}
