import type { StorageLocation } from '@sous/contracts';
import { storagePlaceOf } from '@sous/kitchen';
import { useId } from 'react';
import { StorageLocationField } from '@/components/storage-location-select';
import { Switch } from '@/components/ui/switch';
import { NumberField } from '@/components/number-input';
import { leftoverText } from '../lib/leftover-text';

export interface LeftoversDraft {
  save: boolean;
  servings: string;
  storageLocationId: string;
}

/** Fridges first, then freezers: where cooked food keeps; other places only when there is neither. */
export function leftoverPlaces(locations: readonly StorageLocation[]): StorageLocation[] {
  const rank = (location: StorageLocation) => {
    const place = storagePlaceOf(location.name) ?? storagePlaceOf(location.icon);
    return place === 'fridge' ? 0 : place === 'freezer' ? 1 : 2;
  };
  const cold = locations.filter((location) => rank(location) < 2);
  return [...(cold.length > 0 ? cold : locations)].sort((a, b) => rank(a) - rank(b));
}

/** "Save leftovers" of the cook dialog: on/off, how many servings, fridge or freezer. */
export function SaveLeftoversFields({
  draft,
  places,
  disabled,
  onChange,
}: {
  draft: LeftoversDraft;
  places: readonly StorageLocation[];
  disabled?: boolean;
  onChange: (draft: LeftoversDraft) => void;
}) {
  const switchId = useId();
  return (
    <section className="flex flex-col gap-3 rounded-md border p-3" aria-labelledby={switchId}>
      <div className="flex items-center justify-between gap-3">
        <label id={switchId} htmlFor={`${switchId}-switch`} className="text-sm font-semibold">
          {leftoverText.saveLeftovers}
        </label>
        <Switch
          id={`${switchId}-switch`}
          checked={draft.save}
          disabled={disabled || places.length === 0}
          onCheckedChange={(save) => onChange({ ...draft, save })}
        />
      </div>
      {places.length === 0 ? (
        <p className="text-xs text-muted-foreground">{leftoverText.noPlace}</p>
      ) : (
        draft.save && (
          <div className="grid grid-cols-2 gap-3">
            <NumberField
              label={leftoverText.servings}
              kind="integer"
              min={1}
              max={100}
              value={draft.servings}
              disabled={disabled}
              onValueChange={(servings) => onChange({ ...draft, servings })}
            />
            <StorageLocationField
              label={leftoverText.place}
              locations={places}
              value={draft.storageLocationId}
              disabled={disabled}
              onValueChange={(id) => onChange({ ...draft, storageLocationId: id })}
            />
          </div>
        )
      )}
      {draft.save && places.length > 0 && <p className="text-xs text-muted-foreground">{leftoverText.saveLeftoversHint}</p>}
    </section>
  );
}
