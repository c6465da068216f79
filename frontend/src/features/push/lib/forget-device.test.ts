import { afterEach, describe, expect, it, vi } from 'vitest';
import { notFound, requestsTo, stubFetch } from '@/test/fetch-mock';
import { forgetThisDevice } from './forget-device';

const endpoint = 'https://push.example.test/sub/1';

function stubSubscription(subscription: { endpoint: string; unsubscribe: () => Promise<boolean> } | null) {
  vi.stubGlobal('navigator', {
    ...navigator,
    serviceWorker: { getRegistration: () => Promise.resolve({ pushManager: { getSubscription: () => Promise.resolve(subscription) } }) },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('forgetThisDevice', () => {
  it("removes this browser's push token on the server and ends the subscription", async () => {
    const fetchMock = stubFetch({ [`DELETE /api/push-tokens/${encodeURIComponent(endpoint)}`]: { status: 204 } });
    const unsubscribe = vi.fn(() => Promise.resolve(true));
    stubSubscription({ endpoint, unsubscribe });
    await forgetThisDevice();
    expect(requestsTo(fetchMock, 'DELETE', `/api/push-tokens/${encodeURIComponent(endpoint)}`)).toHaveLength(1);
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('ends the subscription even when the server cannot be told', async () => {
    stubFetch({ [`DELETE /api/push-tokens/${encodeURIComponent(endpoint)}`]: notFound });
    const unsubscribe = vi.fn(() => Promise.resolve(true));
    stubSubscription({ endpoint, unsubscribe });
    await expect(forgetThisDevice()).rejects.toThrow();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('does nothing without a subscription', async () => {
    const fetchMock = stubFetch({});
    stubSubscription(null);
    await forgetThisDevice();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
