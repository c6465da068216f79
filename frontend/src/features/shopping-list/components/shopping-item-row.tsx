import type { ShoppingItem, UpdateShoppingItemBody } from '@sous/contracts';
import { parseQuantity } from '@sous/kitchen';
import { Check, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { NumberInput } from '@/components/number-input';
import { toast } from '@/lib/toast-store';
import { cn } from '@/lib/utils';
import { useDeleteShoppingItem } from '../api/delete-shopping-item';
import { useUpdateShoppingItem } from '../api/update-shopping-item';
import { formatAmount } from '../lib/group-items';
import { shoppingText } from '../lib/shopping-text';

/** The fields of an inline edit that differ from the entry, as a PATCH body; null when invalid. */
export function editChanges(
  item: Pick<ShoppingItem, 'ingredient' | 'quantity' | 'unit'>,
  draft: { ingredient: string; quantity: string; unit: string },
): { changes: UpdateShoppingItemBody } | { error: 'name' | 'quantity' } {
  const ingredient = draft.ingredient.trim();
  if (ingredient === '') return { error: 'name' };
  const quantityText = draft.quantity.trim();
  const quantity = quantityText === '' ? null : quantityText;
  if (quantity !== null) {
    const value = parseQuantity(quantity);
    if (value === null || value <= 0 || !/^(\d+(\.\d+)?|\d+\/\d+|\d+ \d+\/\d+)$/.test(quantity)) return { error: 'quantity' };
  }
  const unit = draft.unit.trim() === '' ? null : draft.unit.trim();
  const changes: UpdateShoppingItemBody = {};
  if (ingredient !== item.ingredient) changes.ingredient = ingredient;
  if (quantity !== (item.quantity ?? null)) changes.quantity = quantity;
  if (unit !== (item.unit ?? null)) changes.unit = unit;
  return { changes };
}

function EditForm({ item, onDone }: { item: ShoppingItem; onDone: (saved: boolean) => void }) {
  const id = useId();
  const [draft, setDraft] = useState({ ingredient: item.ingredient, quantity: item.quantity ?? '', unit: item.unit ?? '' });
  const [error, setError] = useState<'name' | 'quantity' | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const update = useUpdateShoppingItem(item.id, { meta: { errorTitle: shoppingText.updateFailed } });

  useEffect(() => {
    nameRef.current?.focus();
    nameRef.current?.select();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = editChanges(item, draft);
    if ('error' in result) {
      setError(result.error);
      return;
    }
    if (Object.keys(result.changes).length > 0) update.mutate({ id: item.id, changes: result.changes });
    onDone(true);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onDone(false);
    }
  };

  return (
    <form onSubmit={submit} onKeyDown={onKeyDown} aria-label={shoppingText.edit(item.ingredient)} className="flex flex-1 flex-wrap items-start gap-2 py-1.5">
      <div className="flex min-w-40 flex-[3_1_12rem] flex-col gap-1">
        <label htmlFor={`${id}-name`} className="sr-only">
          {shoppingText.name}
        </label>
        <Input
          id={`${id}-name`}
          ref={nameRef}
          value={draft.ingredient}
          maxLength={120}
          aria-invalid={error === 'name' || undefined}
          aria-describedby={error === 'name' ? `${id}-error` : undefined}
          onChange={(event) => setDraft({ ...draft, ingredient: event.target.value })}
        />
      </div>
      <div className="flex flex-[1_1_5rem] flex-col gap-1">
        <label htmlFor={`${id}-quantity`} className="sr-only">
          {shoppingText.quantity}
        </label>
        <NumberInput
          id={`${id}-quantity`}
          value={draft.quantity}
          placeholder={shoppingText.quantity}
          aria-invalid={error === 'quantity' || undefined}
          aria-describedby={error === 'quantity' ? `${id}-error` : undefined}
          onValueChange={(quantity) => setDraft({ ...draft, quantity })}
        />
      </div>
      <div className="flex flex-[1_1_5rem] flex-col gap-1">
        <label htmlFor={`${id}-unit`} className="sr-only">
          {shoppingText.unit}
        </label>
        <Input
          id={`${id}-unit`}
          value={draft.unit}
          maxLength={30}
          placeholder={shoppingText.unit}
          onChange={(event) => setDraft({ ...draft, unit: event.target.value })}
        />
      </div>
      <div className="flex gap-2">
        <Button type="submit" size="sm">
          {shoppingText.save}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => onDone(false)}>
          {shoppingText.cancel}
        </Button>
      </div>
      {error && (
        <FieldError id={`${id}-error`} className="basis-full">
          {error === 'name' ? shoppingText.nameRequired : shoppingText.quantityInvalid}
        </FieldError>
      )}
    </form>
  );
}

/**
 * One entry: a single tap anywhere on it checks it off (the whole row is the checkbox, at least
 * 44 px tall), with edit and remove beside it. The change shows at once; see useUpdateShoppingItem.
 */
export function ShoppingItemRow({ item, onToggle }: { item: ShoppingItem; onToggle?: (item: ShoppingItem) => void }) {
  const [editing, setEditing] = useState(false);
  const recipeId = useId();
  const editButton = useRef<HTMLButtonElement>(null);
  // the row only sends check changes (edits go through EditForm's own mutation)
  const update = useUpdateShoppingItem(item.id, { meta: { errorTitle: shoppingText.checkFailed(item.ingredient) } });
  const remove = useDeleteShoppingItem({
    onSuccess: () => toast({ title: shoppingText.removed(item.ingredient) }),
    meta: { errorTitle: shoppingText.removeFailed },
  });
  const amount = formatAmount(item.quantity, item.unit);

  if (editing) {
    return (
      <li className="flex items-center gap-2 rounded-lg border bg-card px-3">
        <EditForm
          item={item}
          onDone={() => {
            setEditing(false);
            requestAnimationFrame(() => editButton.current?.focus());
          }}
        />
      </li>
    );
  }

  return (
    <li
      className={cn(
        'group flex items-stretch gap-1 rounded-lg border bg-card pr-1 transition-colors duration-150',
        item.isChecked && 'bg-muted/50',
        remove.isPending && 'opacity-60',
      )}
      data-testid="shopping-item"
      data-item-id={item.id}
    >
      <button
        type="button"
        role="checkbox"
        aria-checked={item.isChecked}
        aria-label={amount ? `${item.ingredient}, ${amount}` : item.ingredient}
        aria-describedby={item.recipeTitle ? recipeId : undefined}
        title={item.isChecked ? shoppingText.uncheck(item.ingredient) : shoppingText.check(item.ingredient)}
        disabled={remove.isPending}
        onClick={() => {
          onToggle?.(item);
          update.mutate({ id: item.id, changes: { isChecked: !item.isChecked } });
        }}
        className="flex min-h-12 min-w-0 flex-1 items-center gap-3 rounded-l-lg py-2 pl-3 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <span
          aria-hidden
          className={cn(
            'flex size-6 shrink-0 items-center justify-center rounded-full border-2 transition-colors duration-150',
            item.isChecked ? 'border-primary bg-primary text-primary-foreground' : 'border-input bg-card group-hover:border-primary',
          )}
        >
          {item.isChecked && <Check className="size-4" strokeWidth={3} />}
        </span>
        <span className="flex min-w-0 flex-col">
          <span className={cn('truncate text-base md:text-sm', item.isChecked && 'text-muted-foreground line-through')}>
            {amount && <span className="mr-1.5 font-medium tabular-nums">{amount}</span>}
            {item.ingredient}
          </span>
          {item.recipeTitle && <span id={recipeId} className="truncate text-xs text-muted-foreground">{shoppingText.forRecipe(item.recipeTitle)}</span>}
        </span>
      </button>
      <div className="flex shrink-0 items-center">
        <Button
          ref={editButton}
          variant="ghost"
          size="icon"
          aria-label={shoppingText.edit(item.ingredient)}
          title={shoppingText.edit(item.ingredient)}
          disabled={remove.isPending}
          onClick={() => setEditing(true)}
        >
          <Pencil aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="text-muted-foreground hover:text-expired"
          aria-label={shoppingText.remove(item.ingredient)}
          title={shoppingText.remove(item.ingredient)}
          disabled={remove.isPending}
          onClick={() => remove.mutate(item.id)}
        >
          {remove.isPending ? <Spinner /> : <Trash2 aria-hidden />}
        </Button>
      </div>
    </li>
  );
}
