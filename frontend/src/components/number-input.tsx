import type { ComponentProps, ReactNode } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

export interface NumberInputProps extends Omit<ComponentProps<'input'>, 'type' | 'inputMode' | 'value' | 'onChange' | 'prefix'> {
  /** What the person typed, kept as text: an empty box stays empty and "1,5" reaches the parser as typed. */
  value: string;
  onValueChange: (value: string) => void;
  /**
   * `integer` (servings, days, minutes): the platform's number box, with min/max/step, its spin
   * buttons and arrow keys. `decimal` (amounts, prices): free text on the decimal keypad, so "0.5",
   * "1,5" or "½" are not wiped by the browser before the caller's parser sees them.
   */
  kind?: 'integer' | 'decimal';
  /** A sign inside the box before the number (the currency's). */
  prefix?: string;
  /** Text after the box (the unit). */
  suffix?: ReactNode;
}

/** The number box: digits of even width, the phone's numeric keypad, no browser autofill. */
export function NumberInput({ value, onValueChange, kind = 'decimal', prefix, suffix, step, className, style, autoComplete = 'off', ...props }: NumberInputProps) {
  const input = (
    <Input
      {...props}
      type={kind === 'integer' ? 'number' : 'text'}
      inputMode={kind === 'integer' ? 'numeric' : 'decimal'}
      step={kind === 'integer' ? (step ?? 1) : undefined}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      autoComplete={autoComplete}
      className={cn('tabular-nums', className)}
      // room for the sign: about 0.6rem a character after the 0.75rem edge
      style={prefix ? { ...style, paddingLeft: `${1.25 + prefix.length * 0.6}rem` } : style}
    />
  );
  const boxed = prefix ? (
    <div className="relative">
      <span aria-hidden className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground">
        {prefix}
      </span>
      {input}
    </div>
  ) : (
    input
  );
  if (suffix === undefined) return boxed;
  return (
    <div className="flex min-w-0 items-center gap-1">
      {boxed}
      <span className="text-sm text-muted-foreground">{suffix}</span>
    </div>
  );
}

/** The number box with its label, hint and error wired to it; `className` is the box's. */
export function NumberField({ label, hint, error, ...input }: NumberInputProps & { label: ReactNode; hint?: ReactNode; error?: string }) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => <NumberInput {...input} {...control} />}
    </Field>
  );
}
