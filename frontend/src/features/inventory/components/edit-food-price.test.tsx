import type { FoodItem } from '@sous/contracts';
import { addDays, todayIn } from '@sous/kitchen';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { requestsTo, stubFetch, type RouteHandler } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { groupIntoCards } from '../lib/food-cards';
import { freezer, fridge, lot, pantry } from '@/test/food-item-fixture';
import { FoodItemCard } from './food-item-card';
import { foodItemsFirstPageUrl } from '@/lib/api/food-items';

const today = todayIn(new Date());
// 1.5 lb at $4 a pound: the lot cost $6.00
const chicken = lot('c1', { quantity: '1.5', expirationDate: addDays(today, 2), version: 4, unitPrice: 4 });

const patched =
  (row: FoodItem): RouteHandler =>
  ({ body }) => ({ status: 200, body: { ...row, ...(body as object), version: row.version + 1 } });

function setup(routes: Record<string, RouteHandler>, lots: FoodItem[] = [chicken]) {
  const fetchMock = stubFetch({
    [foodItemsFirstPageUrl]: { status: 200, body: lots },
    '/api/storage-locations': { status: 200, body: [fridge, freezer, pantry] },
    '/api/user/preferences': { status: 200, body: { currency: 'USD' } },
    ...routes,
  });
  const user = userEvent.setup();
  const result = renderWithProviders(<FoodItemCard card={groupIntoCards(lots)[0]} locations={[fridge, freezer, pantry]} today={today} />);
  result.client.setQueryData(['/api/food-items'], lots);
  return { fetchMock, user };
}

async function openEdit(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'More actions for Chicken breast' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Edit…' }));
  return screen.findByRole('dialog', { name: 'Edit Chicken breast' });
}

describe('Edit dialog: price paid (issues 21, 29)', () => {
  it('shows what the lot cost as an estimate, not as a price typed, and sends a price only when one is typed', async () => {
    const { user, fetchMock } = setup({ 'PATCH /api/food-items/c1': patched(chicken) });
    const dialog = await openEdit(user);
    const price = within(dialog).getByRole('textbox', { name: 'Price paid' });
    expect(price).toHaveValue('');
    expect(price).toHaveAttribute('placeholder', '≈ 6.00');
    expect(price).toHaveAccessibleDescription('≈ $6.00 (estimated from the price per unit, $4.00 per lb). Type what you paid to replace it.');
    expect(price.parentElement).toHaveTextContent('$');
    await user.type(price, '7.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Chicken breast is up to date.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PATCH', '/api/food-items/c1')).toEqual([{ version: 4, price: 7.5 }]);
  });

  it('never saves the estimate: an edit of something else sends no price, and an untouched price saves nothing', async () => {
    const { user, fetchMock } = setup({ 'PATCH /api/food-items/c1': patched(chicken) });
    let dialog = await openEdit(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Nothing to save: change a field first.')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Quantity' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Quantity' }), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Chicken breast is up to date.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PATCH', '/api/food-items/c1')).toEqual([{ version: 4, quantity: '1' }]);

    dialog = await openEdit(user);
    expect(within(dialog).getByRole('textbox', { name: 'Price paid' })).toHaveValue('');
  });

  it('removes the price only when asked to', async () => {
    const { user, fetchMock } = setup({ 'PATCH /api/food-items/c1': patched(chicken) });
    const dialog = await openEdit(user);
    await user.click(within(dialog).getByRole('button', { name: 'Remove price' }));
    const price = within(dialog).getByRole('textbox', { name: 'Price paid' });
    expect(price).toHaveAccessibleDescription('The price of this lot is removed when you save.');
    expect(price).toHaveAttribute('placeholder', '0.00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Chicken breast is up to date.');
    expect(requestsTo(fetchMock, 'PATCH', '/api/food-items/c1')).toEqual([{ version: 4, price: null }]);
  });

  it('shows no estimate for a lot without a price', async () => {
    const unpriced = { ...chicken, unitPrice: null };
    const { user } = setup({}, [unpriced]);
    const dialog = await openEdit(user);
    const price = within(dialog).getByRole('textbox', { name: 'Price paid' });
    expect(price).toHaveAttribute('placeholder', '0.00');
    expect(price).toHaveAccessibleDescription(/^Optional: what you paid/);
    expect(within(dialog).queryByRole('button', { name: 'Remove price' })).not.toBeInTheDocument();
  });

  it('refuses a bad price under the field and sends nothing', async () => {
    const { user, fetchMock } = setup({ 'PATCH /api/food-items/c1': patched(chicken) });
    const dialog = await openEdit(user);
    const price = within(dialog).getByRole('textbox', { name: 'Price paid' });
    await user.type(price, '-3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription(/Enter an amount such as 3\.99/);
    expect(requestsTo(fetchMock, 'PATCH', '/api/food-items/c1')).toHaveLength(0);
  });
});
