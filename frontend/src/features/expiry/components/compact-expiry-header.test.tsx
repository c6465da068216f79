import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestsTo, stubFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { ExpirationTicker } from './expiration-ticker';
import { WasteTipsCard } from './waste-tips-card';

const notes = [
  { id: 'f0', foodItemName: 'Milk', daysUntilExpiry: 0 },
  { id: 'f1', foodItemName: 'Salmon', daysUntilExpiry: -1 },
];

function phone(isPhone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: isPhone && query.includes('max-width: 767px'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

/** The chat page's header as the app composes it: the ticker, then the tips card. */
function renderHeader(list: unknown[]) {
  const fetchMock = stubFetch({
    '/api/notifications/expiration': { status: 200, body: list },
    '/api/suggestions/waste-reduction': { status: 200, body: { suggestions: ['Freeze bread before it goes stale.'] } },
    'POST /api/notifications/f0/dismiss': { status: 204 },
  });
  const user = userEvent.setup();
  renderWithProviders(
    <div data-testid="header">
      <ExpirationTicker />
      <WasteTipsCard />
    </div>,
  );
  return { user, fetchMock };
}

afterEach(() => vi.unstubAllGlobals());

describe('compact expiry header on phones (issue 16)', () => {
  it('folds the ticker and the tips into one line', async () => {
    phone(true);
    renderHeader(notes);
    const header = await screen.findByRole('region', { name: 'Expiring soon' });
    expect(header).toHaveAttribute('data-compact');
    const summary = await within(header).findByRole('button', { name: 'Show what is expiring soon: 2 expiring' });
    expect(summary).toHaveTextContent('Milk today, Salmon expired');
    expect(within(header).getByRole('button', { name: 'Waste Reduction Tips' })).toBeInTheDocument();
    // the tips card is not a second block under it
    expect(screen.getByTestId('header').children).toHaveLength(1);
  });

  it('opens the full list with dismiss buttons, and the tips', async () => {
    phone(true);
    const { user, fetchMock } = renderHeader(notes);
    await user.click(await screen.findByRole('button', { name: /2 expiring/ }));
    await user.click(await screen.findByRole('button', { name: 'Dismiss Milk' }));
    expect(await screen.findByText('Notification dismissed')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', '/api/notifications/f0/dismiss')).toHaveLength(1);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Waste Reduction Tips' }));
    expect(await screen.findByText('Freeze bread before it goes stale.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh tips' })).toBeInTheDocument();
  });

  it('keeps the tips reachable when nothing is expiring', async () => {
    phone(true);
    const { fetchMock } = renderHeader([]);
    await waitFor(() => expect(requestsTo(fetchMock, 'GET', '/api/notifications/expiration')).toHaveLength(1));
    const header = screen.getByRole('region', { name: 'Expiring soon' });
    expect(within(header).getByText('Nothing expiring soon')).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Waste Reduction Tips' })).toBeInTheDocument();
  });

  it('is the ticker and the tips card above 768 px', async () => {
    phone(false);
    renderHeader(notes);
    const ticker = await screen.findByRole('region', { name: 'Expiring soon' });
    expect(ticker).not.toHaveAttribute('data-compact');
    expect(screen.getByText('Waste Reduction Tips')).toBeInTheDocument();
  });
});
