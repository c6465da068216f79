import { Check, Plus, X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

const chipBase =
  'inline-flex min-h-11 max-w-full items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium transition-colors duration-150 select-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60 md:min-h-9 [&_svg]:size-4 [&_svg]:shrink-0';

/** An on/off choice shown as a chip: a button with `aria-pressed` (Space and Enter toggle it). */
export function ToggleChip({
  pressed,
  onPressedChange,
  className,
  children,
  ...props
}: Omit<ComponentProps<'button'>, 'onClick' | 'type'> & { pressed: boolean; onPressedChange: (pressed: boolean) => void }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={() => onPressedChange(!pressed)}
      className={cn(
        chipBase,
        pressed
          ? 'border-primary bg-accent text-accent-foreground hover:bg-accent/80'
          : 'border-input bg-card text-muted-foreground hover:bg-muted hover:text-foreground',
        className,
      )}
      {...props}
    >
      {pressed ? <Check aria-hidden /> : <Plus aria-hidden />}
      <span className="truncate">{children}</span>
    </button>
  );
}

/** A chip that is removed by clicking it; its accessible name says so ("Remove …"). */
export function RemovableChip({
  label,
  onRemove,
  className,
  ...props
}: Omit<ComponentProps<'button'>, 'onClick' | 'type' | 'children'> & { label: string; onRemove: () => void }) {
  return (
    <button
      type="button"
      onClick={onRemove}
      aria-label={`Remove ${label}`}
      className={cn(chipBase, 'border-primary bg-accent text-accent-foreground hover:bg-accent/80', className)}
      {...props}
    >
      <span className="truncate">{label}</span>
      <X aria-hidden />
    </button>
  );
}
