import { Plus } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useAddShoppingItem } from '../api/add-shopping-item';
import { formatAmount } from '../lib/group-items';
import { parseQuickAdd } from '../lib/quick-add';
import { shoppingText } from '../lib/shopping-text';

/**
 * One line to add an entry: "2 lb chicken" is read as amount, unit and name (a preview says how).
 * The box empties at once so the next entry can be typed; a failed add puts the text back.
 */
export function QuickAddForm() {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState(false);
  const add = useAddShoppingItem({ meta: { errorTitle: shoppingText.addFailed } });
  const parsed = parseQuickAdd(text);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.ok) {
      setError(parsed.reason === 'noName');
      inputRef.current?.focus();
      return;
    }
    const typed = text;
    setText('');
    setError(false);
    add.mutate(parsed.body, {
      // Give the text back so nothing typed is lost, unless the cook already typed something new.
      onError: () => setText((current) => (current === '' ? typed : current)),
    });
    inputRef.current?.focus();
  };

  const preview = parsed.ok ? shoppingText.quickAddPreview(formatAmount(parsed.body.quantity?.toString() ?? null, parsed.body.unit ?? null), parsed.body.ingredient) : '';

  return (
    <form onSubmit={submit} className="mb-6 flex flex-col gap-1.5" aria-label={shoppingText.quickAddLabel}>
      <label htmlFor={id} className="text-sm font-medium">
        {shoppingText.quickAddLabel}
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          ref={inputRef}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError(false);
          }}
          placeholder={shoppingText.quickAddPlaceholder}
          autoComplete="off"
          enterKeyHint="done"
          maxLength={160}
          data-shortcut-focus
          aria-invalid={error || undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        />
        <Button type="submit" className="shrink-0">
          <Plus aria-hidden />
          {shoppingText.add}
        </Button>
      </div>
      {error ? (
        <FieldError id={`${id}-error`}>{shoppingText.nameRequired}</FieldError>
      ) : (
        <p id={`${id}-hint`} className="min-h-5 text-xs text-muted-foreground" aria-live="polite">
          {preview || shoppingText.quickAddHint}
        </p>
      )}
    </form>
  );
}
