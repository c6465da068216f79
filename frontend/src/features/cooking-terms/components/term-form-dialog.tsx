import { cookingTermCategories, cookingTermDifficulties, cookingTermLimits, createCookingTermBody, type CookingTerm } from '@sous/contracts';
import { useState, type FormEvent } from 'react';
import { ChipListInput } from '@/components/chip-list-input';
import { FormFooter } from '@/components/form-footer';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { fieldErrorsFrom, fieldErrorsFromZod, serverMessage, withFieldLabel, type FieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast-store';
import { useCreateCookingTerm, useUpdateCookingTerm } from '../api/cooking-term-writes';
import { bodyOf, categoryLabel, draftOf, emptyDraft, type TermDraft } from '../lib/term-filter';

type ListField = 'tools' | 'tips' | 'relatedTerms' | 'searchTerms';
const lists: { field: ListField; label: string; placeholder: string }[] = [
  { field: 'tools', label: 'Tools needed', placeholder: 'e.g. Chef’s knife, then Enter' },
  { field: 'tips', label: 'Pro tips', placeholder: 'A tip, then Enter' },
  { field: 'relatedTerms', label: 'Related techniques', placeholder: 'e.g. Brunoise, then Enter' },
  { field: 'searchTerms', label: 'Search terms', placeholder: 'Other spellings that point here, then Enter' },
];

/** Create (no `term`) or edit one glossary entry, every field of spec 001 §3 cooking_terms. */
export function TermFormDialog({ open, onOpenChange, term }: { open: boolean; onOpenChange: (open: boolean) => void; term: CookingTerm | null }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="md:max-w-2xl">
        {/* mounted on each opening, so the form starts from the term (or blank) every time */}
        <TermForm term={term} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function TermForm({ term, onDone }: { term: CookingTerm | null; onDone: () => void }) {
  const [draft, setDraft] = useState<TermDraft>(() => (term ? draftOf(term) : emptyDraft()));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateCookingTerm();
  const update = useUpdateCookingTerm();
  const pending = create.isPending || update.isPending;

  const set = <K extends keyof TermDraft>(key: K, value: TermDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = bodyOf(draft);
    const parsed = createCookingTermBody.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrorsFromZod(parsed.error));
      return;
    }
    setErrors({});
    setFormError(null);
    const done = (saved: CookingTerm) => {
      toast({ title: term ? 'Term updated' : 'Term added', description: `${saved.term} is in the glossary.`, variant: 'success' });
      onDone();
    };
    const failed = (error: Error) => {
      const fields = fieldErrorsFrom(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFormError(serverMessage(error, 'Could not save the term. Please try again.'));
    };
    if (term) update.mutate({ id: term.id, changes: body }, { onSuccess: done, onError: failed });
    else create.mutate(body, { onSuccess: done, onError: failed });
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>{term ? `Edit “${term.term}”` : 'New cooking term'}</DialogTitle>
        <DialogDescription>Recipe cards highlight the term and its search terms in instructions.</DialogDescription>
      </DialogHeader>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 md:grid-cols-2">
        <Field label="Term" error={withFieldLabel('Term', errors.term)}>
          {(control) => <Input {...control} value={draft.term} maxLength={cookingTermLimits.term} onChange={(e) => set('term', e.target.value)} required />}
        </Field>
        <Field label="Category" error={withFieldLabel('Category', errors.category)}>
          {(control) => (
            <NativeSelect {...control} value={draft.category} onChange={(e) => set('category', e.target.value)}>
              {cookingTermCategories.map((c) => (
                <option key={c} value={c}>
                  {categoryLabel(c)}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label="Short definition" hint="One line, shown on hover." error={withFieldLabel('Short definition', errors.shortDefinition)} className="md:col-span-2">
          {(control) => (
            <Input {...control} value={draft.shortDefinition} maxLength={cookingTermLimits.shortDefinition} onChange={(e) => set('shortDefinition', e.target.value)} />
          )}
        </Field>
        <Field label="Long definition" hint="Shown in the popover." error={withFieldLabel('Long definition', errors.longDefinition)} className="md:col-span-2">
          {(control) => <Textarea {...control} rows={3} value={draft.longDefinition} onChange={(e) => set('longDefinition', e.target.value)} />}
        </Field>
        <Field label="Difficulty" error={withFieldLabel('Difficulty', errors.difficulty)}>
          {(control) => (
            <NativeSelect {...control} value={draft.difficulty} onChange={(e) => set('difficulty', e.target.value)}>
              <option value="">Not set</option>
              {cookingTermDifficulties.map((d) => (
                <option key={d} value={d}>
                  {categoryLabel(d)}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label="Time estimate" hint="e.g. 2-5 minutes" error={withFieldLabel('Time estimate', errors.timeEstimate)}>
          {(control) => <Input {...control} value={draft.timeEstimate} maxLength={cookingTermLimits.timeEstimate} onChange={(e) => set('timeEstimate', e.target.value)} />}
        </Field>
        {lists.map(({ field, label, placeholder }) => (
          <Field key={field} label={label} error={withFieldLabel(label, errors[field])} className="md:col-span-2">
            {(control) => (
              <ChipListInput control={control} value={draft[field]} onChange={(next) => set(field, next)} placeholder={placeholder} max={cookingTermLimits.listItems} />
            )}
          </Field>
        ))}
        <Field label="Image URL" error={withFieldLabel('Image URL', errors.imageUrl)}>
          {(control) => <Input {...control} type="url" value={draft.imageUrl} onChange={(e) => set('imageUrl', e.target.value)} />}
        </Field>
        <Field label="Video URL" error={withFieldLabel('Video URL', errors.videoUrl)}>
          {(control) => <Input {...control} type="url" value={draft.videoUrl} onChange={(e) => set('videoUrl', e.target.value)} />}
        </Field>
        {formError && (
          <p role="alert" className="text-sm font-medium text-expired md:col-span-2">
            {formError}
          </p>
        )}
        <FormFooter className="md:col-span-2" onCancel={onDone} pending={pending} submitLabel={term ? 'Save changes' : 'Add term'} pendingLabel="Saving…" />
      </form>
    </>
  );
}
