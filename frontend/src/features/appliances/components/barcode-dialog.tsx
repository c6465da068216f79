import { applianceBarcodeParams, type ApplianceBarcodeLookup } from '@sous/contracts';
import { useState, type FormEvent } from 'react';
import { FormFooter } from '@/components/form-footer';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { serverMessage } from '@/lib/form-errors';
import { useLookUpApplianceBarcode } from '../api/appliances';

/**
 * Looks a typed (or hardware-scanned) code up. A known product continues to the form prefilled; an
 * unknown one continues to an empty form, so the appliance is still added.
 */
export function BarcodeDialog({
  open,
  onOpenChange,
  onFound,
  onUnknown,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onFound: (found: ApplianceBarcodeLookup) => void;
  onUnknown: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <BarcodeForm onCancel={() => onOpenChange(false)} onFound={onFound} onUnknown={onUnknown} />
      </DialogContent>
    </Dialog>
  );
}

function BarcodeForm({ onCancel, onFound, onUnknown }: { onCancel: () => void; onFound: (found: ApplianceBarcodeLookup) => void; onUnknown: () => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [unknown, setUnknown] = useState(false);
  const lookUp = useLookUpApplianceBarcode();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = applianceBarcodeParams.safeParse({ code });
    if (!parsed.success) {
      setError(`Barcode ${parsed.error.issues[0]?.message ?? 'is not valid'}`);
      return;
    }
    setError(undefined);
    setUnknown(false);
    lookUp.mutate(parsed.data.code, {
      onSuccess: onFound,
      onError: (failure) => {
        if (failure instanceof ApiError && failure.status === 404) setUnknown(true);
        else setError(serverMessage(failure, 'Could not look the barcode up. Please try again.'));
      },
    });
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>Add by barcode</DialogTitle>
        <DialogDescription>Type the number under the barcode, or scan it with a USB or Bluetooth scanner.</DialogDescription>
      </DialogHeader>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <Field label="Barcode" error={error}>
          {(control) => <Input {...control} inputMode="numeric" autoComplete="off" autoFocus value={code} onChange={(e) => setCode(e.target.value)} />}
        </Field>
        {unknown && (
          <div role="status" className="flex flex-col gap-2 rounded-md border border-dashed p-3 text-sm">
            <p>Product not found. Nobody has named this barcode yet.</p>
            <Button type="button" variant="outline" onClick={onUnknown}>
              Enter the details yourself
            </Button>
          </div>
        )}
        <FormFooter onCancel={onCancel} pending={lookUp.isPending} submitLabel="Look up" pendingLabel="Looking up…" />
      </form>
    </>
  );
}
