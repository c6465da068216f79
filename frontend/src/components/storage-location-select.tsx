import type { StorageLocation } from '@sous/contracts';
import type { ComponentProps, ReactNode } from 'react';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';

type Place = Pick<StorageLocation, 'id' | 'name'>;

export interface StorageLocationSelectProps extends Omit<ComponentProps<'select'>, 'value' | 'onChange' | 'children'> {
  locations: readonly Place[];
  value: string;
  onValueChange: (id: string) => void;
  /**
   * A choice before the household's places: "automatic", or the place a row already names that
   * is not (or no longer) one of them, so the select never shows a value it does not hold.
   */
  leadingOption?: { value: string; label: string };
}

/**
 * The select of a household's storage places. The bare control, for callers that label it their
 * own way (a receipt row's cell); `StorageLocationField` is the labelled one.
 */
export function StorageLocationSelect({ locations, value, onValueChange, leadingOption, ...props }: StorageLocationSelectProps) {
  return (
    <NativeSelect {...props} value={value} onChange={(event) => onValueChange(event.target.value)}>
      {leadingOption && <option value={leadingOption.value}>{leadingOption.label}</option>}
      {locations.map((location) => (
        <option key={location.id} value={location.id}>
          {location.name}
        </option>
      ))}
    </NativeSelect>
  );
}

/** The storage-place select with its label, hint and error wired to it. */
export function StorageLocationField({
  label,
  hint,
  error,
  className,
  ...select
}: StorageLocationSelectProps & { label: ReactNode; hint?: ReactNode; error?: string }) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => <StorageLocationSelect {...select} {...control} />}
    </Field>
  );
}
