import { cn } from '@/lib/utils';
import { formatAmount } from '../lib/amount';

export type AmountChoice = number | 'custom';

const chip =
  'inline-flex min-h-11 items-center justify-center rounded-md border px-3 text-base font-semibold tabular-nums transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring md:min-h-10';

/**
 * The preset amounts and "Other" as one radio group: arrow keys move between them like any radio
 * group; a chosen preset is filled in, "Other" reveals the custom box (rendered by the form).
 */
export function AmountPicker({
  presets,
  currency,
  value,
  onChange,
}: {
  presets: readonly number[];
  currency: string;
  value: AmountChoice;
  onChange: (choice: AmountChoice) => void;
}) {
  const options: AmountChoice[] = [...presets, 'custom'];
  const move = (from: number, step: number) => {
    const next = options[(from + step + options.length) % options.length];
    onChange(next);
    document.getElementById(optionId(next))?.focus();
  };
  return (
    <div role="radiogroup" aria-label="Amount" className="grid grid-cols-2 gap-2 sm:grid-cols-5">
      {options.map((option, index) => {
        const checked = option === value;
        return (
          <button
            key={option}
            id={optionId(option)}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            onClick={() => onChange(option)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight' || event.key === 'ArrowDown') {
                event.preventDefault();
                move(index, 1);
              } else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') {
                event.preventDefault();
                move(index, -1);
              }
            }}
            className={cn(
              chip,
              checked ? 'border-primary bg-primary text-primary-foreground' : 'border-input bg-card text-foreground hover:bg-accent',
            )}
          >
            {option === 'custom' ? 'Other' : formatAmount(option, currency)}
          </button>
        );
      })}
    </div>
  );
}

const optionId = (option: AmountChoice) => `donation-amount-${option}`;
