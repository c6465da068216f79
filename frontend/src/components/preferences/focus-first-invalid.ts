import type { FieldErrors } from '@/lib/form-errors';

/** The validated preference fields in page order (each control carries `data-field`). */
const fieldOrder = ['storageAreasEnabled', 'householdSize', 'expirationAlertDays', 'cookingSkillLevel', 'preferredUnits'] as const;

/** Moves focus (and the view) to the first field with an error; a chip group focuses its first chip. */
export function focusFirstInvalid(form: HTMLElement, errors: FieldErrors): void {
  const field = fieldOrder.find((name) => errors[name]);
  if (!field) return;
  const target = form.querySelector<HTMLElement>(`[data-field="${field}"]`);
  const focusable = target?.matches('input, select, button') ? target : target?.querySelector<HTMLElement>('button, input');
  focusable?.focus();
  focusable?.scrollIntoView?.({ block: 'center' });
}
