import type { StorageLocation } from '@sous/contracts';
import { categoryDisplayName, daysBetween } from '@sous/kitchen';
import { ArrowLeft, Plus } from 'lucide-react';
import type { FormEvent, Ref } from 'react';
import { CategoryIcon } from '@/components/category-icon';
import { PriceField } from '@/components/price-field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { addFoodText } from '../lib/add-food-text';
import type { AddFoodDetails, DetailErrors, SelectedFood } from '../lib/add-food-state';
import { StorageLocationField } from '@/components/storage-location-select';
import { NumberField } from '@/components/number-input';

const commonUnits = ['item', 'g', 'kg', 'oz', 'lb', 'ml', 'l', 'cup', 'package', 'can', 'bottle', 'bunch', 'dozen', 'slice'];

/** The details step: where it is kept, until when, how much; Back to Search or Add to Inventory. */
export function DetailsStep({
  selected,
  details,
  storageLocationId,
  locations,
  today,
  defaultExpiry,
  errors,
  missing,
  pending,
  headingRef,
  onChange,
  onBack,
  onSubmit,
}: {
  selected: SelectedFood | null;
  details: AddFoodDetails;
  /** The location in effect: the chosen one, else the default. */
  storageLocationId: string;
  locations: readonly StorageLocation[];
  today: string;
  defaultExpiry: string;
  errors: DetailErrors;
  missing: string | null;
  pending: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  onChange: (field: keyof AddFoodDetails, value: string) => void;
  onBack: () => void;
  onSubmit: () => void;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const detail = selected ? [selected.brandOwner, categoryDisplayName(selected.foodCategory)].filter(Boolean).join(' · ') : '';
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="flex items-center gap-3 rounded-lg border bg-card p-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <CategoryIcon category={selected?.foodCategory} className="size-5" />
        </span>
        <div className="min-w-0">
          <h3 ref={headingRef} tabIndex={-1} className="line-clamp-2 font-semibold break-words outline-none">
            {selected?.name}
          </h3>
          <p className="truncate text-xs text-muted-foreground">{detail}</p>
        </div>
      </div>

      {missing && <Alert variant="destructive">{missing}</Alert>}

      <StorageLocationField
        label={addFoodText.storageLocation}
        hint={locations.length === 0 ? addFoodText.noStorageLocations : undefined}
        locations={locations}
        value={storageLocationId}
        onValueChange={(id) => onChange('storageLocationId', id)}
        disabled={locations.length === 0}
      />

      <Field label={addFoodText.expirationDate} hint={addFoodText.expirationHint(defaultExpiry, daysBetween(today, defaultExpiry))} error={errors.expirationDate}>
        {(control) => (
          <Input
            {...control}
            type="date"
            min={today}
            value={details.expirationDate}
            onChange={(event) => onChange('expirationDate', event.target.value)}
          />
        )}
      </Field>

      <div className="grid grid-cols-2 gap-3">
        <NumberField label={addFoodText.quantity} error={errors.quantity} value={details.quantity} onValueChange={(value) => onChange('quantity', value)} />
        <Field label={addFoodText.unit} error={errors.unit}>
          {(control) => (
            <>
              <Input {...control} list="add-food-units" value={details.unit} onChange={(event) => onChange('unit', event.target.value)} autoComplete="off" />
              <datalist id="add-food-units">
                {commonUnits.map((unit) => (
                  <option key={unit} value={unit} />
                ))}
              </datalist>
            </>
          )}
        </Field>
      </div>

      <PriceField value={details.price} error={errors.price} onChange={(value) => onChange('price', value)} />

      <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-between">
        <Button variant="outline" onClick={onBack} disabled={pending}>
          <ArrowLeft aria-hidden />
          {addFoodText.backToSearch}
        </Button>
        <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
          {pending ? <Spinner /> : <Plus aria-hidden />}
          {pending ? addFoodText.adding : addFoodText.addToInventory}
        </Button>
      </div>
    </form>
  );
}
