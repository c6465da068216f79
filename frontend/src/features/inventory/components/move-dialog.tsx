import type { FoodItem, StorageLocation } from '@sous/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { inventoryText } from '../lib/inventory-text';

function MoveForm({
  item,
  locations,
  pending,
  onMove,
  onCancel,
}: {
  item: FoodItem;
  locations: readonly StorageLocation[];
  pending: boolean;
  onMove: (location: StorageLocation) => void;
  onCancel: () => void;
}) {
  const others = locations.filter((l) => l.id !== item.storageLocationId);
  const [target, setTarget] = useState(others[0]?.id ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const location = others.find((l) => l.id === target);
    if (location) onMove(location);
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{inventoryText.moveTitle(item.name)}</DialogTitle>
        <DialogDescription>{others.length > 0 ? inventoryText.moveDescription : inventoryText.noOtherLocation}</DialogDescription>
      </DialogHeader>
      {others.length > 0 && (
        <Field label={inventoryText.moveTo.replace('…', '')}>
          {(control) => (
            <NativeSelect {...control} value={target} onChange={(event) => setTarget(event.target.value)} autoFocus>
              {others.map((location) => (
                <option key={location.id} value={location.id}>
                  {location.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          {inventoryText.cancel}
        </Button>
        <Button type="submit" disabled={pending || others.length === 0}>
          {pending && <Spinner />}
          {inventoryText.move}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Moves an item to another storage location. */
export function MoveDialog({
  item,
  locations,
  open,
  pending,
  onOpenChange,
  onMove,
  onCloseAutoFocus,
}: {
  item: FoodItem;
  locations: readonly StorageLocation[];
  open: boolean;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onMove: (location: StorageLocation) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="md:max-w-md" onCloseAutoFocus={onCloseAutoFocus}>
        <MoveForm item={item} locations={locations} pending={pending} onMove={onMove} onCancel={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
