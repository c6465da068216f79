import type { ComponentProps, ReactNode } from 'react';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';

export interface ChoiceFieldProps<V extends string> extends Omit<ComponentProps<'select'>, 'value' | 'onChange' | 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Each choice's text, e.g. a contract enum's labels. */
  labels: Record<V, string>;
  /** The order shown; the labels' own order when left out. A '' choice stands for "none" or "all". */
  choices?: readonly V[];
  value: V;
  onValueChange: (value: V) => void;
  /** The field's (label and select), e.g. a tighter gap in a filter bar. */
  className?: string;
}

/**
 * A labelled select over a fixed list of choices, with its label, hint and error wired to it. The
 * select's value is the choice itself, so the caller gets it back typed.
 */
export function ChoiceField<V extends string>({ label, hint, error, labels, choices, value, onValueChange, className, ...select }: ChoiceFieldProps<V>) {
  const shown = choices ?? (Object.keys(labels) as V[]);
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <NativeSelect {...select} {...control} value={value} onChange={(event) => onValueChange(event.target.value as V)}>
          {shown.map((choice) => (
            <option key={choice} value={choice}>
              {labels[choice]}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}
