import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChoiceField } from './choice-field';

const sizeLabels = { s: 'Small', m: 'Medium', l: 'Large' } as const;
const optionTexts = (select: HTMLElement) => within(select).getAllByRole('option').map((option) => option.textContent);

describe('ChoiceField', () => {
  it('is named by its label, shows the labels in their own order and hands back the chosen value', async () => {
    const onValueChange = vi.fn();
    render(<ChoiceField label="Size" labels={sizeLabels} value="m" onValueChange={onValueChange} />);
    const select = screen.getByRole('combobox', { name: 'Size' });
    expect(select).toHaveValue('m');
    expect(optionTexts(select)).toEqual(['Small', 'Medium', 'Large']);
    await userEvent.selectOptions(select, 'Large');
    expect(onValueChange).toHaveBeenCalledWith('l');
  });

  it("follows `choices` for the order, with '' as the choice of none", async () => {
    const onValueChange = vi.fn();
    render(<ChoiceField label="Size" labels={{ '': 'Any size', ...sizeLabels }} choices={['', 'l', 's']} value="" onValueChange={onValueChange} />);
    const select = screen.getByRole('combobox', { name: 'Size' });
    expect(optionTexts(select)).toEqual(['Any size', 'Large', 'Small']);
    await userEvent.selectOptions(select, 'Small');
    expect(onValueChange).toHaveBeenLastCalledWith('s');
  });

  it('wires its error to the select', () => {
    render(<ChoiceField label="Size" labels={sizeLabels} value="s" error="Pick a size" onValueChange={() => {}} disabled />);
    const select = screen.getByRole('combobox', { name: 'Size' });
    expect(select).toBeInvalid();
    expect(select).toHaveAccessibleDescription('Pick a size');
    expect(select).toBeDisabled();
  });
});
