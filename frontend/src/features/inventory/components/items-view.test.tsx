import { addDays, todayIn } from '@sous/kitchen';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { itemsLayoutKey } from '../hooks/use-items-layout';
import { fridge, lot, pantry } from '../test/food-item-fixture';
import { ItemsView } from './items-view';

const today = todayIn(new Date());
const items = [
  lot('c1', { quantity: '1', expirationDate: addDays(today, 2) }),
  lot('c2', { quantity: '2', expirationDate: addDays(today, 7) }),
  lot('m1', { name: 'Milk', foodKey: 'milk', unit: 'item', expirationDate: addDays(today, 5), foodCategory: 'Dairy and Egg Products' }),
  lot('r1', { name: 'Rice', foodKey: 'rice', unit: 'kg', storageLocationId: pantry.id, expirationDate: addDays(today, 300), foodCategory: null }),
];

/** A phone (under 768 px) or a wider screen, as `matchMedia` reports it. */
function screenWidth(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query.includes('max-width: 767px'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function renderView() {
  stubFetch({ '/api/food-items': { status: 200, body: items } });
  const user = userEvent.setup();
  const result = renderWithProviders(<ItemsView items={items} locations={[fridge, pantry]} />);
  return { user, ...result };
}

const layout = () => screen.getByRole('tabpanel').querySelector('ul')?.getAttribute('data-layout');

afterEach(() => vi.unstubAllGlobals());

describe('inventory views: one card per food and place', () => {
  it('groups the lots of one food in one place into one card', () => {
    screenWidth(false);
    renderView();
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Chicken breast', 'Milk', 'Rice']);
    expect(within(cards[0]).getByText('1 lb expires in 2 days, 2 lb in 7')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /All/ })).toHaveTextContent('3');
    expect(screen.getByRole('tab', { name: /Expiring soon/ })).toHaveTextContent('1');
  });
});

describe('compact list on phones', () => {
  it('is the default under 768 px: one line per card, Use and Throw away in its menu', async () => {
    screenWidth(true);
    const { user } = renderView();
    expect(layout()).toBe('list');
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    const row = screen.getAllByRole('article')[0];
    expect(row).toHaveAccessibleName('Chicken breast');
    expect(row).toHaveTextContent('· Refrigerator');
    expect(within(row).getByText('3 lb · 1 lb expires in 2 days, 2 lb in 7')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Use' })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'More actions for Chicken breast' }));
    expect(await screen.findByRole('menuitem', { name: 'Use' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Throw away' })).toBeInTheDocument();
  });

  it('the grid is the default above; the choice is remembered', async () => {
    screenWidth(false);
    const first = renderView();
    expect(layout()).toBe('grid');
    await first.user.click(screen.getByRole('button', { name: 'List' }));
    expect(layout()).toBe('list');
    expect(JSON.parse(localStorage.getItem(itemsLayoutKey) ?? 'null')).toBe('list');
    first.unmount();

    renderView();
    expect(layout()).toBe('list');
  });

  it('a phone user who chose the grid keeps it', () => {
    screenWidth(true);
    localStorage.setItem(itemsLayoutKey, JSON.stringify('grid'));
    renderView();
    expect(layout()).toBe('grid');
    expect(screen.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
  });
});
