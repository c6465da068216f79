import type { StorageLocation } from '@sous/contracts';
import type { IsoDate } from '@sous/kitchen';
import { useState, type FormEvent } from 'react';
import { FormFooter } from '@/components/form-footer';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { FoodCard } from '../lib/food-cards';
import { inventoryText } from '../lib/inventory-text';
import { useExpiryPreview } from '../api/get-expiry-preview';
import { proposedExpiry, shownExpiry } from '../lib/move-expiry';
import { MoveExpiryChoice } from './move-expiry-choice';
import { StorageLocationField } from '@/components/storage-location-select';

function MoveForm({
  card,
  locations,
  today,
  pending,
  onMove,
  onCancel,
}: {
  card: FoodCard;
  locations: readonly StorageLocation[];
  today: IsoDate;
  pending: boolean;
  onMove: (location: StorageLocation, keepDate: boolean) => void;
  onCancel: () => void;
}) {
  const item = card.first;
  const others = locations.filter((l) => l.id !== item.storageLocationId);
  const [target, setTarget] = useState(others[0]?.id ?? '');
  const [keep, setKeep] = useState(false);
  const location = others.find((l) => l.id === target);
  const from = locations.find((l) => l.id === item.storageLocationId);
  // the server's date for the move (the household's figure included); the table's while it answers
  const answer = useExpiryPreview(location ? { id: item.id, storageLocationId: location.id } : null);
  const dated = shownExpiry(location ? proposedExpiry(item, from, location, today) : null, answer.data, today);
  const proposal = dated?.date ?? null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (location) onMove(location, keep && proposal !== null);
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{inventoryText.moveTitle(item.name)}</DialogTitle>
        <DialogDescription>{others.length > 0 ? inventoryText.moveDescription : inventoryText.noOtherLocation}</DialogDescription>
      </DialogHeader>
      {others.length > 0 && (
        <StorageLocationField
          label={inventoryText.moveTo.replace('…', '')}
          locations={others}
          value={target}
          onValueChange={(id) => {
            setTarget(id);
            setKeep(false);
          }}
          autoFocus
        />
      )}
      {proposal && location && (
        <MoveExpiryChoice locationName={location.name} proposal={proposal} householdDays={dated?.householdDays} currentDate={item.expirationDate} keep={keep} onKeepChange={setKeep} />
      )}
      <FormFooter onCancel={onCancel} cancelLabel={inventoryText.cancel} pending={pending} submitDisabled={others.length === 0} submitLabel={inventoryText.move} />
    </form>
  );
}

/**
 * Moves a food card (every lot) to another storage location; between fridge, freezer and pantry
 * it shows the date the move gives and offers to keep the current one.
 */
export function MoveDialog({
  card,
  locations,
  today,
  open,
  pending,
  onOpenChange,
  onMove,
  onCloseAutoFocus,
}: {
  card: FoodCard;
  locations: readonly StorageLocation[];
  today: IsoDate;
  open: boolean;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onMove: (location: StorageLocation, keepDate: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="md:max-w-md" onCloseAutoFocus={onCloseAutoFocus}>
        <MoveForm card={card} locations={locations} today={today} pending={pending} onMove={onMove} onCancel={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
