import type { FoodItemListRow } from '@/lib/api/food-items';
import { iconForStorageName, type StorageLocation } from '@sous/contracts';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { fieldErrorsFrom, serverMessage, withFieldLabel } from '@/lib/form-errors';
import { toast } from '@/lib/toast-store';
import { useCreateStorageLocation } from '../api/create-storage-location';
import { storageHref } from '../lib/inventory-summary';
import { inventoryText } from '../lib/inventory-text';
import { DeleteLocationDialog, RenameLocationDialog } from './location-dialogs';
import { StorageIcon, isStorageIcon } from './storage-icon';
import { StorageIconSelect } from './storage-icon-select';

function AddLocationForm() {
  const [name, setName] = useState('');
  const [icon, setIcon] = useState<string | null>(null);
  const [blank, setBlank] = useState(false);
  const create = useCreateStorageLocation();
  const shownIcon = icon ?? iconForStorageName(name);
  const fieldErrors = fieldErrorsFrom(create.error);
  const error = blank
    ? 'Required'
    : (withFieldLabel(inventoryText.locationName, fieldErrors.name) ?? (create.error ? serverMessage(create.error, inventoryText.actionFailedFallback) : undefined));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setBlank(true);
      return;
    }
    create.mutate(
      { name: name.trim(), icon: isStorageIcon(shownIcon) ? shownIcon : undefined },
      {
        onSuccess: (location) => {
          toast({ variant: 'success', title: inventoryText.locationAdded(location.name) });
          setName('');
          setIcon(null);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 border-t pt-4">
      <div className="flex flex-col gap-2">
        <Label htmlFor="new-location-name">{inventoryText.newLocationName}</Label>
        <div className="flex gap-2">
          <Input
            id="new-location-name"
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setBlank(false);
              create.reset();
            }}
            placeholder={inventoryText.newLocationPlaceholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'new-location-error' : undefined}
            autoComplete="off"
          />
          <Button type="submit" disabled={create.isPending} className="shrink-0">
            {create.isPending ? <Spinner /> : <Plus aria-hidden />}
            {inventoryText.addLocation}
          </Button>
        </div>
        {error && <FieldError id="new-location-error">{error}</FieldError>}
      </div>
      <StorageIconSelect value={shownIcon} onChange={setIcon} />
    </form>
  );
}

/** The household's storage locations on /inventory: counts (live), links, rename, delete with move, add. */
export function StorageLocationsManager({ locations, items }: { locations: readonly StorageLocation[]; items: readonly FoodItemListRow[] }) {
  const [renaming, setRenaming] = useState<StorageLocation | null>(null);
  const [deleting, setDeleting] = useState<StorageLocation | null>(null);
  const counts = useMemo(() => {
    const map = new Map<string, number>();
    for (const item of items) if (item.storageLocationId) map.set(item.storageLocationId, (map.get(item.storageLocationId) ?? 0) + 1);
    return map;
  }, [items]);

  return (
    <Card>
      <CardHeader>
        <h2 className="leading-tight font-semibold">{inventoryText.locationsTitle}</h2>
        <CardDescription>{inventoryText.locationsDescription}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ul className="flex flex-col divide-y">
          {locations.map((location) => (
            <li key={location.id} className="flex items-center gap-2 py-1.5">
              <Link
                to={storageHref(location.name)}
                className="flex min-h-11 min-w-0 flex-1 items-center gap-3 rounded-md px-1 hover:bg-accent/60 focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
                  <StorageIcon icon={location.icon} className="size-4" />
                </span>
                <span className="min-w-0 flex-1 truncate font-medium">{location.name}</span>
                <Badge variant="outline" aria-label={inventoryText.itemCount(counts.get(location.id) ?? 0)}>
                  {counts.get(location.id) ?? 0}
                </Badge>
              </Link>
              <Button variant="ghost" size="icon" aria-label={`${inventoryText.rename} ${location.name}`} onClick={() => setRenaming(location)}>
                <Pencil aria-hidden />
              </Button>
              <Button variant="ghost" size="icon" aria-label={`${inventoryText.delete} ${location.name}`} onClick={() => setDeleting(location)}>
                <Trash2 aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
        <AddLocationForm />
      </CardContent>
      {renaming && <RenameLocationDialog key={renaming.id} location={renaming} onClose={() => setRenaming(null)} />}
      {deleting && (
        <DeleteLocationDialog
          key={deleting.id}
          location={deleting}
          itemCount={counts.get(deleting.id) ?? 0}
          locations={locations}
          onClose={() => setDeleting(null)}
        />
      )}
    </Card>
  );
}
