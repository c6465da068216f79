import { mealPlanMealTypes, type Recipe } from '@sous/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useScheduleMeal } from '@/lib/api/schedule-meal';
import { serverMessage } from '@/lib/form-errors';
import { toast } from '@/lib/toast-store';
import { DateField, formatLongDate } from './date-field';
import { recipeCardText } from './recipe-text';

type MealType = (typeof mealPlanMealTypes)[number];
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Spec 001 §2 Schedule Meal dialog. */
export function ScheduleMealDialog({
  recipe,
  servings: initialServings,
  open,
  onOpenChange,
}: {
  recipe: Pick<Recipe, 'id' | 'title' | 'mealType'>;
  servings: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const defaultMeal: MealType = (mealPlanMealTypes as readonly string[]).includes(recipe.mealType ?? '') ? (recipe.mealType as MealType) : 'dinner';
  const [date, setDate] = useState('');
  const [mealType, setMealType] = useState<MealType>(defaultMeal);
  const [servings, setServings] = useState(String(initialServings));
  const [notes, setNotes] = useState('');
  const [dateError, setDateError] = useState<string | undefined>();

  const reset = () => {
    setDate('');
    setMealType(defaultMeal);
    setServings(String(initialServings));
    setNotes('');
    setDateError(undefined);
  };

  const schedule = useScheduleMeal({
    title: recipe.title,
    onSuccess: (plan) => {
      toast({ variant: 'success', title: recipeCardText.scheduled, description: recipeCardText.scheduledDescription(recipe.title, plan.mealType, formatLongDate(plan.date)) });
      reset();
      onOpenChange(false);
    },
    // offline: the plan waits in the outbox; the dialog closes as it would online
    onQueued: (body) => {
      toast({ title: recipeCardText.scheduledOffline, description: recipeCardText.scheduledOfflineDescription(recipe.title, body.mealType ?? mealType, formatLongDate(body.date)) });
      reset();
      onOpenChange(false);
    },
    onError: (error) => toast({ variant: 'destructive', title: recipeCardText.scheduleFailed, description: serverMessage(error, error.message) }),
  });

  const submit = () => {
    if (!date) {
      setDateError(recipeCardText.selectDate);
      return;
    }
    const count = Number.parseInt(servings, 10);
    const trimmed = notes.trim();
    schedule.mutate({
      date,
      mealType,
      recipeId: recipe.id,
      servings: Number.isInteger(count) && count >= 1 ? count : 1,
      notes: trimmed === '' ? undefined : trimmed,
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Schedule Meal</DialogTitle>
          <DialogDescription>{recipeCardText.scheduleSubtitle}</DialogDescription>
        </DialogHeader>
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Field label="Recipe">{(control) => <Input {...control} value={recipe.title} readOnly />}</Field>
          <Field label="Date" error={dateError}>
            {(control) => (
              <DateField
                control={control}
                value={date}
                onChange={(next) => {
                  setDate(next);
                  setDateError(undefined);
                }}
              />
            )}
          </Field>
          <Field label="Meal type">
            {(control) => (
              <NativeSelect {...control} value={mealType} onChange={(e) => setMealType(e.target.value as MealType)}>
                {mealPlanMealTypes.map((type) => (
                  <option key={type} value={type}>
                    {capitalize(type)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <Field label="Servings">
            {(control) => <Input {...control} type="number" inputMode="numeric" min={1} value={servings} onChange={(e) => setServings(e.target.value)} />}
          </Field>
          <Field label="Notes (optional)">
            {(control) => <Textarea {...control} value={notes} onChange={(e) => setNotes(e.target.value)} placeholder={recipeCardText.notesPlaceholder} rows={3} />}
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={schedule.isPending}>
              {schedule.isPending ? recipeCardText.scheduling : recipeCardText.scheduleMeal}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
