import type { ExpiryPreview, FoodItem } from '@sous/contracts';
import { addDays, todayIn } from '@sous/kitchen';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFoodItems, foodItemsFirstPageUrl } from '@/lib/api/food-items';
import { notFound, requestsTo, stubFetch, type RouteHandler } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { formatDay } from '../lib/dates';
import { groupIntoCards } from '../lib/food-cards';
import { freezer, fridge, lot, pantry } from '@/test/food-item-fixture';
import { FoodItemCard } from './food-item-card';

const today = todayIn(new Date());

/**
 * The server's expiry preview (issue 35) is the api hook's; here it answers what a test sets and
 * records what the dialogs asked. Unset, it is still loading, so the dialogs show the table's date.
 */
const preview = vi.hoisted(() => ({ answer: undefined as ExpiryPreview | undefined, asks: [] as unknown[] }));
vi.mock('../api/get-expiry-preview', () => ({
  useExpiryPreview: (ask: unknown) => {
    preview.asks.push(ask);
    return { data: ask === null ? undefined : preview.answer };
  },
}));
afterEach(() => {
  preview.answer = undefined;
  preview.asks = [];
});
const chicken = lot('c1', { quantity: '1.5', expirationDate: addDays(today, 2), version: 4 });

function ListReader() {
  useFoodItems();
  return null;
}

/** PATCH answers the row with the body applied and the version bumped. */
const patched =
  (row: FoodItem): RouteHandler =>
  ({ body }) => ({ status: 200, body: { ...row, ...(body as object), version: row.version + 1 } });

function setup(routes: Record<string, RouteHandler>, lots: FoodItem[] = [chicken]) {
  const fetchMock = stubFetch({ [foodItemsFirstPageUrl]: { status: 200, body: lots }, '/api/storage-locations': { status: 200, body: [fridge, freezer, pantry] }, '/api/user/preferences': notFound, ...routes });
  const user = userEvent.setup();
  const result = renderWithProviders(
    <>
      <FoodItemCard card={groupIntoCards(lots)[0]} locations={[fridge, freezer, pantry]} today={today} />
      <ListReader />
    </>,
  );
  result.client.setQueryData(['/api/food-items'], lots);
  result.client.setQueryData(['/api/storage-locations'], [fridge, freezer, pantry]);
  return { fetchMock, user, client: result.client };
}

async function openEdit(user: ReturnType<typeof userEvent.setup>, name = 'Chicken breast') {
  await user.click(screen.getByRole('button', { name: `More actions for ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: 'Edit…' }));
  return screen.findByRole('dialog', { name: `Edit ${name}` });
}

describe('Edit dialog', () => {
  it('shows every field labelled, focuses the name, and Escape closes without a request', async () => {
    const { user, fetchMock } = setup({});
    const dialog = await openEdit(user);
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Chicken breast');
    expect(within(dialog).getByRole('textbox', { name: 'Quantity' })).toHaveValue('1.5');
    expect(within(dialog).getByRole('combobox', { name: 'Unit' })).toHaveValue('lb');
    expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveValue('Poultry Products');
    expect(within(dialog).getByRole('combobox', { name: 'Storage location' })).toHaveValue(fridge.id);
    expect(within(dialog).getByLabelText('Expiration date')).toHaveValue(chicken.expirationDate);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'More actions for Chicken breast' })).toHaveFocus();
    expect(requestsTo(fetchMock, 'PATCH', '/api/food-items/c1')).toHaveLength(0);
  });

  it('saves name, quantity, category and expiry with the version it read', async () => {
    const { user, fetchMock, client } = setup({ 'PATCH /api/food-items/c1': patched(chicken) });
    const dialog = await openEdit(user);
    await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Chicken thighs');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Quantity' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Quantity' }), '2');
    await user.clear(within(dialog).getByRole('combobox', { name: 'Category' }));
    await user.type(within(dialog).getByRole('combobox', { name: 'Category' }), 'Meat');
    const date = within(dialog).getByLabelText('Expiration date');
    await user.clear(date);
    await user.type(date, addDays(today, 5));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Chicken thighs is up to date.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PATCH', '/api/food-items/c1')).toEqual([
      { version: 4, name: 'Chicken thighs', foodCategory: 'Meat', quantity: '2', expirationDate: addDays(today, 5) },
    ]);
    expect(client.getQueryData<FoodItem[]>(['/api/food-items'])?.[0]).toMatchObject({ name: 'Chicken thighs', quantity: '2', version: 5 });
  });

  it('refuses bad fields with the contract’s messages and sends nothing', async () => {
    const { user, fetchMock } = setup({});
    const dialog = await openEdit(user);
    await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.clear(within(dialog).getByRole('textbox', { name: 'Quantity' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Quantity' }), 'lots');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    expect(within(dialog).getByText('Quantity must be a positive number such as 2, 0.5 or 1/2')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(requestsTo(fetchMock, 'PATCH', '/api/food-items/c1')).toHaveLength(0);
  });

  it('a new unit alone converts the amount on the server and says how', async () => {
    const { user, fetchMock, client } = setup({
      'PATCH /api/food-items/c1': ({ body }) => ({ status: 200, body: { ...chicken, ...(body as object), quantity: '24', version: 5 } }),
    });
    const dialog = await openEdit(user);
    const unit = within(dialog).getByRole('combobox', { name: 'Unit' });
    await user.clear(unit);
    await user.type(unit, 'oz');
    expect(within(dialog).getByText('1.5 lb becomes 24 oz.')).toBeInTheDocument();
    await user.clear(unit);
    await user.type(unit, 'can');
    expect(within(dialog).getByText('These units do not convert: the amount stays 1.5.')).toBeInTheDocument();
    await user.clear(unit);
    await user.type(unit, 'oz');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'PATCH', '/api/food-items/c1')).toEqual([{ version: 4, unit: 'oz' }]));
    await waitFor(() => expect(client.getQueryData<FoodItem[]>(['/api/food-items'])?.[0]).toMatchObject({ quantity: '24', unit: 'oz' }));
  });

  it('a move to the freezer proposes the freezer’s date; saving lets the server re-date', async () => {
    const { user, fetchMock } = setup({ 'PATCH /api/food-items/c1': patched(chicken) });
    const dialog = await openEdit(user);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Storage location' }), freezer.id);
    // the shelf-life table keeps raw chicken breast 270 days frozen
    expect(within(dialog).getByText(`In Freezer it keeps until ${formatDay(addDays(today, 270))}.`)).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: `Keep the current date (${formatDay(chicken.expirationDate!)})` })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'PATCH', '/api/food-items/c1')).toEqual([{ version: 4, storageLocationId: freezer.id }]));
  });

  it('"Keep the current date" sends keepExpirationDate', async () => {
    const { user, fetchMock } = setup({ 'PATCH /api/food-items/c1': patched(chicken) });
    const dialog = await openEdit(user);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Storage location' }), freezer.id);
    await user.click(within(dialog).getByRole('checkbox', { name: /Keep the current date/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'PATCH', '/api/food-items/c1')).toEqual([{ version: 4, storageLocationId: freezer.id, keepExpirationDate: true }]),
    );
  });

  it("shows the server's date for the move, saying when it is the household's own figure", async () => {
    preview.answer = { expirationDate: addDays(today, 120), basis: 'household' };
    const { user, fetchMock } = setup({ 'PATCH /api/food-items/c1': patched(chicken) });
    const dialog = await openEdit(user);
    expect(preview.asks.filter(Boolean)).toEqual([]);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Storage location' }), freezer.id);
    expect(preview.asks.at(-1)).toEqual({ id: 'c1', storageLocationId: freezer.id });
    expect(within(dialog).getByText(`In Freezer it keeps until ${formatDay(addDays(today, 120))}: 120 days, your household’s figure.`)).toBeInTheDocument();
    expect(within(dialog).queryByText(`In Freezer it keeps until ${formatDay(addDays(today, 270))}.`)).not.toBeInTheDocument();
    // keeping the date still says so to the server, over the household's figure too
    await user.click(within(dialog).getByRole('checkbox', { name: /Keep the current date/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'PATCH', '/api/food-items/c1')).toEqual([{ version: 4, storageLocationId: freezer.id, keepExpirationDate: true }]));
  });

  it("shows the server's table date in the usual words, and nothing when the server keeps the date", async () => {
    preview.answer = { expirationDate: addDays(today, 200), basis: 'table' };
    const { user } = setup({});
    const dialog = await openEdit(user);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Storage location' }), freezer.id);
    expect(within(dialog).getByText(`In Freezer it keeps until ${formatDay(addDays(today, 200))}.`)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    preview.answer = { expirationDate: chicken.expirationDate, basis: null };
    const again = await openEdit(user);
    await user.selectOptions(within(again).getByRole('combobox', { name: 'Storage location' }), freezer.id);
    expect(within(again).queryByText(/it keeps until/)).not.toBeInTheDocument();
    expect(within(again).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('asks the server nothing while a new name is typed, and shows the table’s date for it', async () => {
    preview.answer = { expirationDate: addDays(today, 120), basis: 'household' };
    const { user } = setup({});
    const dialog = await openEdit(user);
    await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Chicken breast fillets');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Storage location' }), freezer.id);
    expect(preview.asks.at(-1)).toBeNull();
    expect(within(dialog).getByText(/^In Freezer it keeps until /)).not.toHaveTextContent('household');
  });

  it('a date typed during a move is sent instead of a proposal', async () => {
    const { user, fetchMock } = setup({ 'PATCH /api/food-items/c1': patched(chicken) });
    const dialog = await openEdit(user);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Storage location' }), freezer.id);
    const date = within(dialog).getByLabelText('Expiration date');
    await user.clear(date);
    await user.type(date, addDays(today, 30));
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'PATCH', '/api/food-items/c1')).toEqual([{ version: 4, storageLocationId: freezer.id, expirationDate: addDays(today, 30) }]),
    );
  });

  it('on a card of two lots, renames every lot in one card request, then edits the chosen lot over its new version', async () => {
    const later = lot('c2', { quantity: '2', expirationDate: addDays(today, 7), version: 9 });
    const { user, fetchMock, client } = setup(
      {
        'PATCH /api/food-items/c1/card': ({ body }) => ({
          status: 200,
          body: { lots: [{ ...chicken, name: (body as { name: string }).name, version: 5 }, { ...later, name: 'Chicken', version: 10 }], removedIds: [], merges: [] },
        }),
        'PATCH /api/food-items/c2': ({ body }) => ({ status: 200, body: { ...later, name: 'Chicken', ...(body as object), version: 11 } }),
      },
      [later, chicken],
    );
    const dialog = await openEdit(user);
    const lotSelect = within(dialog).getByRole('combobox', { name: 'Lot' });
    expect(lotSelect).toHaveValue('c1');
    await user.selectOptions(lotSelect, 'c2');
    expect(within(dialog).getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Quantity' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Quantity' }), '1');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Chicken');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Chicken is up to date.')).toBeInTheDocument();
    // one request for the card, with every lot's version
    expect(requestsTo(fetchMock, 'PATCH', '/api/food-items/c1/card')).toEqual([
      { lots: [{ id: 'c1', version: 4 }, { id: 'c2', version: 9 }], name: 'Chicken' },
    ]);
    expect(requestsTo(fetchMock, 'PATCH', '/api/food-items/c2')).toEqual([{ version: 10, quantity: '1' }]);
    expect(requestsTo(fetchMock, 'PATCH', '/api/food-items/c1')).toEqual([]);
    await waitFor(() =>
      expect(client.getQueryData<FoodItem[]>(['/api/food-items'])?.map((row) => [row.id, row.name, row.quantity, row.version])).toEqual([
        ['c2', 'Chicken', '1', 11],
        ['c1', 'Chicken', '1.5', 5],
      ]),
    );
  });

  it('says so when an edit merged the lot into an identical one, and drops it from the list', async () => {
    const other = lot('c9', { quantity: '2', expirationDate: addDays(today, 5), storageLocationId: freezer.id, version: 3 });
    const { user, client } = setup(
      {
        'PATCH /api/food-items/c1': {
          status: 200,
          body: { ...other, quantity: '3.5', version: 4, merge: { outcome: 'merged', message: 'Merged 1.5 lb into Chicken breast in the Freezer — now 3.5 lb', total: { quantity: '3.5', unit: 'lb' }, lots: 1 } },
        },
      },
      [chicken, other],
    );
    const dialog = await openEdit(user);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Storage location' }), freezer.id);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Merged 1.5 lb into Chicken breast in the Freezer — now 3.5 lb')).toBeInTheDocument();
    await waitFor(() => expect(client.getQueryData<FoodItem[]>(['/api/food-items'])?.map((row) => [row.id, row.quantity])).toEqual([['c9', '3.5']]));
  });

  it('shows the server’s field error under its field', async () => {
    const { user } = setup({
      'PATCH /api/food-items/c1': { status: 400, body: { message: 'Validation failed', issues: [{ path: ['unit'], message: 'must be at most 30 characters' }] } },
    });
    const dialog = await openEdit(user);
    await user.type(within(dialog).getByRole('combobox', { name: 'Unit' }), 's');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Unit must be at most 30 characters')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Unit' })).toHaveFocus());
    // typing elsewhere keeps the focus where the user put it
    await user.click(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 's');
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });
});

describe('Move to…', () => {
  it('moves every lot of the card in one request; to the freezer it shows the new date, and can keep the old one', async () => {
    const later = lot('c2', { quantity: '2', expirationDate: addDays(today, 7), version: 9 });
    const moved = (row: FoodItem) => ({ ...row, storageLocationId: freezer.id, version: row.version + 1 });
    const { user, fetchMock } = setup(
      { 'PATCH /api/food-items/c1/card': { status: 200, body: { lots: [moved(chicken), moved(later)], removedIds: [], merges: [] } } },
      [later, chicken],
    );
    await user.click(screen.getByRole('button', { name: 'More actions for Chicken breast' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move to…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Chicken breast' });
    await user.selectOptions(within(dialog).getByRole('combobox'), pantry.id);
    // the pantry is no place for raw chicken: still a new date from the table, never the fridge's
    expect(within(dialog).getByText(/^In Pantry it keeps until /)).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox'), freezer.id);
    expect(within(dialog).getByText(`In Freezer it keeps until ${formatDay(addDays(today, 270))}.`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: /Keep the current date/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('Chicken breast moved to Freezer')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PATCH', '/api/food-items/c1/card')).toEqual([
      { lots: [{ id: 'c1', version: 4 }, { id: 'c2', version: 9 }], storageLocationId: freezer.id, keepExpirationDate: true },
    ]);
    expect(requestsTo(fetchMock, 'PATCH', '/api/food-items/c1')).toEqual([]);
    expect(requestsTo(fetchMock, 'PATCH', '/api/food-items/c2')).toEqual([]);
  });

  it("shows the table's date while the server answers, then the household's figure", async () => {
    const { user } = setup({});
    await user.click(screen.getByRole('button', { name: 'More actions for Chicken breast' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move to…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Chicken breast' });
    await user.selectOptions(within(dialog).getByRole('combobox'), freezer.id);
    expect(preview.asks.at(-1)).toEqual({ id: 'c1', storageLocationId: freezer.id });
    expect(within(dialog).getByText(`In Freezer it keeps until ${formatDay(addDays(today, 270))}.`)).toBeInTheDocument();
    // the answer arrives: the next render shows it
    preview.answer = { expirationDate: addDays(today, 90), basis: 'household' };
    await user.selectOptions(within(dialog).getByRole('combobox'), pantry.id);
    await user.selectOptions(within(dialog).getByRole('combobox'), freezer.id);
    expect(within(dialog).getByText(`In Freezer it keeps until ${formatDay(addDays(today, 90))}: 90 days, your household’s figure.`)).toBeInTheDocument();
  });

  it('between two places of one kind the date stays and nothing is proposed', async () => {
    const garage = { ...fridge, id: '0f8fad5b-d9cb-469f-a165-70867728950e', name: 'Garage fridge', sortOrder: 3 };
    stubFetch({ [foodItemsFirstPageUrl]: { status: 200, body: [chicken] } });
    const user = userEvent.setup();
    renderWithProviders(<FoodItemCard card={groupIntoCards([chicken])[0]} locations={[fridge, garage]} today={today} />);
    await user.click(screen.getByRole('button', { name: 'More actions for Chicken breast' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move to…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Chicken breast' });
    expect(within(dialog).getByRole('combobox')).toHaveValue(garage.id);
    expect(within(dialog).queryByText(/it keeps until/)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
  });
});

describe('conflicts are visible', () => {
  it('says what the other device saved and "Use mine" sends my change over its version', async () => {
    const theirs = { ...chicken, quantity: '3', version: 6 };
    let calls = 0;
    const { user, fetchMock, client } = setup({
      'PATCH /api/food-items/c1': ({ body }) => {
        calls += 1;
        return calls === 1
          ? { status: 409, body: { message: 'This item was changed on another device.', code: 'inventory.stale-version', current: theirs } }
          : { status: 200, body: { ...theirs, ...(body as object), version: 7 } };
      },
    });
    await user.click(screen.getByRole('button', { name: 'Edit quantity of Chicken breast: 1.5 lb' }));
    const field = screen.getByRole('textbox', { name: 'Quantity of Chicken breast' });
    await user.clear(field);
    await user.type(field, '2{Enter}');
    expect(await screen.findByText('Changed on another device: 3 lb')).toBeInTheDocument();
    // the other device's value shows at once; nothing was overwritten
    await waitFor(() => expect(client.getQueryData<FoodItem[]>(['/api/food-items'])?.[0]).toMatchObject({ quantity: '3', version: 6 }));
    await user.click(screen.getByRole('button', { name: 'Use mine' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'PATCH', '/api/food-items/c1')).toEqual([{ version: 4, quantity: '2' }, { version: 6, quantity: '2' }]));
    await waitFor(() => expect(client.getQueryData<FoodItem[]>(['/api/food-items'])?.[0]).toMatchObject({ quantity: '2', version: 7 }));
  });

  it('a conflict during an edit closes the dialog and offers "Use mine" with the other name', async () => {
    const theirs = { ...chicken, name: 'Chicken thighs', version: 5 };
    const { user } = setup({ 'PATCH /api/food-items/c1': { status: 409, body: { message: 'Changed', code: 'inventory.stale-version', current: theirs } } });
    const dialog = await openEdit(user);
    await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Chicken legs');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changed on another device: Chicken thighs')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use mine' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('card conflicts are visible', () => {
  it('a card rename over a stale lot shows the other device’s name, and "Use mine" re-sends over the card as it is', async () => {
    const later = lot('c2', { quantity: '2', expirationDate: addDays(today, 7), version: 9 });
    const theirs = [{ ...chicken, name: 'Chicken thighs', version: 5 }, { ...later, name: 'Chicken thighs', version: 10 }];
    let calls = 0;
    const { user, fetchMock, client } = setup(
      {
        'PATCH /api/food-items/c1/card': ({ body }) => {
          calls += 1;
          return calls === 1
            ? { status: 409, body: { message: 'Changed', code: 'inventory.stale-card', current: theirs } }
            : { status: 200, body: { lots: theirs.map((row) => ({ ...row, name: (body as { name: string }).name, version: row.version + 1 })), removedIds: [], merges: [] } };
        },
      },
      [later, chicken],
    );
    const dialog = await openEdit(user);
    await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Chicken legs');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changed on another device: Chicken thighs')).toBeInTheDocument();
    await waitFor(() => expect(client.getQueryData<FoodItem[]>(['/api/food-items'])?.map((row) => row.name)).toEqual(['Chicken thighs', 'Chicken thighs']));
    await user.click(screen.getByRole('button', { name: 'Use mine' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'PATCH', '/api/food-items/c1/card')).toEqual([
        { lots: [{ id: 'c1', version: 4 }, { id: 'c2', version: 9 }], name: 'Chicken legs' },
        { lots: [{ id: 'c1', version: 5 }, { id: 'c2', version: 10 }], name: 'Chicken legs' },
      ]),
    );
    await waitFor(() => expect(client.getQueryData<FoodItem[]>(['/api/food-items'])?.map((row) => row.name)).toEqual(['Chicken legs', 'Chicken legs']));
  });
});

describe('a card of lots', () => {
  it('shows the total and lots, and Throw away names the earliest lot with the whole amount', async () => {
    const later = lot('c2', { quantity: '2', expirationDate: addDays(today, 7) });
    const first = lot('c1', { quantity: '1', expirationDate: addDays(today, 2) });
    const { user, fetchMock } = setup({ 'POST /api/food-items/c1/discard': { status: 200, body: { item: null, taken: '3', unit: 'lb' } } }, [later, first]);
    const card = screen.getByRole('article', { name: 'Chicken breast' });
    expect(within(card).getByText('1 lb expires in 2 days, 2 lb in 7')).toBeInTheDocument();
    expect(within(card).getByText('3 lb')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Throw away' }));
    const dialog = screen.getByRole('dialog', { name: 'Throw away Chicken breast' });
    expect(within(dialog).getByText('How much is going in the bin? You have 3 lb.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Throw away' }));
    expect(await screen.findByText('3 lb of Chicken breast (none left)')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', '/api/food-items/c1/discard')).toEqual([{ quantity: '3' }]);
    // the answer names one lot: the list is read again for the others
    await waitFor(() => expect(requestsTo(fetchMock, 'GET', foodItemsFirstPageUrl).length).toBeGreaterThan(0));
  });

  it('Use of part of a card does not say "none left" when the named lot runs out', async () => {
    const later = lot('c2', { quantity: '2', expirationDate: addDays(today, 7) });
    const first = lot('c1', { quantity: '1', expirationDate: addDays(today, 2) });
    const { user, fetchMock } = setup({ 'POST /api/food-items/c1/consume': { status: 200, body: { item: null, taken: '1', unit: 'lb' } } }, [later, first]);
    await user.click(screen.getByRole('button', { name: 'Use' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Use Chicken breast' })).getByRole('button', { name: 'Use' }));
    expect(await screen.findByText('1 lb of Chicken breast')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', '/api/food-items/c1/consume')).toEqual([{ quantity: '1' }]);
  });
});
