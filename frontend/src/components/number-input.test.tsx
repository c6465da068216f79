import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NumberField, NumberInput, type NumberInputProps } from './number-input';

type FieldProps = Omit<NumberInputProps, 'value' | 'onValueChange'> & { label?: string; hint?: string; error?: string; initial?: string; onValueChange?: (value: string) => void };

function Controlled({ label = 'Servings', initial = '', onValueChange, ...props }: FieldProps) {
  const [value, setValue] = useState(initial);
  return (
    <NumberField
      label={label}
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange?.(next);
      }}
    />
  );
}

describe('NumberField', () => {
  it('is named by its label and reports what is typed, as text', async () => {
    const onValueChange = vi.fn();
    render(<Controlled label="Quantity" onValueChange={onValueChange} />);
    const box = screen.getByRole('textbox', { name: 'Quantity' });
    await userEvent.type(box, '1.5');
    expect(box).toHaveValue('1.5');
    expect(onValueChange).toHaveBeenLastCalledWith('1.5');
  });

  it('a decimal box keeps what the browser would wipe (a comma, a fraction) and can be emptied', async () => {
    const onValueChange = vi.fn();
    render(<Controlled label="Quantity" initial="2" onValueChange={onValueChange} />);
    const box = screen.getByRole('textbox', { name: 'Quantity' });
    expect(box).toHaveAttribute('inputmode', 'decimal');
    expect(box).toHaveAttribute('autocomplete', 'off');
    await userEvent.clear(box);
    expect(onValueChange).toHaveBeenLastCalledWith('');
    await userEvent.type(box, '1,5');
    expect(box).toHaveValue('1,5');
    await userEvent.clear(box);
    await userEvent.type(box, '½');
    expect(box).toHaveValue('½');
  });

  // the arrow keys and spin buttons are the platform's (jsdom has none): the box must be a real number box
  it('an integer box is a number box with its bounds and step, and flags a value out of bounds', async () => {
    const onValueChange = vi.fn();
    render(<Controlled kind="integer" min={1} max={3} initial="2" onValueChange={onValueChange} />);
    const box = screen.getByRole('spinbutton', { name: 'Servings' });
    expect(box).toHaveAttribute('inputmode', 'numeric');
    expect(box).toHaveAttribute('min', '1');
    expect(box).toHaveAttribute('max', '3');
    expect(box).toHaveAttribute('step', '1');
    expect(box).toHaveAttribute('type', 'number');
    expect(box).toBeValid();
    await userEvent.clear(box);
    expect(onValueChange).toHaveBeenLastCalledWith('');
    await userEvent.type(box, '12');
    expect(onValueChange).toHaveBeenLastCalledWith('12');
    expect(box).toHaveValue(12);
    expect(box).toBeInvalid();
  });

  it('takes another step', () => {
    render(<Controlled kind="integer" step={5} initial="30" />);
    expect(screen.getByRole('spinbutton', { name: 'Servings' })).toHaveAttribute('step', '5');
  });

  it('describes the box with its hint and its error, and marks it invalid', () => {
    render(<Controlled kind="integer" hint="1 to 12 people" error="Enter a whole number" />);
    const box = screen.getByRole('spinbutton', { name: 'Servings' });
    expect(box).toHaveAccessibleDescription('1 to 12 people Enter a whole number');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a whole number')).toBeInTheDocument();
  });

  it('is reached with Tab', async () => {
    render(<Controlled />);
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Servings' })).toHaveFocus();
  });
});

describe('NumberInput', () => {
  it('shows a sign inside the box without reading it as part of the name', () => {
    render(<NumberInput aria-label="Price" prefix="€" value="2.50" onValueChange={() => undefined} />);
    const box = screen.getByRole('textbox', { name: 'Price' });
    expect(box).toHaveValue('2.50');
    expect(screen.getByText('€')).toHaveAttribute('aria-hidden');
    expect(box.style.paddingLeft).toBe('1.85rem');
  });

  it('puts the unit after the box', () => {
    render(<NumberInput aria-label="Quantity of rice" suffix="cups" value="2" onValueChange={() => undefined} />);
    const box = screen.getByRole('textbox', { name: 'Quantity of rice' });
    expect(box.nextElementSibling).toHaveTextContent('cups');
  });

  it('takes the state its caller gives it', () => {
    render(<NumberInput aria-label="Quantity" value="1" onValueChange={() => undefined} disabled className="w-20" />);
    const box = screen.getByRole('textbox', { name: 'Quantity' });
    expect(box).toBeDisabled();
    expect(box).toHaveClass('w-20', 'tabular-nums');
  });
});
