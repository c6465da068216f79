import type { Appliance } from '@sous/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyEntityEvent } from '@/lib/socket-cache';
import { anAppliance, applianceCategory as cat } from '@/test/appliance-fixture';
import { requestsTo, stubFetch, type RouteHandler } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { localToday } from '../lib/warranty';
import { AppliancesPage } from './appliances-page';

// category ids are UUIDs, as the contract checks before anything is sent
const SMALL = '00000000-0000-4000-8000-000000000001';
const AIR = '00000000-0000-4000-8000-000000000002';
const OVENS = '00000000-0000-4000-8000-000000000003';
const categories = [cat(SMALL, 'Small appliances', 300), cat(AIR, 'Air fryers', 301, SMALL), cat(OVENS, 'Ovens', 100)];

const inDays = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return localToday(d);
};

const appliance = (fields: Partial<Appliance>) =>
  anAppliance({ name: 'Ninja Air Fryer', type: 'Air fryer', categoryId: AIR, customBrand: 'Ninja', customModel: 'AF101', customCapabilities: ['Air fry'], warrantyEndDate: inDays(12), ...fields });

function renderPage(list: Appliance[], routes: Record<string, RouteHandler> = {}) {
  const fetchMock = stubFetch({
    '/api/appliances': { status: 200, body: list },
    '/api/appliance-categories': { status: 200, body: categories },
    ...routes,
  });
  return { ...renderWithProviders(<AppliancesPage />, { path: '/appliances' }), fetchMock, user: userEvent.setup() };
}

describe('AppliancesPage', () => {
  beforeAll(() => {
    // jsdom has no ResizeObserver; Radix's switch measures itself with one
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  });

  it('says what to do when the kitchen is empty', async () => {
    renderPage([]);
    expect(await screen.findByRole('heading', { name: 'No appliances yet' })).toBeInTheDocument();
  });

  it('groups by category with a warranty reminder and the in-use switch', async () => {
    renderPage([appliance({}), appliance({ id: 'a2', name: 'Oven', type: 'Oven', categoryId: OVENS, customBrand: null, customModel: null, customCapabilities: [], warrantyEndDate: null })]);
    await screen.findByText('Ninja Air Fryer');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Ovens (1)', 'Small appliances (1)']);
    expect(screen.getByText('Warranty ends in 12 days')).toBeInTheDocument();
    expect(screen.getAllByRole('switch', { name: 'In use' })).toHaveLength(2);
  });

  it('switches an appliance off at once and sends only that change', async () => {
    const { user, fetchMock } = renderPage([appliance({})], {
      'PATCH /api/appliances/a1': { status: 200, body: appliance({ isActive: false }) },
    });
    await user.click(await screen.findByRole('switch', { name: 'In use' }));
    expect(await screen.findByRole('switch', { name: 'Not in use' })).not.toBeChecked();
    expect(requestsTo(fetchMock, 'PATCH', '/api/appliances/a1')).toEqual([{ isActive: false }]);
  });

  it('adds an appliance from the category picker, the type following the category', async () => {
    const created = appliance({ id: 'a9', name: 'Cosori', customBrand: null, customModel: null, customCapabilities: [], warrantyEndDate: null });
    const { user, fetchMock } = renderPage([], { 'POST /api/appliances': { status: 201, body: created } });
    await user.click(await screen.findByRole('button', { name: 'Add appliance' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Category'), AIR);
    expect(within(dialog).getByLabelText(/^Type/)).toHaveValue('Air fryer');
    await user.type(within(dialog).getByLabelText('Name'), 'Cosori');
    await user.click(within(dialog).getByRole('button', { name: 'Add appliance' }));
    expect(await screen.findByRole('heading', { name: 'Cosori' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', '/api/appliances')[0]).toMatchObject({ name: 'Cosori', type: 'Air fryer', categoryId: AIR, isActive: true });
  });

  it('prefills the form from a barcode the household named', async () => {
    const { user } = renderPage([], {
      '/api/appliances/barcode/4006381333931': {
        status: 200,
        body: { barcode: '4006381333931', barcodeProductId: 'p1', title: 'Vitamix E310', brand: 'Vitamix', category: null, source: 'household' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add by barcode' }));
    await user.type(await screen.findByLabelText('Barcode'), '4006381333931');
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an appliance' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Vitamix E310');
    expect(within(dialog).getByLabelText('Brand')).toHaveValue('Vitamix');
  });

  it('shows another device’s new appliance live', async () => {
    const { client } = renderPage([appliance({})]);
    await screen.findByText('Ninja Air Fryer');
    act(() => {
      applyEntityEvent(client, 'appliance:created', appliance({ id: 'a3', name: 'Instant Pot', categoryId: SMALL, warrantyEndDate: null }));
    });
    await waitFor(() => expect(screen.getByText('Instant Pot')).toBeInTheDocument());
  });
});
