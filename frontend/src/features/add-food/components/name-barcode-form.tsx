import type { FoodResult } from '@sous/contracts';
import { ScanBarcode } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { fieldErrorsFrom, withFieldLabel } from '@/lib/form-errors';
import { useNameBarcodeProduct } from '../api/name-barcode-product';
import { addFoodText, browseCategories } from '../lib/add-food-text';

/**
 * "Name it once" (DESIGN §6): an unknown code gets a name, brand and category for the household,
 * and the named product goes straight to the details step.
 */
export function NameBarcodeForm({ code, onNamed }: { code: string; onNamed: (food: FoodResult) => void }) {
  const [title, setTitle] = useState('');
  const [brand, setBrand] = useState('');
  const [category, setCategory] = useState('');
  const [titleMissing, setTitleMissing] = useState(false);
  // field errors are shown at their fields; only the other failures get the toast
  const nameProduct = useNameBarcodeProduct({
    meta: { errorTitle: addFoodText.nameItFailedTitle, errorFallback: addFoodText.addFailedFallback, errorToast: (error) => Object.keys(fieldErrorsFrom(error)).length === 0 },
  });
  const serverErrors = fieldErrorsFrom(nameProduct.error);
  const listId = `barcode-categories-${code}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (title.trim() === '') {
      setTitleMissing(true);
      return;
    }
    nameProduct.mutate(
      { barcode: code, title: title.trim(), brand: brand.trim() || null, category: category.trim() || null },
      {
        onSuccess: (product) => onNamed(product.usda),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="name-barcode-title" className="flex flex-col gap-3 rounded-lg border bg-card p-4">
      <div className="flex items-start gap-3">
        <ScanBarcode aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="min-w-0">
          <h3 id="name-barcode-title" className="text-sm font-semibold tabular-nums">
            {addFoodText.nameItTitle(code)}
          </h3>
          <p className="text-sm text-muted-foreground">{addFoodText.nameItText}</p>
        </div>
      </div>
      <Field
        label={addFoodText.productName}
        error={titleMissing && title.trim() === '' ? 'Required' : withFieldLabel('Product name', serverErrors.title)}
      >
        {(control) => <Input {...control} value={title} onChange={(e) => setTitle(e.target.value)} autoComplete="off" />}
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={addFoodText.productBrand} error={withFieldLabel('Brand', serverErrors.brand)}>
          {(control) => <Input {...control} value={brand} onChange={(e) => setBrand(e.target.value)} autoComplete="off" />}
        </Field>
        <Field label={addFoodText.productCategory} error={withFieldLabel('Category', serverErrors.category)}>
          {(control) => (
            <>
              <Input {...control} list={listId} value={category} onChange={(e) => setCategory(e.target.value)} autoComplete="off" />
              <datalist id={listId}>
                {browseCategories.map((name) => (
                  <option key={name} value={name} />
                ))}
              </datalist>
            </>
          )}
        </Field>
      </div>
      <Button type="submit" disabled={nameProduct.isPending} className="self-end">
        {nameProduct.isPending && <Spinner />}
        {addFoodText.nameItSave}
      </Button>
    </form>
  );
}
