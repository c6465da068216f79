import { todayIn } from '@sous/kitchen';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requestsTo, stubFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { DailyExpirationCheck } from '../components/daily-expiration-check';
import { lastExpirationCheckKey } from '../lib/daily-check';

const checkUrl = '/api/notifications/expiration/check';
const today = () => todayIn(new Date());

describe('daily expiration check (spec 001 §4)', () => {
  it('runs once per calendar day per browser and shares what it found', async () => {
    const notifications = [{ id: 'f1', foodItemName: 'Milk', daysUntilExpiry: 1 }];
    const fetchMock = stubFetch({ [`POST ${checkUrl}`]: { status: 200, body: { notifications } } });
    const first = renderWithProviders(<DailyExpirationCheck />);
    await waitFor(() => expect(requestsTo(fetchMock, 'POST', checkUrl)).toHaveLength(1));
    expect(localStorage.getItem(lastExpirationCheckKey)).toBe(today());
    await waitFor(() => expect(first.client.getQueryData(['/api/notifications/expiration'])).toEqual(notifications));
    first.unmount();

    renderWithProviders(<DailyExpirationCheck />);
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(requestsTo(fetchMock, 'POST', checkUrl)).toHaveLength(1);
  });

  it('runs again when the remembered day is an earlier one', async () => {
    localStorage.setItem(lastExpirationCheckKey, '2000-01-01');
    const fetchMock = stubFetch({ [`POST ${checkUrl}`]: { status: 200, body: { notifications: [] } } });
    renderWithProviders(<DailyExpirationCheck />);
    await waitFor(() => expect(requestsTo(fetchMock, 'POST', checkUrl)).toHaveLength(1));
    expect(localStorage.getItem(lastExpirationCheckKey)).toBe(today());
  });

  it('forgets the day on failure so it retries, and says so', async () => {
    const fetchMock = stubFetch({ [`POST ${checkUrl}`]: { status: 500, body: { message: 'down' } } });
    renderWithProviders(<DailyExpirationCheck />);
    expect(await screen.findByText('Error checking expiration dates')).toBeInTheDocument();
    expect(screen.getByText('Unable to check for expiring items. Please try again later.')).toBeInTheDocument();
    expect(localStorage.getItem(lastExpirationCheckKey)).toBeNull();

    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(requestsTo(fetchMock, 'POST', checkUrl)).toHaveLength(2));
  });
});
