import { applianceLimits, createApplianceBody, type Appliance, type ApplianceCategory } from '@sous/contracts';
import { useState, type FormEvent } from 'react';
import { ChipListInput } from '@/components/chip-list-input';
import { FormFooter } from '@/components/form-footer';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { fieldErrorsFrom, fieldErrorsFromZod, serverMessage, withFieldLabel, type FieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast-store';
import { useCreateAppliance, useUpdateAppliance } from '../api/appliances';
import { applianceBody, draftFromAppliance, type ApplianceDraft } from '../lib/appliance-draft';
import { typeFromCategory } from '../lib/group-appliances';
import { CategorySelect } from './category-select';

/**
 * Adds (`appliance` null, `initial` from the picker or a scan) or edits an appliance: every field of
 * spec 001 §3 appliances. Picking a category fills an empty type with its kind.
 */
export function ApplianceFormDialog({
  open,
  onOpenChange,
  appliance,
  initial,
  categories,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  appliance: Appliance | null;
  initial: ApplianceDraft;
  categories: readonly ApplianceCategory[];
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="md:max-w-2xl">
        {/* mounted on each opening, so the form starts from the appliance (or the prefill) every time */}
        <ApplianceForm appliance={appliance} initial={initial} categories={categories} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ApplianceForm({
  appliance,
  initial,
  categories,
  onDone,
}: {
  appliance: Appliance | null;
  initial: ApplianceDraft;
  categories: readonly ApplianceCategory[];
  onDone: () => void;
}) {
  const [draft, setDraft] = useState<ApplianceDraft>(() => (appliance ? draftFromAppliance(appliance) : initial));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateAppliance();
  const update = useUpdateAppliance();
  const pending = create.isPending || update.isPending;

  const set = <K extends keyof ApplianceDraft>(key: K, value: ApplianceDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const pickCategory = (id: string) => {
    const category = categories.find((c) => c.id === id);
    setDraft((d) => ({ ...d, categoryId: id, type: d.type.trim() === '' && category ? typeFromCategory(category.name) : d.type }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = applianceBody(draft);
    const parsed = createApplianceBody.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrorsFromZod(parsed.error));
      return;
    }
    setErrors({});
    setFormError(null);
    const done = (saved: Appliance) => {
      toast({ title: appliance ? 'Appliance updated' : 'Appliance added', description: saved.name, variant: 'success' });
      onDone();
    };
    const failed = (error: Error) => {
      const fields = fieldErrorsFrom(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFormError(serverMessage(error, 'Could not save the appliance. Please try again.'));
    };
    if (appliance) update.mutate({ id: appliance.id, changes: body }, { onSuccess: done, onError: failed });
    else create.mutate(body, { onSuccess: done, onError: failed });
  };

  const text = (key: 'customBrand' | 'customModel' | 'customCapacity' | 'customServingSize' | 'nickname', label: string, hint?: string) => (
    <Field label={label} hint={hint} error={withFieldLabel(label, errors[key])}>
      {(control) => <Input {...control} value={draft[key]} maxLength={applianceLimits.text} onChange={(e) => set(key, e.target.value)} />}
    </Field>
  );

  return (
    <>
      <DialogHeader>
        <DialogTitle>{appliance ? `Edit ${appliance.name}` : 'Add an appliance'}</DialogTitle>
        <DialogDescription>Recipes only call for specialty equipment your active appliances provide.</DialogDescription>
      </DialogHeader>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 md:grid-cols-2">
        <Field label="Category" error={withFieldLabel('Category', errors.categoryId)} className="md:col-span-2">
          {(control) => <CategorySelect control={control} categories={categories} value={draft.categoryId} onChange={pickCategory} />}
        </Field>
        <Field label="Name" error={withFieldLabel('Name', errors.name)}>
          {(control) => <Input {...control} value={draft.name} maxLength={applianceLimits.name} onChange={(e) => set('name', e.target.value)} />}
        </Field>
        <Field label="Type" hint="What it is, e.g. Air fryer" error={withFieldLabel('Type', errors.type)}>
          {(control) => <Input {...control} value={draft.type} maxLength={applianceLimits.type} onChange={(e) => set('type', e.target.value)} />}
        </Field>
        {text('customBrand', 'Brand')}
        {text('customModel', 'Model')}
        {text('nickname', 'Nickname')}
        {text('customCapacity', 'Capacity', 'e.g. 6 qt')}
        {text('customServingSize', 'Serves', 'e.g. 2-4 people')}
        <Field label="Capabilities" hint="e.g. Air fry, Pressure cook; press Enter after each" error={withFieldLabel('Capabilities', errors.customCapabilities)} className="md:col-span-2">
          {(control) => (
            <ChipListInput control={control} value={draft.customCapabilities} onChange={(next) => set('customCapabilities', next)} max={applianceLimits.capabilities} />
          )}
        </Field>
        <Field label="Purchase date" error={withFieldLabel('Purchase date', errors.purchaseDate)}>
          {(control) => <Input {...control} type="date" value={draft.purchaseDate} onChange={(e) => set('purchaseDate', e.target.value)} />}
        </Field>
        <Field label="Warranty ends" error={withFieldLabel('Warranty end', errors.warrantyEndDate)}>
          {(control) => <Input {...control} type="date" value={draft.warrantyEndDate} onChange={(e) => set('warrantyEndDate', e.target.value)} />}
        </Field>
        <Field label="Notes" error={withFieldLabel('Notes', errors.notes)} className="md:col-span-2">
          {(control) => <Textarea {...control} rows={2} value={draft.notes} maxLength={applianceLimits.notes} onChange={(e) => set('notes', e.target.value)} />}
        </Field>
        <Field label="Image URL" error={withFieldLabel('Image URL', errors.imageUrl)} className="md:col-span-2">
          {(control) => <Input {...control} type="url" value={draft.imageUrl} onChange={(e) => set('imageUrl', e.target.value)} />}
        </Field>
        <div className="flex items-center gap-3 md:col-span-2">
          <Switch id="appliance-active" checked={draft.isActive} onCheckedChange={(checked) => set('isActive', checked)} />
          <Label htmlFor="appliance-active">In use (recipes may count on it)</Label>
        </div>
        {formError && (
          <p role="alert" className="text-sm font-medium text-expired md:col-span-2">
            {formError}
          </p>
        )}
        <FormFooter className="md:col-span-2" onCancel={onDone} pending={pending} submitLabel={appliance ? 'Save changes' : 'Add appliance'} pendingLabel="Saving…" />
      </form>
    </>
  );
}
