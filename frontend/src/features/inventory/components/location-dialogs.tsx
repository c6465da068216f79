import type { StorageLocation } from '@sous/contracts';
import { useState, type FormEvent } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormFooter } from '@/components/form-footer';
import { Alert } from '@/components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { fieldErrorsFrom, serverMessage, withFieldLabel } from '@/lib/form-errors';
import { toast } from '@/lib/toast-store';
import { useDeleteStorageLocation } from '../api/delete-storage-location';
import { useUpdateStorageLocation } from '../api/update-storage-location';
import { inventoryText } from '../lib/inventory-text';
import { isStorageIcon } from './storage-icon';
import { StorageIconSelect } from './storage-icon-select';
import { StorageLocationField } from '@/components/storage-location-select';

function RenameForm({ location, onDone }: { location: StorageLocation; onDone: () => void }) {
  const [name, setName] = useState(location.name);
  const [icon, setIcon] = useState<string>(location.icon);
  const [blank, setBlank] = useState(false);
  const update = useUpdateStorageLocation();
  const fieldErrors = fieldErrorsFrom(update.error);
  const nameError = blank
    ? 'Required'
    : (withFieldLabel(inventoryText.locationName, fieldErrors.name) ?? (update.error && !fieldErrors.icon ? serverMessage(update.error, inventoryText.actionFailedFallback) : undefined));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setBlank(true);
      return;
    }
    const body = {
      ...(name.trim() !== location.name ? { name: name.trim() } : {}),
      ...(icon !== location.icon && isStorageIcon(icon) ? { icon } : {}),
    };
    if (Object.keys(body).length === 0) {
      onDone();
      return;
    }
    update.mutate(
      { id: location.id, body },
      {
        onSuccess: (saved) => {
          toast({ variant: 'success', title: inventoryText.renamed(saved.name) });
          onDone();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{inventoryText.renameTitle(location.name)}</DialogTitle>
        <DialogDescription>{inventoryText.locationsDescription}</DialogDescription>
      </DialogHeader>
      <Field label={inventoryText.locationName} error={nameError}>
        {(control) => (
          <Input
            {...control}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setBlank(false);
            }}
            autoComplete="off"
            autoFocus
          />
        )}
      </Field>
      <StorageIconSelect value={icon} onChange={setIcon} />
      <FormFooter onCancel={onDone} cancelLabel={inventoryText.cancel} pending={update.isPending} submitLabel={inventoryText.save} />
    </form>
  );
}

export function RenameLocationDialog({ location, onClose }: { location: StorageLocation; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="md:max-w-md">
        <RenameForm location={location} onDone={onClose} />
      </DialogContent>
    </Dialog>
  );
}

/**
 * Deleting a location: an empty one goes at once; one that holds items needs another location for
 * them (`?moveTo=`), since the server refuses otherwise.
 */
export function DeleteLocationDialog({
  location,
  itemCount,
  locations,
  onClose,
}: {
  location: StorageLocation;
  itemCount: number;
  locations: readonly StorageLocation[];
  onClose: () => void;
}) {
  const others = locations.filter((l) => l.id !== location.id);
  const [moveTo, setMoveTo] = useState(others[0]?.id ?? '');
  const remove = useDeleteStorageLocation();
  const blocked = itemCount > 0 && others.length === 0;

  const confirm = () => {
    remove.mutate(
      { id: location.id, moveTo: itemCount > 0 ? moveTo : undefined },
      {
        onSuccess: () => {
          toast({ title: inventoryText.locationDeleted(location.name) });
          onClose();
        },
      },
    );
  };

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={inventoryText.deleteLocationTitle(location.name)}
      description={itemCount > 0 ? inventoryText.deleteFullLocation(itemCount) : inventoryText.deleteEmptyLocation}
      error={remove.error}
      errorFallback={inventoryText.actionFailedFallback}
      cancelLabel={inventoryText.cancel}
      confirmLabel={inventoryText.deleteLocation}
      destructive
      pending={remove.isPending}
      confirmDisabled={blocked}
      onConfirm={confirm}
    >
      {itemCount > 0 &&
        (blocked ? (
          <Alert>{inventoryText.noOtherLocation}</Alert>
        ) : (
          <StorageLocationField label={inventoryText.moveItemsTo} locations={others} value={moveTo} onValueChange={setMoveTo} />
        ))}
    </ConfirmDialog>
  );
}
