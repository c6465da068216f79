import { ArrowDown, ArrowUp, Heading, ImageUp, Plus, Trash2 } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { type DraftErrors, type DraftRow, moveRow, newRowKey, type RecipeDraft } from './recipe-draft';

export const recipeEditorText = {
  title: 'Title',
  description: 'Description',
  servings: 'Servings',
  servingsHint: 'The number scaling starts from',
  yieldText: 'Yield',
  yieldHint: 'As written, e.g. "3 to 4 servings" or "1 loaf"',
  prepTime: 'Prep time',
  cookTime: 'Cook time',
  totalTime: 'Total time',
  timeHint: 'Minutes, or as written ("1 hr 10 min")',
  ingredients: 'Ingredients',
  instructions: 'Steps',
  note: 'Note',
  photo: 'Photo',
  photoHint: 'A web address of a picture, or upload one',
  uploadPhoto: 'Upload photo',
  uploading: 'Uploading…',
  removePhoto: 'Remove photo',
  uploadFailed: 'The photo could not be uploaded',
  addLine: { ingredients: 'Add ingredient', instructions: 'Add step' },
  addSection: 'Add heading',
  sectionLabel: (n: number) => `Heading ${n}`,
  lineLabel: { ingredients: (n: number) => `Ingredient ${n}`, instructions: (n: number) => `Step ${n}` },
  moveUp: (what: string) => `Move ${what} up`,
  moveDown: (what: string) => `Move ${what} down`,
  remove: (what: string) => `Remove ${what}`,
  emptyList: { ingredients: 'No ingredients yet: add the first one.', instructions: 'No steps yet: add the first one.' },
} as const;

type ListName = 'ingredients' | 'instructions';

/**
 * The fields of a recipe, shared by the cookbook's editor and the import review (issue 30): title,
 * servings and yield, times, ingredient and step lines with headings between them (add, remove,
 * move up and down with buttons, so it all works from the keyboard), note and photo.
 */
export function RecipeEditorFields({
  draft,
  onChange,
  errors = {},
  onUploadPhoto,
}: {
  draft: RecipeDraft;
  onChange: (draft: RecipeDraft) => void;
  errors?: DraftErrors;
  /** Uploads a picture and answers its URL; without it only a web address can be given. */
  onUploadPhoto?: (file: File) => Promise<string>;
}) {
  const set = <K extends keyof RecipeDraft>(key: K) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange({ ...draft, [key]: event.target.value });
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <Field label={recipeEditorText.title} error={errors.title}>
        {(control) => <Input {...control} value={draft.title} onChange={set('title')} maxLength={200} required />}
      </Field>
      <Field label={recipeEditorText.description}>{(control) => <Textarea {...control} rows={2} value={draft.description} onChange={set('description')} maxLength={1000} />}</Field>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field label={recipeEditorText.servings} hint={recipeEditorText.servingsHint} error={errors.servings}>
          {(control) => <Input {...control} inputMode="numeric" value={draft.servings} onChange={set('servings')} className="tabular-nums" />}
        </Field>
        <Field label={recipeEditorText.yieldText} hint={recipeEditorText.yieldHint}>
          {(control) => <Input {...control} value={draft.yieldText} onChange={set('yieldText')} maxLength={100} />}
        </Field>
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        {(['prepTime', 'cookTime', 'totalTime'] as const).map((key) => (
          <Field key={key} label={recipeEditorText[key]} hint={key === 'totalTime' ? recipeEditorText.timeHint : undefined}>
            {(control) => <Input {...control} value={draft[key]} onChange={set(key)} maxLength={key === 'totalTime' ? 60 : 20} className="tabular-nums" />}
          </Field>
        ))}
      </div>
      <RowsEditor list="ingredients" rows={draft.ingredients} error={errors.ingredients} onChange={(rows) => onChange({ ...draft, ingredients: rows })} />
      <RowsEditor list="instructions" rows={draft.instructions} error={errors.instructions} onChange={(rows) => onChange({ ...draft, instructions: rows })} />
      <Field label={recipeEditorText.note}>{(control) => <Textarea {...control} rows={2} value={draft.note} onChange={set('note')} maxLength={2000} />}</Field>
      <PhotoField value={draft.imageUrl} onChange={(imageUrl) => onChange({ ...draft, imageUrl })} onUpload={onUploadPhoto} />
    </div>
  );
}

function RowsEditor({ list, rows, error, onChange }: { list: ListName; rows: DraftRow[]; error?: string; onChange: (rows: DraftRow[]) => void }) {
  const container = useRef<HTMLFieldSetElement>(null);
  const errorId = `${list}-rows-error`;
  /** After a change, focus follows the row (a moved row keeps the button pressed; a new row its input). */
  const focusLater = (key: string, selector: string) =>
    requestAnimationFrame(() =>
      container.current
        ?.querySelector<HTMLElement>(
          selector
            .split(',')
            .map((part) => `[data-row="${key}"] ${part.trim()}`)
            .join(', '),
        )
        ?.focus(),
    );

  const add = (kind: DraftRow['kind']) => {
    const row: DraftRow = { key: newRowKey(), kind, text: '' };
    onChange([...rows, row]);
    focusLater(row.key, 'input, textarea');
  };
  const move = (index: number, by: -1 | 1) => {
    const key = rows[index].key;
    onChange(moveRow(rows, index, by));
    const target = index + by;
    // at an end the button is disabled: focus the other one of the row
    const atEnd = target === 0 || target === rows.length - 1;
    focusLater(key, atEnd ? `[data-move="${by === -1 ? 'down' : 'up'}"]` : `[data-move="${by === -1 ? 'up' : 'down'}"]`);
  };
  const remove = (index: number) => {
    const next = rows.filter((_, i) => i !== index);
    onChange(next);
    const neighbour = next[Math.min(index, next.length - 1)];
    if (neighbour) focusLater(neighbour.key, 'input, textarea');
    else requestAnimationFrame(() => container.current?.querySelector<HTMLElement>('[data-add="line"]')?.focus());
  };

  let lineNumber = 0;
  let sectionNumber = 0;
  return (
    <fieldset ref={container} className="flex min-w-0 flex-col gap-2" aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-2 text-sm font-medium">{recipeEditorText[list]}</legend>
      {rows.length === 0 && <p className="text-sm text-muted-foreground">{recipeEditorText.emptyList[list]}</p>}
      <ol className="flex flex-col gap-2">
        {rows.map((row, index) => {
          const label = row.kind === 'section' ? recipeEditorText.sectionLabel(++sectionNumber) : recipeEditorText.lineLabel[list](++lineNumber);
          const what = label.toLowerCase();
          const inputId = `${row.key}-text`;
          const change = (text: string) => onChange(rows.map((r) => (r.key === row.key ? { ...r, text } : r)));
          return (
            <li key={row.key} data-row={row.key} className={cn('flex items-start gap-1', row.kind === 'section' && 'mt-2')}>
              <label htmlFor={inputId} className="sr-only">
                {label}
              </label>
              {row.kind === 'line' && list === 'instructions' ? (
                <Textarea id={inputId} rows={2} value={row.text} onChange={(e) => change(e.target.value)} className="min-w-0 flex-1" maxLength={500} />
              ) : (
                <Input
                  id={inputId}
                  value={row.text}
                  onChange={(e) => change(e.target.value)}
                  maxLength={row.kind === 'section' ? 120 : 500}
                  placeholder={row.kind === 'section' ? 'For the sauce' : undefined}
                  className={cn('min-w-0 flex-1', row.kind === 'section' && 'font-semibold')}
                />
              )}
              <Button type="button" variant="ghost" size="icon" data-move="up" aria-label={recipeEditorText.moveUp(what)} disabled={index === 0} onClick={() => move(index, -1)}>
                <ArrowUp aria-hidden />
              </Button>
              <Button type="button" variant="ghost" size="icon" data-move="down" aria-label={recipeEditorText.moveDown(what)} disabled={index === rows.length - 1} onClick={() => move(index, 1)}>
                <ArrowDown aria-hidden />
              </Button>
              <Button type="button" variant="ghost" size="icon" aria-label={recipeEditorText.remove(what)} onClick={() => remove(index)}>
                <Trash2 aria-hidden />
              </Button>
            </li>
          );
        })}
      </ol>
      {error && <FieldError id={errorId}>{error}</FieldError>}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" data-add="line" onClick={() => add('line')}>
          <Plus aria-hidden />
          {recipeEditorText.addLine[list]}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => add('section')}>
          <Heading aria-hidden />
          {recipeEditorText.addSection}
        </Button>
      </div>
    </fieldset>
  );
}

function PhotoField({ value, onChange, onUpload }: { value: string; onChange: (url: string) => void; onUpload?: (file: File) => Promise<string> }) {
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = async (file: File | undefined) => {
    if (!file || !onUpload) return;
    setUploading(true);
    setProblem(null);
    try {
      onChange(await onUpload(file));
    } catch {
      setProblem(recipeEditorText.uploadFailed);
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };
  return (
    <Field label={recipeEditorText.photo} hint={recipeEditorText.photoHint} error={problem ?? undefined}>
      {(control) => (
        <div className="flex flex-col gap-2">
          {value && <img src={value} alt="" className="max-h-40 w-full rounded-md object-cover" />}
          <Input {...control} type="url" inputMode="url" value={value} onChange={(e) => onChange(e.target.value)} placeholder="https://" />
          <div className="flex flex-wrap gap-2">
            {onUpload && (
              <>
                <input ref={fileInput} type="file" accept="image/*" className="sr-only" tabIndex={-1} aria-hidden onChange={(e) => void upload(e.target.files?.[0])} />
                <Button type="button" variant="outline" size="sm" disabled={uploading} onClick={() => fileInput.current?.click()}>
                  <ImageUp aria-hidden />
                  {uploading ? recipeEditorText.uploading : recipeEditorText.uploadPhoto}
                </Button>
              </>
            )}
            {value && (
              <Button type="button" variant="ghost" size="sm" onClick={() => onChange('')}>
                {recipeEditorText.removePhoto}
              </Button>
            )}
          </div>
        </div>
      )}
    </Field>
  );
}
