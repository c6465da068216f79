import { storageIcons } from '@sous/contracts';
import { useId } from 'react';
import { cn } from '@/lib/utils';
import { inventoryText } from '../lib/inventory-text';
import { StorageIcon } from './storage-icon';

/** The four storage icons as a radio group of icon buttons (arrow keys move between them natively). */
export function StorageIconSelect({ value, onChange }: { value: string; onChange: (icon: string) => void }) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{inventoryText.icon}</legend>
      <div className="flex gap-2">
        {storageIcons.map((icon) => (
          <label
            key={icon}
            title={inventoryText.iconNames[icon]}
            className={cn(
              'flex size-11 cursor-pointer items-center justify-center rounded-md border bg-card transition-colors duration-150 hover:bg-accent has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
              value === icon && 'border-primary bg-accent text-accent-foreground',
            )}
          >
            <input type="radio" name={name} value={icon} checked={value === icon} onChange={() => onChange(icon)} className="sr-only" />
            <StorageIcon icon={icon} className="size-5" />
            <span className="sr-only">{inventoryText.iconNames[icon]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
