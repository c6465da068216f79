import type { AddedFoodItem, CommitReceiptBody, ProposedReceiptItem, ScannedReceipt } from '@sous/contracts';
import { addDays, itemShelfLifeDays, todayIn } from '@sous/kitchen';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScanReceiptAction } from '@/components/scan-receipt-action';
import { FakeUpload, stubUploads } from '@/test/fake-upload';
import { notFound, requestsTo, stubFetch, type RouteHandler } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { ReceiptsProvider } from './receipts-provider';
import { foodItemsFirstPageUrl } from '@/lib/api/food-items';

const fridgeId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const pantryId = '16fd2706-8baf-433b-82eb-8c7fada847da';
const freezerId = '0b8d2f4e-63a1-4c55-9d3f-2a3f0a4c9e11';
const locations = [
  { id: pantryId, name: 'Pantry', icon: 'pizza', itemCount: 0, sortOrder: 0 },
  { id: fridgeId, name: 'Refrigerator', icon: 'refrigerator', itemCount: 0, sortOrder: 1 },
  { id: freezerId, name: 'Freezer', icon: 'snowflake', itemCount: 0, sortOrder: 2 },
];

const today = todayIn(new Date());
const inAWeek = addDays(today, 7);
// what the one shelf-life table gives the chicken below once it is in a freezer
const chickenFrozen = addDays(today, itemShelfLifeDays({ name: 'Chicken breast', foodCategory: 'Meat' }, 'Freezer'));

const proposed = (line: number, name: string, extra: Partial<ProposedReceiptItem> = {}): ProposedReceiptItem => ({
  line,
  raw: `${name.toUpperCase()} 1.00`,
  name,
  foodKey: name.toLowerCase(),
  quantity: '1',
  unit: 'item',
  price: 1,
  storageLocationId: fridgeId,
  storageLocationName: 'Refrigerator',
  expirationDate: inAWeek,
  foodCategory: 'Produce',
  confidence: 0.9,
  ...extra,
});

const receipt: ScannedReceipt = {
  source: 'text',
  store: 'Corner Market',
  purchasedOn: '2026-11-20',
  total: 12.07,
  items: [
    proposed(2, 'Chicken breast', { raw: 'BNLS CHKN BRST 1.32LB 6.58', quantity: '1.32', unit: 'lb', price: 6.58, foodCategory: 'Meat' }),
    proposed(3, 'Bananas', { raw: 'ORG BANANAS 1.29', price: 1.29, storageLocationId: pantryId, storageLocationName: 'Pantry' }),
    proposed(4, 'Yogurt', { raw: 'YGRT GRK PLN 2 @ 0.99', quantity: '2', price: 1.98, confidence: 0.4 }),
  ],
  skipped: [
    { line: 5, raw: 'BAG FEE 0.10', reason: 'not-food' },
    { line: 6, raw: 'TAX 0.12', reason: 'tax' },
    { line: 7, raw: 'TOTAL 12.07', reason: 'total' },
    { line: 8, raw: 'LEMONS 2 @ 0.50 1.00', reason: 'unreadable' },
  ],
  text: 'CORNER MARKET\n…',
};

const added = (body: CommitReceiptBody): AddedFoodItem[] =>
  body.items.map((item, index) => ({
    id: `item-${index}`,
    householdId: 'h1',
    userId: 'u1',
    name: item.name,
    quantity: String(item.quantity ?? '1'),
    unit: item.unit ?? 'item',
    storageLocationId: item.storageLocationId,
    expirationDate: item.expirationDate || inAWeek,
    fcdId: null,
    usdaData: null,
    foodCategory: item.foodCategory ?? null,
    addedAt: new Date().toISOString(),
    weightInGrams: null,
    lastNotifiedAt: null,
    notificationDismissed: false,
    daysUntilExpiryWhenNotified: null,
    imageUrl: null,
    nutrition: null,
    version: 1,
    merge: {
      outcome: index === 0 ? 'merged' : 'created',
      message: `Added ${item.name}`,
      total: { quantity: String(item.quantity ?? '1'), unit: item.unit ?? 'item' },
      lots: 1,
    },
  }));

function Opener() {
  const open = useScanReceiptAction();
  return (
    <button type="button" onClick={open ?? undefined}>
      Open receipts
    </button>
  );
}

function setup(routes: Record<string, RouteHandler> = {}) {
  const fetchMock = stubFetch({
    '/api/storage-locations': { status: 200, body: locations },
    [foodItemsFirstPageUrl]: { status: 200, body: [] },
    // no saved preferences: prices use the default currency
    '/api/user/preferences': notFound,
    'POST /api/receipts/scan': { status: 200, body: receipt },
    'POST /api/receipts/commit': ({ body }) => ({ status: 201, body: { items: added(body as CommitReceiptBody) } }),
    ...routes,
  });
  const user = userEvent.setup();
  const view = renderWithProviders(
    <ReceiptsProvider>
      <Opener />
    </ReceiptsProvider>,
  );
  return { fetchMock, user, ...view };
}

/** Opens the flow, pastes `text` and waits for the review. */
async function readPasted(user: ReturnType<typeof userEvent.setup>, text = 'CORNER MARKET\nBNLS CHKN BRST 1.32LB 6.58') {
  await user.click(screen.getByRole('button', { name: 'Open receipts' }));
  await user.click(await screen.findByRole('button', { name: 'Paste text instead' }));
  await user.type(screen.getByLabelText('Receipt text'), text.replaceAll('\n', '{Enter}'));
  await user.click(screen.getByRole('button', { name: 'Read text' }));
  return screen.findByRole('heading', { name: 'Check the items' });
}

const row = (position: number) => screen.getByRole('listitem', { name: new RegExp(`^Line ${position}\\b`) });

describe('receipt flow', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads pasted text, and commits exactly what the edited rows show', async () => {
    const { fetchMock, user, client } = setup();
    client.setQueryData(['/api/food-items'], []);
    const heading = await readPasted(user);
    expect(heading).toHaveFocus();
    expect(requestsTo(fetchMock, 'POST', '/api/receipts/scan')).toEqual([{ text: 'CORNER MARKET\nBNLS CHKN BRST 1.32LB 6.58' }]);
    expect(screen.getByText('Corner Market · 2026-11-20')).toBeInTheDocument();
    expect(within(row(3)).getByText('Check this')).toBeInTheDocument();
    expect(within(row(3)).getByText('Read as “YGRT GRK PLN 2 @ 0.99”')).toBeInTheDocument();
    expect(within(row(1)).getByText('90% sure')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Storage location, line 1')).toHaveDisplayValue('Refrigerator'));
    expect(screen.getByLabelText('Storage location, line 2')).toHaveDisplayValue('Pantry');

    // fix a price, move an item, drop one
    const price = screen.getByLabelText('Price, line 1');
    expect(price).toHaveValue('6.58');
    await user.clear(price);
    await user.type(price, '5.99');
    await user.selectOptions(screen.getByLabelText('Storage location, line 1'), 'Freezer');
    await user.click(screen.getByRole('button', { name: 'Remove line 2' }));
    expect(screen.queryByDisplayValue('Bananas')).not.toBeInTheDocument();
    // focus stays in the list: the next row's remove button
    expect(screen.getByRole('button', { name: 'Remove line 2' })).toHaveFocus();

    // a line by hand: its name field gets focus
    await user.click(screen.getByRole('button', { name: 'Add a line' }));
    const name = screen.getByLabelText('Name, line 3');
    expect(name).toHaveFocus();
    await user.type(name, 'Basil');
    await user.type(screen.getByLabelText('Price, line 3'), '2,50');

    await user.click(screen.getByRole('button', { name: 'Add 3 items to inventory' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'POST', '/api/receipts/commit')).toHaveLength(1));
    expect(requestsTo(fetchMock, 'POST', '/api/receipts/commit')[0]).toEqual({
      items: [
        { name: 'Chicken breast', quantity: '1.32', unit: 'lb', storageLocationId: freezerId, expirationDate: chickenFrozen, foodCategory: 'Meat', price: 5.99 },
        { name: 'Yogurt', quantity: '2', unit: 'item', storageLocationId: fridgeId, expirationDate: inAWeek, foodCategory: 'Produce', price: 1.98 },
        { name: 'Basil', quantity: '1', unit: 'item', storageLocationId: pantryId, expirationDate: null, foodCategory: null, price: 2.5 },
      ],
    });
    expect(await screen.findByText('Added 3 items — 1 merged into existing cards')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // the inventory shows the lots at once and is read again, as a single add does
    expect(client.getQueryData<{ name: string }[]>(['/api/food-items'])?.map((item) => item.name)).toEqual(['Chicken breast', 'Yogurt', 'Basil']);
    expect(client.getQueryState(['/api/food-items'])?.isInvalidated).toBe(true);
  });

  it('re-dates a line moved to another place, unless its date was typed', async () => {
    const { fetchMock, user } = setup();
    await readPasted(user);
    expect(chickenFrozen > addDays(today, 60)).toBe(true);
    const place = screen.getByLabelText('Storage location, line 1');
    const date = screen.getByLabelText('Expires, line 1');
    await waitFor(() => expect(place).toHaveDisplayValue('Refrigerator'));
    expect(date).toHaveValue(inAWeek);

    await user.selectOptions(place, 'Freezer');
    expect(date).toHaveValue(chickenFrozen);
    // back in the fridge: the date the server proposed there
    await user.selectOptions(place, 'Refrigerator');
    expect(date).toHaveValue(inAWeek);

    // a date the user typed stays wherever the line goes
    const typed = addDays(today, 12);
    await user.clear(date);
    await user.type(date, typed);
    await user.selectOptions(place, 'Freezer');
    expect(date).toHaveValue(typed);

    await user.click(screen.getByRole('button', { name: 'Add 3 items to inventory' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'POST', '/api/receipts/commit')).toHaveLength(1));
    const body = requestsTo(fetchMock, 'POST', '/api/receipts/commit')[0] as CommitReceiptBody;
    expect(body.items[0]).toMatchObject({ storageLocationId: freezerId, expirationDate: typed });
  });

  it('blocks the commit while a row is invalid and says which field', async () => {
    const { fetchMock, user } = setup();
    await readPasted(user);
    const commit = screen.getByRole('button', { name: 'Add 3 items to inventory' });
    expect(commit).toBeEnabled();

    await user.clear(screen.getByLabelText('Quantity, line 2'));
    expect(commit).toBeDisabled();
    expect(screen.getByLabelText('Quantity, line 2')).toHaveAttribute('aria-invalid', 'true');
    expect(within(row(2)).getByText('must be a positive number such as 2, 0.5 or 1/2')).toBeInTheDocument();
    expect(screen.getByText('Some lines need a fix before they can be added.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Quantity, line 2'), '3');
    expect(commit).toBeEnabled();

    await user.type(screen.getByLabelText('Price, line 1'), 'x');
    expect(commit).toBeDisabled();
    expect(within(row(1)).getByText('Enter an amount such as 3.99')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Price, line 1'));
    expect(commit).toBeEnabled();

    // a line added by hand is not scolded before it is filled, but it blocks the commit
    await user.click(screen.getByRole('button', { name: 'Add a line' }));
    expect(screen.getByRole('button', { name: 'Add 4 items to inventory' })).toBeDisabled();
    expect(screen.getByLabelText('Name, line 4')).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(screen.getByLabelText('Quantity, line 4')).toHaveFocus();
    expect(screen.getByLabelText('Name, line 4')).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('heading', { name: 'Check the items' }));
    expect(screen.getByLabelText('Name, line 4')).toHaveAttribute('aria-invalid', 'true');
    expect(within(row(4)).getByText('Required')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', '/api/receipts/commit')).toHaveLength(0);
  });

  it('marks the field a 400 of the commit names, and clears it once edited', async () => {
    const { user } = setup({
      'POST /api/receipts/commit': {
        status: 400,
        body: { message: 'items.1.price must have at most 2 decimals', issues: [{ path: ['items', 1, 'price'], message: 'must have at most 2 decimals' }] },
      },
    });
    await readPasted(user);
    await user.click(screen.getByRole('button', { name: 'Add 3 items to inventory' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('items.1.price must have at most 2 decimals');
    const price = screen.getByLabelText('Price, line 2');
    await waitFor(() => expect(price).toHaveAttribute('aria-invalid', 'true'));
    expect(within(row(2)).getByText('must have at most 2 decimals')).toBeInTheDocument();
    expect(screen.getByLabelText('Price, line 1')).not.toHaveAttribute('aria-invalid');
    // the dialog stays open with the rows as they were
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.clear(price);
    await user.type(price, '1.99');
    expect(price).not.toHaveAttribute('aria-invalid');
  });

  it('says when no food was found, and offers a line by hand or another photo', async () => {
    const { user } = setup({ 'POST /api/receipts/scan': { status: 200, body: { ...receipt, items: [], skipped: receipt.skipped.slice(0, 3) } } });
    await readPasted(user);
    expect(screen.getByText('No food found on this receipt')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add 0 items to inventory' })).toBeDisabled();

    // the skipped lines are listed, collapsed
    const skipped = screen.getByRole('button', { name: '3 lines skipped: bag fee 0.10, tax 0.12, total 12.07' });
    expect(skipped).toHaveAttribute('aria-expanded', 'false');

    await user.click(screen.getByRole('button', { name: 'Add a line' }));
    expect(screen.getByLabelText('Name, line 1')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Remove line 1' }));
    await user.click(screen.getByRole('button', { name: 'Try another photo' }));
    expect(screen.getByRole('button', { name: 'Take photo' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Choose image' })).toBeInTheDocument();
  });

  it('turns a skipped line into an item with its price', async () => {
    const { fetchMock, user } = setup();
    await readPasted(user);
    await user.click(screen.getByRole('button', { name: /^4 lines skipped: bag fee 0\.10, tax 0\.12, total 12\.07…$/ }));
    await user.click(screen.getByRole('button', { name: 'Add “LEMONS 2 @ 0.50 1.00” as an item' }));
    expect(screen.getByLabelText('Name, line 4')).toHaveValue('LEMONS 2 @ 0.50');
    expect(screen.getByLabelText('Price, line 4')).toHaveValue('1.00');
    expect(within(row(4)).getByText('Check this')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^3 lines skipped/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add 4 items to inventory' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'POST', '/api/receipts/commit')).toHaveLength(1));
    const body = requestsTo(fetchMock, 'POST', '/api/receipts/commit')[0] as CommitReceiptBody;
    expect(body.items[3]).toEqual({ name: 'LEMONS 2 @ 0.50', quantity: '1', unit: 'item', storageLocationId: pantryId, expirationDate: null, foodCategory: null, price: 1 });
  });

  it('shows the server message when the text cannot be read', async () => {
    const { user } = setup({ 'POST /api/receipts/scan': { status: 400, body: { message: 'text must be at most 20000 characters', issues: [{ path: ['text'], message: 'must be at most 20000 characters' }] } } });
    await user.click(screen.getByRole('button', { name: 'Open receipts' }));
    await user.click(await screen.findByRole('button', { name: 'Paste text instead' }));
    await user.type(screen.getByLabelText('Receipt text'), 'MILK 2.49');
    await user.click(screen.getByRole('button', { name: 'Read text' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('text must be at most 20000 characters');
    // back where the text can be fixed, the text kept
    expect(screen.getByLabelText('Receipt text')).toHaveValue('MILK 2.49');
  });
});

describe('receipt photo', () => {
  beforeEach(() => {
    stubUploads();
  });
  afterEach(() => vi.unstubAllGlobals());

  const photo = () => new File([new Uint8Array(300 * 1024)], 'receipt.png', { type: 'image/png' });

  it('shows the upload, then the reading, then the review', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Open receipts' }));
    const takePhoto = await screen.findByRole('button', { name: 'Take photo' });
    const inputs = screen.getByRole('dialog').querySelectorAll<HTMLInputElement>('input[type=file]');
    // the camera input asks phones for the rear camera; the other one offers the gallery
    const camera = [...inputs].find((input) => input.getAttribute('capture') === 'environment');
    const gallery = [...inputs].find((input) => !input.hasAttribute('capture'));
    expect(camera).toHaveAttribute('accept', 'image/*');
    expect(gallery).toHaveAttribute('accept', 'image/*');
    expect(takePhoto).toBeInTheDocument();

    await user.upload(gallery!, photo());
    const request = FakeUpload.sent[0];
    expect(request.url).toBe('/api/receipts/scan');
    expect(request.form?.get('file')).toBeInstanceOf(File);
    expect(screen.getByText('Sending the photo…')).toBeInTheDocument();

    request.progress(100 * 1024, 300 * 1024);
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
    request.progress(300 * 1024, 300 * 1024);
    expect(await screen.findByText('Reading the receipt…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-busy', 'true');

    request.answer({ status: 200, body: { ...receipt, source: 'ocr' } });
    expect(await screen.findByRole('heading', { name: 'Check the items' })).toHaveFocus();
    expect(screen.getByLabelText('Name, line 1')).toHaveValue('Chicken breast');
  });

  it('cancels a read: the upload is aborted and the choice is back', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Open receipts' }));
    await screen.findByRole('button', { name: 'Take photo' });
    const gallery = [...document.querySelectorAll<HTMLInputElement>('input[type=file]')].find((input) => !input.hasAttribute('capture'));
    await user.upload(gallery!, photo());
    const request = FakeUpload.sent[0];
    request.progress(300 * 1024, 300 * 1024);

    const cancel = await screen.findByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveFocus();
    await user.click(cancel);
    expect(request.aborted).toBe(true);
    expect(await screen.findByRole('button', { name: 'Take photo' })).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a photo over the upload limit before sending it', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Open receipts' }));
    await screen.findByRole('button', { name: 'Take photo' });
    const camera = [...document.querySelectorAll<HTMLInputElement>('input[type=file]')].find((input) => input.getAttribute('capture') === 'environment');
    const big = photo();
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(camera!, big);
    expect(await screen.findByRole('alert')).toHaveTextContent('That photo is larger than 10 MB.');
    expect(FakeUpload.sent).toHaveLength(0);
  });
});
