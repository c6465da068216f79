import { mealPlanMealTypes, mealPlanNotesMaxLength, type MealPlan } from '@sous/contracts';
import type { FoodItemListRow } from '@/lib/api/food-items';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { NumberField } from '@/components/number-input';
import { toast } from '@/lib/toast-store';
import { useCreateMealPlan } from '../api/create-meal-plan';
import { useHouseholdSize } from '../api/household-size';
import type { PlannerRecipe } from '../api/recipes';
import { plannerText } from '../lib/planner-text';
import { MAX_SERVINGS, validateSchedule, type MealType, type ScheduleDraft } from '../lib/schedule-form';
import { formatFullDay } from '../lib/week';
import { DatePicker } from './date-picker';
import { LeftoverChoices } from './leftover-choices';
import { RecipePicker } from './recipe-picker';

export interface ScheduleSlot {
  date: string;
  mealType: MealType;
}

/** What a slot is planned with: a recipe to cook, or a leftover of it to eat (issue 21). */
type PlanChoice = Pick<PlannerRecipe, 'id' | 'title'> & { leftover?: { id: string; quantity: string } };

const fromLeftover = (item: FoodItemListRow): PlanChoice => ({ id: item.recipeId ?? '', title: item.name, leftover: { id: item.id, quantity: item.quantity } });

function ScheduleForm({
  recipe,
  slot,
  servings: givenServings,
  onChangeRecipe,
  onDone,
}: {
  recipe: PlanChoice;
  slot: Partial<ScheduleSlot>;
  servings?: number;
  onChangeRecipe?: () => void;
  onDone: (plan?: MealPlan) => void;
}) {
  const [draft, setDraft] = useState<Omit<ScheduleDraft, 'servings'>>({
    recipeId: recipe.id,
    date: slot.date ?? '',
    mealType: slot.mealType ?? 'dinner',
    notes: '',
    leftoverItemId: recipe.leftover?.id,
  });
  // Until the cook types a number, a meal is planned for the household (issue 16), not for 1;
  // a leftover for as many of them as it feeds; a recipe card's for the servings it was scaled to
  const householdSize = useHouseholdSize();
  const [typedServings, setTypedServings] = useState<string | null>(null);
  const leftoverServings = recipe.leftover ? Math.max(1, Math.floor(Number(recipe.leftover.quantity)) || 1) : null;
  const planned =
    leftoverServings !== null ? Math.min(leftoverServings, householdSize ?? leftoverServings) : (givenServings ?? householdSize ?? 1);
  const servings = typedServings ?? String(planned);
  const [dateError, setDateError] = useState<string>();
  const dateButton = useRef<HTMLButtonElement>(null);
  const create = useCreateMealPlan({
    title: recipe.title,
    onSuccess: (plan) => {
      toast({
        variant: 'success',
        title: plannerText.scheduled,
        description: plannerText.scheduledText(recipe.title, plan.mealType, formatFullDay(plan.date)),
      });
      onDone(plan);
    },
    // offline: the plan waits in the outbox; the dialog closes as it would online
    onQueued: () => {
      toast({ title: plannerText.scheduledOffline, description: plannerText.scheduledOfflineText(recipe.title, draft.mealType, formatFullDay(draft.date)) });
      onDone();
    },
    meta: { errorTitle: plannerText.scheduleFailed },
  });

  const pickedHere = onChangeRecipe !== undefined;
  useEffect(() => {
    // Coming from the recipe list, whose buttons are gone: focus moves on to the date.
    if (pickedHere) dateButton.current?.focus();
  }, [pickedHere]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateSchedule({ ...draft, servings });
    if (!result.ok) {
      setDateError(result.errors.date);
      dateButton.current?.focus();
      return;
    }
    create.mutate(result.body);
  };

  return (
    <form onSubmit={submit} noValidate className="flex min-w-0 flex-col gap-4">
      <Field label={plannerText.recipe}>
        {(control) => (
          <div className="flex gap-2">
            <Input {...control} value={recipe.title} readOnly className="bg-muted/50" />
            {onChangeRecipe && (
              <Button variant="outline" onClick={onChangeRecipe} disabled={create.isPending}>
                {plannerText.changeRecipe}
              </Button>
            )}
          </div>
        )}
      </Field>
      <Field label={plannerText.date} error={dateError}>
        {(control) => (
          <DatePicker
            control={control}
            buttonRef={dateButton}
            value={draft.date}
            onChange={(date) => {
              setDraft((d) => ({ ...d, date }));
              setDateError(undefined);
            }}
          />
        )}
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label={plannerText.mealType}>
          {(control) => (
            <NativeSelect {...control} value={draft.mealType} onChange={(event) => setDraft((d) => ({ ...d, mealType: event.target.value as MealType }))}>
              {mealPlanMealTypes.map((type) => (
                <option key={type} value={type}>
                  {plannerText.mealTypes[type]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <NumberField label={plannerText.servingsLabel} kind="integer" min={1} max={MAX_SERVINGS} value={servings} onValueChange={setTypedServings} />
      </div>
      <Field label={plannerText.notesOptional}>
        {(control) => (
          <Textarea
            {...control}
            value={draft.notes}
            maxLength={mealPlanNotesMaxLength}
            rows={3}
            placeholder={plannerText.notesPlaceholder}
            onChange={(event) => setDraft((d) => ({ ...d, notes: event.target.value }))}
          />
        )}
      </Field>
      <DialogFooter>
        <Button variant="outline" onClick={() => onDone()} disabled={create.isPending}>
          {plannerText.cancel}
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending && <Spinner />}
          {create.isPending ? plannerText.scheduling : plannerText.schedule}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * Schedule Meal (spec 001 §2): first a recipe from the cookbook (unless one is given), then the
 * date ('Pick a date'), meal type, servings and notes. Opened from a slot, date and meal type are
 * filled in. The only Schedule dialog (issue 19): the recipe card's Schedule opens this one too,
 * with its recipe and the servings it was scaled to.
 */
export function ScheduleMealDialog({
  open,
  onOpenChange,
  slot,
  recipe: givenRecipe,
  servings,
  onScheduled,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  slot: Partial<ScheduleSlot>;
  recipe?: Pick<PlannerRecipe, 'id' | 'title'>;
  /** Servings to start from for the given recipe (else the household's size). */
  servings?: number;
  onScheduled?: (plan: MealPlan) => void;
}) {
  const [picked, setPicked] = useState<PlanChoice | null>(null);
  const recipe: PlanChoice | null = givenRecipe ?? picked;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setPicked(null);
        onOpenChange(next);
      }}
    >
      <DialogContent className="md:max-w-lg">
        <DialogHeader>
          <DialogTitle>{plannerText.scheduleTitle}</DialogTitle>
          <DialogDescription>{recipe ? plannerText.scheduleSubtitle : plannerText.pickRecipe}</DialogDescription>
        </DialogHeader>
        {open &&
          (recipe ? (
            <ScheduleForm
              key={recipe.leftover?.id ?? recipe.id}
              recipe={recipe}
              slot={slot}
              servings={givenRecipe ? servings : undefined}
              onChangeRecipe={givenRecipe ? undefined : () => setPicked(null)}
              onDone={(plan) => {
                setPicked(null);
                onOpenChange(false);
                if (plan) onScheduled?.(plan);
              }}
            />
          ) : (
            <div className="flex min-w-0 flex-col gap-4">
              <LeftoverChoices onPick={(item) => setPicked(fromLeftover(item))} />
              <RecipePicker onPick={setPicked} />
            </div>
          ))}
      </DialogContent>
    </Dialog>
  );
}
