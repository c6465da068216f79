import { mealPlanMealTypes, type MealPlan } from '@sous/contracts';
import { useState, type FormEvent } from 'react';
import { FormFooter } from '@/components/form-footer';
import { DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { plannerText } from '../lib/planner-text';
import type { MealType } from '../lib/schedule-form';
import { type IsoDate } from '../lib/week';
import { DatePicker } from './date-picker';

/** Moves a meal to another day and/or meal: the keyboard way to do what dragging does. */
export function MoveMealForm({
  plan,
  onMove,
  onCancel,
  onCloseAutoFocus,
}: {
  plan: MealPlan;
  onMove: (target: { date: IsoDate; mealType: MealType }) => void;
  onCancel: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const [date, setDate] = useState<IsoDate>(plan.date);
  const [mealType, setMealType] = useState<MealType>(plan.mealType);
  const unchanged = date === plan.date && mealType === plan.mealType;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (unchanged) onCancel();
    else onMove({ date, mealType });
  };
  return (
    <DialogContent className="md:max-w-md" onCloseAutoFocus={onCloseAutoFocus}>
      <form onSubmit={submit} className="flex flex-col gap-4">
        <DialogHeader>
          <DialogTitle>{plannerText.moveTitle(plan.recipe.title)}</DialogTitle>
          <DialogDescription>{plannerText.moveText}</DialogDescription>
        </DialogHeader>
        <Field label={plannerText.date}>{(control) => <DatePicker control={control} value={date} onChange={setDate} />}</Field>
        <Field label={plannerText.mealType}>
          {(control) => (
            <NativeSelect {...control} value={mealType} onChange={(event) => setMealType(event.target.value as MealType)}>
              {mealPlanMealTypes.map((type) => (
                <option key={type} value={type}>
                  {plannerText.mealTypes[type]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <FormFooter onCancel={onCancel} cancelLabel={plannerText.cancel} submitDisabled={unchanged} submitLabel={plannerText.move} />
      </form>
    </DialogContent>
  );
}
