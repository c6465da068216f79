import { useId, useState, type KeyboardEvent } from 'react';
import { Input } from '@/components/ui/input';
import { RemovableChip } from '@/components/ui/toggle-chip';
import type { FieldControlProps } from '@/components/ui/field';

/**
 * A list of short texts edited as chips: type and press Enter (or a comma) to add, click a chip to
 * remove it. Duplicates (any case) and empty entries are not added. Used inside a `Field`.
 */
export function ChipListInput({
  value,
  onChange,
  placeholder,
  control,
  max,
}: {
  value: readonly string[];
  onChange: (next: string[]) => void;
  placeholder?: string;
  control: FieldControlProps;
  max?: number;
}) {
  const [draft, setDraft] = useState('');
  const listId = useId();
  const full = max !== undefined && value.length >= max;

  const add = () => {
    const text = draft.trim();
    if (!text || full) return;
    if (!value.some((item) => item.toLowerCase() === text.toLowerCase())) onChange([...value, text]);
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div className="flex flex-col gap-2">
      {value.length > 0 && (
        <ul id={listId} className="flex flex-wrap gap-2" aria-label="Added">
          {value.map((item) => (
            <li key={item} className="max-w-full">
              <RemovableChip label={item} onRemove={() => onChange(value.filter((other) => other !== item))} />
            </li>
          ))}
        </ul>
      )}
      <Input
        {...control}
        value={draft}
        disabled={full}
        placeholder={full ? 'List is full' : placeholder}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={add}
      />
    </div>
  );
}
