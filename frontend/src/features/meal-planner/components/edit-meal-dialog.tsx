import { mealPlanNotesMaxLength, type MealPlan, type UpdateMealPlanBody } from '@sous/contracts';
import { useState, type FormEvent } from 'react';
import { FormFooter } from '@/components/form-footer';
import { DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { NumberField } from '@/components/number-input';
import { plannerText } from '../lib/planner-text';
import { MAX_SERVINGS, servingsFrom } from '../lib/schedule-form';

/** The fields that differ, as a PATCH body (notes trimmed; blank clears them). */
export function editChanges(plan: Pick<MealPlan, 'servings' | 'notes'>, draft: { servings: string; notes: string }): UpdateMealPlanBody {
  const changes: UpdateMealPlanBody = {};
  const servings = servingsFrom(draft.servings);
  if (servings !== plan.servings) changes.servings = servings;
  const notes = draft.notes.trim() || null;
  if (notes !== (plan.notes ?? null)) changes.notes = notes;
  return changes;
}

/** Servings and notes of a planned meal. Rendered inside the page's one meal dialog. */
export function EditMealForm({ plan, onSave, onCancel, onCloseAutoFocus }: { plan: MealPlan; onSave: (changes: UpdateMealPlanBody) => void; onCancel: () => void; onCloseAutoFocus?: (event: Event) => void }) {
  const [draft, setDraft] = useState({ servings: String(plan.servings), notes: plan.notes ?? '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(editChanges(plan, draft));
  };
  return (
    <DialogContent className="md:max-w-md" onCloseAutoFocus={onCloseAutoFocus}>
      <form onSubmit={submit} className="flex flex-col gap-4">
        <DialogHeader>
          <DialogTitle>{plannerText.editTitle(plan.recipe.title)}</DialogTitle>
          <DialogDescription>{plannerText.editText}</DialogDescription>
        </DialogHeader>
        <NumberField
          label={plannerText.servingsLabel}
          kind="integer"
          min={1}
          max={MAX_SERVINGS}
          value={draft.servings}
          autoFocus
          onValueChange={(servings) => setDraft((d) => ({ ...d, servings }))}
        />
        <Field label={plannerText.notesOptional}>
          {(control) => (
            <Textarea
              {...control}
              value={draft.notes}
              rows={3}
              maxLength={mealPlanNotesMaxLength}
              placeholder={plannerText.notesPlaceholder}
              onChange={(event) => setDraft((d) => ({ ...d, notes: event.target.value }))}
            />
          )}
        </Field>
        <FormFooter onCancel={onCancel} cancelLabel={plannerText.cancel} submitLabel={plannerText.save} />
      </form>
    </DialogContent>
  );
}
