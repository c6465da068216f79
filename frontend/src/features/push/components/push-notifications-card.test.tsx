import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestsTo, stubFetch, type RouteHandler } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { PushNotificationsCard } from './push-notifications-card';

vi.mock('@/lib/browser-location', () => ({ assignLocation: vi.fn(), reloadPage: vi.fn() }));

const endpoint = 'https://push.example/send/device-1';
const keys = { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) };
const prefsUrl = `/api/push/preferences?token=${encodeURIComponent(endpoint)}`;
const defaults = { token: endpoint, expiring: true, shopping: true, invitations: true, storeModeUntil: null };
const publicKey = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';

function fakeSubscription() {
  return { endpoint, toJSON: () => ({ endpoint, keys }), unsubscribe: vi.fn(() => Promise.resolve(true)) };
}

/** A browser with the Push API: `existing` is the subscription it already holds. */
interface BrowserState {
  permission?: NotificationPermission;
  /** What the permission prompt answers. */
  answer?: NotificationPermission;
  existing?: ReturnType<typeof fakeSubscription> | null;
}

function stubBrowser({ permission = 'default', answer = 'granted', existing = null }: BrowserState = {}) {
  const created = fakeSubscription();
  const pushManager = { getSubscription: vi.fn(() => Promise.resolve(existing)), subscribe: vi.fn(() => Promise.resolve(created)) };
  const registration = { pushManager };
  const notification = { permission, requestPermission: vi.fn(() => Promise.resolve(answer)) };
  notification.requestPermission.mockImplementation(() => {
    notification.permission = answer;
    return Promise.resolve(answer);
  });
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('isSecureContext', true);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: vi.fn(() => Promise.resolve(registration)), ready: Promise.resolve(registration) },
  });
  return { pushManager, notification, created };
}

function setup(routes: Record<string, RouteHandler> = {}) {
  const fetchMock = stubFetch({
    '/api/push/vapid-public-key': { status: 200, body: { publicKey } },
    'POST /api/push-tokens': { status: 201, body: {} },
    [prefsUrl]: { status: 200, body: defaults },
    ...routes,
  });
  const user = userEvent.setup();
  renderWithProviders(<PushNotificationsCard />);
  return { fetchMock, user };
}

describe('push notifications card', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('says so when the browser has no Push API', () => {
    setup();
    expect(screen.getByText(/This browser cannot receive push notifications/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).not.toBeInTheDocument();
  });

  it('explains how to unblock notifications the user has refused', async () => {
    stubBrowser({ permission: 'denied' });
    setup();
    expect(await screen.findByText(/Notifications are blocked for Sous in this browser/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).not.toBeInTheDocument();
  });

  it('subscribes with the server key on request, registers the subscription and shows the choices', async () => {
    const { pushManager, notification } = stubBrowser();
    const { user, fetchMock } = setup();
    await user.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    expect(notification.requestPermission).toHaveBeenCalledTimes(1);
    const [options] = pushManager.subscribe.mock.calls[0] as unknown as [{ userVisibleOnly: boolean; applicationServerKey: Uint8Array }];
    expect(options.userVisibleOnly).toBe(true);
    expect(options.applicationServerKey).toHaveLength(65);
    expect(await screen.findByText('Notifications are on for this device.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', '/api/push-tokens')).toEqual([
      { token: endpoint, platform: 'webpush', deviceInfo: { keys, label: expect.any(String) as unknown } },
    ]);
    for (const name of ['Food about to expire', 'Shopping list while I shop', 'Someone joins my household']) {
      expect(screen.getByRole('switch', { name })).toBeChecked();
    }
  });

  it('shows the refusal when the user blocks the permission prompt', async () => {
    const { pushManager } = stubBrowser({ answer: 'denied' });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByText(/Notifications are blocked/)).toBeInTheDocument();
    expect(pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('saves each choice for this device and runs store mode for the hours picked', async () => {
    stubBrowser({ existing: fakeSubscription() });
    const until = new Date(Date.now() + 3 * 3_600_000).toISOString();
    const { user, fetchMock } = setup({
      'PUT /api/push/preferences': ({ body }) => {
        const change = body as { expiring?: boolean; storeModeHours?: number };
        return { status: 200, body: { ...defaults, ...('expiring' in change ? { expiring: change.expiring } : {}), storeModeUntil: change.storeModeHours ? until : null } };
      },
    });
    await user.click(await screen.findByRole('switch', { name: 'Food about to expire' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Food about to expire' })).not.toBeChecked());

    await user.selectOptions(screen.getByLabelText('Store mode length'), '3');
    await user.click(screen.getByRole('button', { name: "I'm shopping" }));
    expect(await screen.findByText(/Store mode is on until/)).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PUT', '/api/push/preferences')).toEqual([
      { token: endpoint, expiring: false },
      { token: endpoint, storeModeHours: 3 },
    ]);
  });

  it('unsubscribes the browser and unregisters it when turned off', async () => {
    const existing = fakeSubscription();
    stubBrowser({ existing });
    const url = `/api/push-tokens/${encodeURIComponent(endpoint)}`;
    const { user, fetchMock } = setup({ [`DELETE ${url}`]: { status: 204 } });
    await user.click(await screen.findByRole('button', { name: 'Turn off on this device' }));
    expect(await screen.findByRole('button', { name: 'Turn on notifications' })).toBeInTheDocument();
    expect(existing.unsubscribe).toHaveBeenCalledTimes(1);
    expect(requestsTo(fetchMock, 'DELETE', url)).toHaveLength(1);
  });
});
