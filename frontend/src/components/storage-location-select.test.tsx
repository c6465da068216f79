import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { StorageLocationField, StorageLocationSelect } from './storage-location-select';

const places = [
  { id: 'fridge', name: 'Fridge' },
  { id: 'freezer', name: 'Freezer' },
  { id: 'pantry', name: 'Pantry' },
];

function Controlled({ onValueChange, ...props }: Partial<Parameters<typeof StorageLocationField>[0]> & { onValueChange?: (id: string) => void }) {
  const [value, setValue] = useState(props.value ?? 'fridge');
  return (
    <StorageLocationField
      label="Storage location"
      locations={places}
      {...props}
      value={value}
      onValueChange={(id) => {
        setValue(id);
        onValueChange?.(id);
      }}
    />
  );
}

describe('StorageLocationField', () => {
  it('is named by its label and lists the places in their order', () => {
    render(<Controlled />);
    const select = screen.getByRole('combobox', { name: 'Storage location' });
    expect(select).toHaveValue('fridge');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Fridge', 'Freezer', 'Pantry']);
  });

  it('reports the chosen place by id', async () => {
    const onValueChange = vi.fn();
    render(<Controlled onValueChange={onValueChange} />);
    const select = screen.getByRole('combobox', { name: 'Storage location' });
    await userEvent.selectOptions(select, 'Pantry');
    expect(onValueChange).toHaveBeenLastCalledWith('pantry');
    expect(select).toHaveValue('pantry');

  });

  it('is reached with Tab (a native select: the platform gives it arrow keys and its picker)', async () => {
    render(<Controlled />);
    await userEvent.tab();
    expect(screen.getByRole('combobox', { name: 'Storage location' })).toHaveFocus();
  });

  it('describes the select with its hint and its error, and marks it invalid', () => {
    render(<Controlled hint="Where it is kept" error="Choose where it goes" />);
    const select = screen.getByRole('combobox', { name: 'Storage location' });
    expect(select).toHaveAccessibleDescription('Where it is kept Choose where it goes');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Choose where it goes')).toBeInTheDocument();
  });

  it('is neither invalid nor described when there is nothing to say', () => {
    render(<Controlled />);
    const select = screen.getByRole('combobox', { name: 'Storage location' });
    expect(select).not.toHaveAttribute('aria-invalid');
    expect(select).not.toHaveAttribute('aria-describedby');
  });

  it('puts a leading choice before the places', async () => {
    const onValueChange = vi.fn();
    render(<Controlled value="auto" leadingOption={{ value: 'auto', label: 'Where each belongs' }} onValueChange={onValueChange} />);
    const select = screen.getByRole('combobox', { name: 'Storage location' });
    expect(select).toHaveValue('auto');
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('Where each belongs');
    await userEvent.selectOptions(select, 'Freezer');
    expect(onValueChange).toHaveBeenLastCalledWith('freezer');
  });
});

describe('StorageLocationSelect', () => {
  it('takes the name and state its caller gives it', () => {
    render(<StorageLocationSelect aria-label="Location, line 2" locations={places} value="freezer" onValueChange={() => undefined} disabled />);
    const select = screen.getByRole('combobox', { name: 'Location, line 2' });
    expect(select).toHaveValue('freezer');
    expect(select).toBeDisabled();
  });
});
