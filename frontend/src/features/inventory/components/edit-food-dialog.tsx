import { FOOD_GROUPS, type IsoDate } from '@sous/kitchen';
import type { StorageLocation } from '@sous/contracts';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { FormFooter } from '@/components/form-footer';
import { Alert } from '@/components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import type { FieldErrors } from '@/lib/form-errors';
import { useExpiryPreview } from '../api/get-expiry-preview';
import { draftFor, editErrors, editRequests, lotOf, lotPriceChange, moveProposal, previewAsk, unitChangeHint, type EditDraft, type EditRequest } from '../lib/edit-food';
import type { FoodCard } from '../lib/food-cards';
import { inventoryText } from '../lib/inventory-text';
import { shownExpiry } from '../lib/move-expiry';
import { formatAmount } from '../lib/item-list';
import { expiryLabel } from './expiry-badge';
import { LotPriceField } from './lot-price-field';
import { MoveExpiryChoice } from './move-expiry-choice';
import { StorageLocationField } from '@/components/storage-location-select';
import { NumberField } from '@/components/number-input';

const commonUnits = ['item', 'g', 'kg', 'oz', 'lb', 'ml', 'l', 'cup', 'package', 'can', 'bottle', 'bunch', 'dozen', 'slice'];
const categories = [...new Set(Object.values(FOOD_GROUPS))].sort();
const noErrors: FieldErrors = {};

function EditForm({
  card,
  locations,
  today,
  pending,
  serverErrors,
  onSave,
  onCancel,
}: {
  card: FoodCard;
  locations: readonly StorageLocation[];
  today: IsoDate;
  pending: boolean;
  serverErrors: FieldErrors;
  onSave: (requests: EditRequest[]) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<EditDraft>(() => draftFor(card));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [nothing, setNothing] = useState(false);
  const lot = lotOf(card, draft);
  // what the chosen lot cost (issue 21), kept beside the draft: a price is for the lot's amount after the
  // edit. Empty unless typed: the stored per-unit price only gives an estimate, shown as one (issue 29)
  const [price, setPrice] = useState('');
  const [removePrice, setRemovePrice] = useState(false);
  // the server's date for a move (the household's figure included); the table's while it answers
  const answer = useExpiryPreview(previewAsk(card, draft));
  const dated = shownExpiry(moveProposal(card, draft, locations, today), answer.data, today);
  const proposal = dated?.date ?? null;
  const target = locations.find((l) => l.id === draft.storageLocationId);
  const shown = { ...serverErrors, ...errors };
  const set = (changes: Partial<EditDraft>) => {
    setDraft((current) => ({ ...current, ...changes }));
    setErrors((current) => (Object.keys(current).length === 0 ? current : {}));
    setNothing(false);
  };
  const idPrefix = `edit-${card.first.id}`;
  const form = useRef<HTMLFormElement>(null);
  // after a refused save (here or by the server), focus goes to the first field in error, in form order
  const [attempts, setAttempts] = useState(0);
  useEffect(() => {
    if (attempts > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts, serverErrors]);
  const categoryList = useMemo(() => (draft.foodCategory && !categories.includes(draft.foodCategory as never) ? [draft.foodCategory, ...categories] : categories), [draft.foodCategory]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const requests = editRequests(card, draft, proposal);
    const priced = lotPriceChange(price, removePrice);
    if ('error' in priced) {
      setErrors({ price: priced.error });
      setAttempts((count) => count + 1);
      return;
    }
    if (priced.change) {
      // the price is the chosen lot's own change: it joins that lot's PATCH (never a card-wide one), sent last
      const own = requests.find((request) => request.item.id === lot.id && (request as { cardLots?: unknown }).cardLots === undefined);
      if (own) own.changes = { ...own.changes, ...priced.change };
      else requests.push({ item: lot, changes: priced.change });
    }
    if (requests.length === 0) {
      setNothing(true);
      return;
    }
    const found = editErrors(requests, today);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setAttempts((count) => count + 1);
      return;
    }
    setAttempts((count) => count + 1);
    onSave(requests);
  };

  return (
    <form ref={form} onSubmit={submit} noValidate className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{inventoryText.editTitle(card.first.name)}</DialogTitle>
        <DialogDescription>{inventoryText.editDescription}</DialogDescription>
      </DialogHeader>
      {nothing && <Alert>{inventoryText.nothingChanged}</Alert>}

      {card.lots.length > 1 && (
        <Field label={inventoryText.lot}>
          {(control) => (
            <NativeSelect
              {...control}
              value={draft.lotId}
              onChange={(event) => {
                const chosen = card.lots.find((l) => l.id === event.target.value) ?? card.first;
                set({ lotId: chosen.id, quantity: chosen.quantity, unit: chosen.unit, expirationDate: chosen.expirationDate ?? '' });
                setPrice('');
                setRemovePrice(false);
              }}
            >
              {card.lots.map((l) => (
                <option key={l.id} value={l.id}>
                  {inventoryText.lotOption(formatAmount(l.quantity, l.unit), expiryLabel(l.expirationDate, today))}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      )}

      <Field label={inventoryText.name} error={shown.name}>
        {(control) => (
          <Input {...control} value={draft.name} onChange={(event) => set({ name: event.target.value })} autoComplete="off" autoFocus />
        )}
      </Field>

      <div className="grid grid-cols-2 gap-3">
        <NumberField label={inventoryText.quantity} error={shown.quantity} value={draft.quantity} onValueChange={(quantity) => set({ quantity })} />
        <Field label={inventoryText.unit} error={shown.unit}>
          {(control) => (
            <>
              <Input {...control} list={`${idPrefix}-units`} value={draft.unit} onChange={(event) => set({ unit: event.target.value })} autoComplete="off" />
              <datalist id={`${idPrefix}-units`}>
                {commonUnits.map((unit) => (
                  <option key={unit} value={unit} />
                ))}
              </datalist>
            </>
          )}
        </Field>
      </div>
      {unitChangeHint(lot, draft) && (
        <p role="status" className="-mt-2 text-xs text-muted-foreground">
          {unitChangeHint(lot, draft)}
        </p>
      )}

      <LotPriceField
        lot={lot}
        value={price}
        removing={removePrice}
        error={shown.price}
        onChange={(value) => {
          setPrice(value);
          set({});
        }}
        onRemoveChange={(removing) => {
          setRemovePrice(removing);
          set({});
        }}
      />

      <Field label={inventoryText.category} hint={inventoryText.categoryHint} error={shown.foodCategory}>
        {(control) => (
          <>
            <Input
              {...control}
             
              list={`${idPrefix}-categories`}
              value={draft.foodCategory}
              onChange={(event) => set({ foodCategory: event.target.value })}
              autoComplete="off"
            />
            <datalist id={`${idPrefix}-categories`}>
              {categoryList.map((category) => (
                <option key={category} value={category} />
              ))}
            </datalist>
          </>
        )}
      </Field>

      <StorageLocationField
        label={inventoryText.storageLocation}
        error={shown.storageLocationId}
        locations={locations}
        value={draft.storageLocationId}
        onValueChange={(id) => set({ storageLocationId: id, keepDate: false })}
      />
      {proposal && target && (
        <MoveExpiryChoice
          locationName={target.name}
          proposal={proposal}
          householdDays={dated?.householdDays}
          currentDate={lot.expirationDate}
          keep={draft.keepDate}
          onKeepChange={(keepDate) => set({ keepDate })}
        />
      )}

      <Field label={inventoryText.expirationDate} hint={inventoryText.noExpiryHint} error={shown.expirationDate}>
        {(control) => (
          <Input
            {...control}
           
            type="date"
            min={today}
            value={draft.expirationDate}
            onChange={(event) => set({ expirationDate: event.target.value })}
          />
        )}
      </Field>

      <FormFooter onCancel={onCancel} cancelLabel={inventoryText.cancel} pending={pending} submitLabel={inventoryText.save} />
    </form>
  );
}

/**
 * Edit everything about a food card (issue 16): name, amount and unit (a new unit converts the
 * amount when it can), category, place (a move to another kind of place proposes the new date,
 * with the choice to keep the old one) and expiry. Escape or Cancel closes it without a request.
 */
export function EditFoodDialog({
  card,
  locations,
  today,
  open,
  pending,
  serverErrors = noErrors,
  onOpenChange,
  onSave,
  onCloseAutoFocus,
}: {
  card: FoodCard;
  locations: readonly StorageLocation[];
  today: IsoDate;
  open: boolean;
  pending: boolean;
  serverErrors?: FieldErrors;
  onOpenChange: (open: boolean) => void;
  onSave: (requests: EditRequest[]) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="md:max-w-md" onCloseAutoFocus={onCloseAutoFocus}>
        <EditForm
          card={card}
          locations={locations}
          today={today}
          pending={pending}
          serverErrors={serverErrors}
          onSave={onSave}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
