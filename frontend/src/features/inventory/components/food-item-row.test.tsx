import { addDays, todayIn } from '@sous/kitchen';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { groupIntoCards } from '../lib/food-cards';
import { fridge, lot, pantry } from '@/test/food-item-fixture';
import { FoodItemRow } from './food-item-row';
import { foodItemsFirstPageUrl } from '@/lib/api/food-items';

const today = todayIn(new Date());
const buttermilk = lot('b1', { name: 'Buttermilk', foodKey: 'buttermilk', quantity: '2', unit: 'pint', expirationDate: addDays(today, 12) });

function renderRow(showPlace?: boolean) {
  stubFetch({ [foodItemsFirstPageUrl]: { status: 200, body: [buttermilk] } });
  renderWithProviders(<FoodItemRow card={groupIntoCards([buttermilk])[0]} locations={[fridge, pantry]} today={today} showPlace={showPlace} />);
  return screen.getByRole('article', { name: 'Buttermilk' });
}

describe('list row on a phone (issue 29: names cut to one letter at 375 px)', () => {
  it('gives the name its own line, the whole width of it: nothing else shares the line', () => {
    const row = renderRow();
    const name = within(row).getByTestId('row-name');
    expect(name).toHaveTextContent('Buttermilk');
    // a long name wraps to a second line rather than being cut ('Bone-in chicken thighs' at 375 px)
    expect(name).toHaveClass('min-w-0', 'flex-1', 'line-clamp-2', 'break-words');
    expect(name).not.toHaveClass('truncate');
    expect(name).toHaveAttribute('title', 'Buttermilk');
    // the name's line holds only the name (and a leftover badge when there is one)
    expect(name.parentElement?.textContent).toBe('Buttermilk');
    expect(name.parentElement).not.toHaveTextContent('Refrigerator');
  });

  it('puts the place below the name, with the amount pluralised', () => {
    const details = within(renderRow()).getByTestId('row-details');
    expect(details).toHaveTextContent('Refrigerator · 2 pints');
    expect(details).toHaveClass('truncate');
    expect(within(details).getByTestId('row-place')).toHaveTextContent('Refrigerator');
  });

  it("leaves the place out on a single place's own page", () => {
    const row = renderRow(false);
    expect(within(row).queryByTestId('row-place')).not.toBeInTheDocument();
    expect(within(row).getByTestId('row-details')).toHaveTextContent(/^2 pints$/);
  });

  it('keeps the expiry badge short on a phone, with the full words for screen readers and wider screens', () => {
    const row = renderRow();
    const badge = row.querySelector('[data-status]') as HTMLElement;
    expect(badge).toHaveAttribute('data-status', 'fresh');
    expect(within(badge).getByText('12 days')).toHaveClass('sm:hidden');
    expect(within(badge).getByText('12 days')).toHaveAttribute('aria-hidden', 'true');
    expect(within(badge).getByText('Expires in 12 days')).toHaveClass('sr-only', 'sm:not-sr-only');
  });
});
