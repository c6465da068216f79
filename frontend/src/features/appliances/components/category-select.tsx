import type { ApplianceCategory } from '@sous/contracts';
import type { FieldControlProps } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { categoryOptions } from '../lib/group-appliances';

/** The category tree as a native select: each group, then its kinds (the group itself is pickable too). */
export function CategorySelect({
  categories,
  value,
  onChange,
  control,
  emptyLabel = 'No category',
}: {
  categories: readonly ApplianceCategory[];
  value: string;
  onChange: (id: string) => void;
  control?: FieldControlProps;
  emptyLabel?: string;
}) {
  return (
    <NativeSelect {...control} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{emptyLabel}</option>
      {categoryOptions(categories).map(({ group, children }) => (
        <optgroup key={group.id} label={group.name}>
          <option value={group.id}>{group.name} (other)</option>
          {children.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </optgroup>
      ))}
    </NativeSelect>
  );
}
