import type { ShoppingItem, StorageLocation } from '@sous/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { applyEntityEvent } from '@/lib/socket-cache';
import { requestsTo, stubFetch, type RouteHandler } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { purchaseAnswer, shoppingItem } from '../test/fixtures';
import { ShoppingListPage } from './shopping-list-page';

const LIST = '/api/shopping-list/items';

const chicken = shoppingItem({ ingredient: 'chicken thighs', quantity: '2', unit: 'lb', storeSection: 'meat', recipeId: 'r1', recipeTitle: 'Garlic chicken' });
const apples = shoppingItem({ ingredient: 'Apples', quantity: '6', storeSection: 'produce' });
const milk = shoppingItem({ ingredient: 'Milk', storeSection: 'dairy' });
const rice = shoppingItem({ ingredient: 'Rice', storeSection: 'pantry', isChecked: true });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function renderPage(routes: Record<string, RouteHandler> = {}, items: ShoppingItem[] = [chicken, apples, milk, rice]) {
  const fetchMock = stubFetch({ [LIST]: { status: 200, body: items }, ...routes });
  const user = userEvent.setup();
  return { ...renderWithProviders(<ShoppingListPage />, { path: '/shopping-list' }), fetchMock, user };
}

const sectionNames = () => screen.queryAllByTestId('store-section').map((s) => s.getAttribute('data-section'));
const checkbox = (name: RegExp) => screen.getByRole('checkbox', { name });

describe('ShoppingListPage', () => {
  it('shows 3 groups of 4 rows while loading', () => {
    stubFetch({ [LIST]: () => new Promise(() => undefined) });
    renderWithProviders(<ShoppingListPage />);
    expect(screen.getAllByTestId('skeleton-group')).toHaveLength(3);
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(12);
  });

  it('groups by store section in walking order with counts, the recipe source, and a collapsed basket', async () => {
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Shopping List' })).toBeInTheDocument();
    expect(sectionNames()).toEqual(['produce', 'meat', 'dairy']);
    expect(screen.getByRole('heading', { name: /Produce\s*1 item/ })).toBeInTheDocument();
    expect(checkbox(/chicken thighs, 2 lb/)).toHaveAccessibleDescription('for Garlic chicken');
    expect(screen.getByText('3 items to buy · shared with your household')).toBeInTheDocument();

    const basket = screen.getByTestId('basket');
    expect(within(basket).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(within(basket).getByRole('button', { name: /In the basket/ }));
    expect(within(basket).getByRole('checkbox', { name: 'Rice' })).toBeChecked();
  });

  it('checks an entry off at once, before the server answers, and keeps it checked after', async () => {
    const answer = deferred<{ status: number; body: ShoppingItem }>();
    const { user, fetchMock } = renderPage({ [`PATCH ${LIST}/${milk.id}`]: () => answer.promise });
    await user.click(await screen.findByRole('checkbox', { name: 'Milk' }));

    // Moved to the basket straight away; the dairy section is gone.
    expect(sectionNames()).toEqual(['produce', 'meat']);
    expect(within(screen.getByTestId('basket')).getByRole('button', { name: /In the basket\s*2 items/ })).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PATCH', `${LIST}/${milk.id}`)).toEqual([{ isChecked: true }]);

    answer.resolve({ status: 200, body: { ...milk, isChecked: true } });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(sectionNames()).toEqual(['produce', 'meat']);
  });

  it('keeps the last tap when an entry is checked and unchecked before the server answers', async () => {
    const answers: ((isChecked: boolean) => void)[] = [];
    const { user, fetchMock } = renderPage({
      [`PATCH ${LIST}/${milk.id}`]: ({ body }) =>
        new Promise((resolve) => {
          answers.push(() => resolve({ status: 200, body: { ...milk, ...(body as object) } }));
        }),
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Milk' }));
    await user.click(within(screen.getByTestId('basket')).getByRole('button', { name: /In the basket/ }));
    await user.click(within(screen.getByTestId('basket')).getByRole('checkbox', { name: 'Milk' }));
    expect(checkbox(/Milk/)).not.toBeChecked();

    // The first answer ("checked") arrives while the second change is still queued: it must not win.
    answers[0](true);
    await waitFor(() => expect(answers).toHaveLength(2));
    expect(checkbox(/Milk/)).not.toBeChecked();
    answers[1](false);
    await waitFor(() => expect(requestsTo(fetchMock, 'PATCH', `${LIST}/${milk.id}`)).toEqual([{ isChecked: true }, { isChecked: false }]));
    expect(checkbox(/Milk/)).not.toBeChecked();
    expect(sectionNames()).toEqual(['produce', 'meat', 'dairy']);
  });

  it('moves keyboard focus to the next entry after checking one off', async () => {
    const { user } = renderPage({ [`PATCH ${LIST}/${apples.id}`]: { status: 200, body: { ...apples, isChecked: true } } });
    await screen.findByRole('checkbox', { name: /Apples/ });
    checkbox(/Apples/).focus();
    await user.keyboard(' ');
    await waitFor(() => expect(checkbox(/chicken thighs/)).toHaveFocus());
  });

  it('puts the entry back and says so when the server refuses the check', async () => {
    const { user } = renderPage({ [`PATCH ${LIST}/${milk.id}`]: { status: 500, body: { message: 'Database is down' } } });
    await user.click(await screen.findByRole('checkbox', { name: 'Milk' }));
    await waitFor(() => expect(sectionNames()).toEqual(['produce', 'meat', 'dairy']));
    expect(checkbox(/Milk/)).not.toBeChecked();
    expect(await screen.findByText('Could not update Milk. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Database is down')).toBeInTheDocument();
  });

  it('shows an entry checked on another device without a reload', async () => {
    const { client } = renderPage();
    await screen.findByRole('checkbox', { name: 'Milk' });
    act(() => {
      expect(applyEntityEvent(client, 'shopping-item:updated', { ...milk, isChecked: true })).toBe(true);
    });
    await waitFor(() => expect(sectionNames()).toEqual(['produce', 'meat']));
  });

  it('quick-adds "2 lb chicken" as amount, unit and name, and empties the box for the next one', async () => {
    const added = shoppingItem({ ingredient: 'chicken', quantity: '2', unit: 'lb', storeSection: 'meat' });
    const { user, fetchMock } = renderPage({ [`POST ${LIST}`]: { status: 201, body: added } });
    const input = await screen.findByRole('textbox', { name: 'Add an item' });
    await user.type(input, '2 lb chicken');
    expect(screen.getByText('Adds 2 lb of chicken')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(requestsTo(fetchMock, 'POST', LIST)).toEqual([{ ingredient: 'chicken', quantity: '2', unit: 'lb' }]);
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(await screen.findByRole('checkbox', { name: 'chicken, 2 lb' })).toBeInTheDocument();
  });

  it('says "Failed to add items to shopping list" and gives the text back when adding fails', async () => {
    const { user } = renderPage({ [`POST ${LIST}`]: { status: 400, body: { message: 'ingredient: must be at most 120 characters' } } });
    const input = await screen.findByRole('textbox', { name: 'Add an item' });
    await user.type(input, 'milk{Enter}');
    expect(await screen.findByText('Failed to add items to shopping list')).toBeInTheDocument();
    await waitFor(() => expect(input).toHaveValue('milk'));
  });

  it('asks for a name when only an amount is typed', async () => {
    const { user, fetchMock } = renderPage();
    const input = await screen.findByRole('textbox', { name: 'Add an item' });
    await user.type(input, '2 lb{Enter}');
    expect(screen.getByText('Enter what to buy')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(fetchMock, 'POST', LIST)).toEqual([]);
  });

  it('edits the amount and name inline, sending only what changed', async () => {
    const { user, fetchMock } = renderPage({
      [`PATCH ${LIST}/${apples.id}`]: ({ body }) => ({ status: 200, body: { ...apples, ...(body as object) } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Apples' }));
    const form = screen.getByRole('form', { name: 'Edit Apples' });
    const amount = within(form).getByRole('textbox', { name: 'Amount' });
    await user.clear(amount);
    await user.type(amount, '8');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(requestsTo(fetchMock, 'PATCH', `${LIST}/${apples.id}`)).toEqual([{ quantity: '8' }]);
    expect(await screen.findByRole('checkbox', { name: 'Apples, 8' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Apples' })).toHaveFocus());
  });

  it('refuses an amount that is not a number', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Apples' }));
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    await user.clear(amount);
    await user.type(amount, 'lots{Enter}');
    expect(screen.getByText('Use a number such as 2, 0.5 or 1/2')).toBeInTheDocument();
  });

  it('removes an entry', async () => {
    const { user } = renderPage({ [`DELETE ${LIST}/${apples.id}`]: { status: 204 } });
    await user.click(await screen.findByRole('button', { name: 'Remove Apples' }));
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: /Apples/ })).not.toBeInTheDocument());
    expect(screen.getByText('Removed Apples')).toBeInTheDocument();
  });

  it('clears checked entries after confirming', async () => {
    let items = [apples, rice];
    const { user, fetchMock } = renderPage(
      {
        [LIST]: () => ({ status: 200, body: items }),
        'POST /api/shopping-list/clear-checked': () => {
          items = [apples];
          return { status: 200, body: { removed: 1 } };
        },
      },
      [],
    );
    await user.click(await screen.findByRole('button', { name: /Clear checked/ }));
    const dialog = screen.getByRole('alertdialog', { name: 'Clear checked items?' });
    await user.click(within(dialog).getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('Removed 1 item from your shopping list')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('basket')).not.toBeInTheDocument());
    expect(requestsTo(fetchMock, 'POST', '/api/shopping-list/clear-checked')).toHaveLength(1);
  });

  it('puts bought items away into a chosen storage location and says what the inventory did', async () => {
    const fridge: StorageLocation = { id: '7c9e6679-7425-40de-944b-e07fc1f90ae7', name: 'Fridge', icon: 'refrigerator', itemCount: 0, sortOrder: 0 };
    const { user, fetchMock } = renderPage({
      '/api/storage-locations': { status: 200, body: [fridge] },
      'POST /api/shopping-list/purchase': { status: 200, body: purchaseAnswer('Added 2 lb to Rice in the Fridge — now 3 lb') },
    });
    await user.click(await screen.findByRole('button', { name: /Put bought items away/ }));
    const dialog = screen.getByRole('dialog', { name: 'Put bought items away' });
    expect(within(dialog).getByRole('combobox', { name: 'Where to put them' })).toHaveValue('');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Where to put them' }), 'Fridge');
    await user.click(within(dialog).getByRole('button', { name: 'Put away' }));
    expect(await screen.findByText('Added 2 lb to Rice in the Fridge — now 3 lb')).toBeInTheDocument();
    expect(screen.queryByText('Added 1 item to your inventory')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', '/api/shopping-list/purchase')).toEqual([{ itemIds: [rice.id], storageLocationId: fridge.id }]);
    expect(screen.queryByTestId('basket')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Add an item' })).toHaveFocus());
  });

  it('lets the server sort bought items when "Automatic" is kept', async () => {
    const { user, fetchMock } = renderPage({
      '/api/storage-locations': { status: 200, body: [{ id: 'l1', name: 'Pantry', icon: 'pizza', itemCount: 0, sortOrder: 0 }] },
      'POST /api/shopping-list/purchase': { status: 200, body: purchaseAnswer('Added 1 Rice to the Pantry') },
    });
    await user.click(await screen.findByRole('button', { name: /Put bought items away/ }));
    await user.click(screen.getByRole('button', { name: 'Put away' }));
    await screen.findByText('Groceries put away');
    expect(requestsTo(fetchMock, 'POST', '/api/shopping-list/purchase')).toEqual([{ itemIds: [rice.id] }]);
  });

  it('says a big basket in one line per entry for the first few, and how many more', async () => {
    const basket = ['Rice', 'Flour', 'Sugar', 'Oats', 'Lentils'].map((ingredient) => shoppingItem({ ingredient, storeSection: 'pantry', isChecked: true }));
    const sentences = [
      'Added 1 lb to Rice in the Pantry — now 3 lb',
      'Added 2 lb of Flour to the Pantry',
      'Added 1 lb to Sugar in the Pantry as a new lot expiring 2026-12-20 — now 2 lb in 2 lots',
      'Added 1 bag of Oats to the Pantry',
      'Added 1 lb of Lentils to the Pantry',
    ];
    const { user } = renderPage(
      {
        '/api/storage-locations': { status: 200, body: [{ id: 'l1', name: 'Pantry', icon: 'pizza', itemCount: 0, sortOrder: 0 }] },
        'POST /api/shopping-list/purchase': { status: 200, body: purchaseAnswer(...sentences) },
      },
      [milk, ...basket],
    );
    await user.click(await screen.findByRole('button', { name: /Put bought items away/ }));
    await user.click(screen.getByRole('button', { name: 'Put away' }));
    const lines = await screen.findByTestId('put-away-lines');
    expect(within(lines).getAllByRole('listitem').map((line) => line.textContent)).toEqual([...sentences.slice(0, 3), 'and 2 more items']);
  });

  it('explains what to do when the list is empty', async () => {
    renderPage({}, []);
    expect(await screen.findByRole('heading', { name: 'Your shopping list is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the meal planner' })).toHaveAttribute('href', '/meal-planner');
  });

  it('says when the list cannot be read and offers to try again', async () => {
    const { user } = renderPage({ [LIST]: { status: 500, body: { message: 'Boom' } } });
    expect(await screen.findByText('Could not load your shopping list')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
  });
});
