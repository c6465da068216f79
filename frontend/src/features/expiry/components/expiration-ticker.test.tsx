import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { requestsTo, stubFetch, type RouteHandler } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { ExpirationTicker } from './expiration-ticker';

const notes = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `f${i}`, foodItemName: `Item ${i}`, daysUntilExpiry: i - 1 }));

function setup(list: unknown[], routes: Record<string, RouteHandler> = {}) {
  const fetchMock = stubFetch({ '/api/notifications/expiration': { status: 200, body: list }, ...routes });
  const user = userEvent.setup();
  renderWithProviders(<ExpirationTicker />);
  return { fetchMock, user };
}

describe('ExpirationTicker', () => {
  it('shows each item with its days left, slowly for up to 5', async () => {
    setup(notes(3));
    const ticker = await screen.findByRole('region', { name: 'Expiring soon' });
    expect(ticker).toHaveAttribute('data-speed', 'slow');
    const entries = within(ticker).getAllByRole('listitem');
    expect(entries.map((e) => e.textContent)).toEqual(['Item 0·expired', 'Item 1·today', 'Item 2·1 day']);
  });

  it("moves at 'normal' speed above 5", async () => {
    setup(notes(6));
    expect(await screen.findByRole('region', { name: 'Expiring soon' })).toHaveAttribute('data-speed', 'normal');
  });

  it('shows nothing when nothing is expiring', async () => {
    const { fetchMock } = setup([]);
    await waitFor(() => expect(requestsTo(fetchMock, 'GET', '/api/notifications/expiration')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Expiring soon' })).not.toBeInTheDocument();
  });

  it('dismisses a notification', async () => {
    const { user, fetchMock } = setup(notes(2), { 'POST /api/notifications/f1/dismiss': { status: 204 } });
    await user.click(await screen.findByRole('button', { name: 'Dismiss Item 1' }));
    expect(await screen.findByText('Notification dismissed')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', '/api/notifications/f1/dismiss')).toHaveLength(1);
    expect(screen.queryByText('Item 1')).not.toBeInTheDocument();
    expect(screen.getByText('Item 0')).toBeInTheDocument();
  });

  it('says when dismissing failed and keeps the item', async () => {
    const { user } = setup(notes(1), { 'POST /api/notifications/f0/dismiss': { status: 500 } });
    await user.click(await screen.findByRole('button', { name: 'Dismiss Item 0' }));
    expect(await screen.findByText('Error dismissing notification')).toBeInTheDocument();
    expect(screen.getByText('Unable to dismiss the notification. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Item 0')).toBeInTheDocument();
  });
});
