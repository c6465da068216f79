import type { FoodItem } from '@sous/contracts';
import { addDays, todayIn } from '@sous/kitchen';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { requestsTo, stubFetch, type RouteHandler } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { groupIntoCards } from '../lib/food-cards';
import { freezer, fridge, lot, pantry } from '../test/food-item-fixture';
import { FoodItemCard } from './food-item-card';

const today = todayIn(new Date());
// 1.5 lb at $4 a pound: the lot cost $6.00
const chicken = lot('c1', { quantity: '1.5', expirationDate: addDays(today, 2), version: 4, unitPrice: 4 });

const patched =
  (row: FoodItem): RouteHandler =>
  ({ body }) => ({ status: 200, body: { ...row, ...(body as object), version: row.version + 1 } });

function setup(routes: Record<string, RouteHandler>, lots: FoodItem[] = [chicken]) {
  const fetchMock = stubFetch({
    '/api/food-items?limit=100': { status: 200, body: lots },
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

describe('Edit dialog: price paid (issue 21)', () => {
  it("shows what the lot cost and sends a new price for the lot's amount", async () => {
    const { user, fetchMock } = setup({ 'PATCH /api/food-items/c1': patched(chicken) });
    const dialog = await openEdit(user);
    const price = within(dialog).getByRole('textbox', { name: 'Price paid' });
    expect(price).toHaveValue('6.00');
    expect(price.parentElement).toHaveTextContent('$');
    await user.clear(price);
    await user.type(price, '7.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Chicken breast is up to date.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PATCH', '/api/food-items/c1')).toEqual([{ version: 4, price: 7.5 }]);
  });

  it('sends no price when it is left as it was, and null when it is cleared', async () => {
    const { user, fetchMock } = setup({ 'PATCH /api/food-items/c1': patched(chicken) });
    let dialog = await openEdit(user);
    await user.clear(within(dialog).getByRole('textbox', { name: 'Quantity' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Quantity' }), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Chicken breast is up to date.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PATCH', '/api/food-items/c1')).toEqual([{ version: 4, quantity: '1' }]);

    dialog = await openEdit(user);
    await user.clear(within(dialog).getByRole('textbox', { name: 'Price paid' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findAllByText('Chicken breast is up to date.');
    expect(requestsTo(fetchMock, 'PATCH', '/api/food-items/c1').at(-1)).toMatchObject({ price: null });
  });

  it('refuses a bad price under the field and sends nothing', async () => {
    const { user, fetchMock } = setup({ 'PATCH /api/food-items/c1': patched(chicken) });
    const dialog = await openEdit(user);
    const price = within(dialog).getByRole('textbox', { name: 'Price paid' });
    await user.clear(price);
    await user.type(price, '-3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription(/Enter an amount such as 3\.99/);
    expect(requestsTo(fetchMock, 'PATCH', '/api/food-items/c1')).toHaveLength(0);
  });
});
