import { type PushPreferences, type UpdatePushPreferencesBody, type VapidPublicKeyResponse, webPushPlatform } from '@sous/contracts';
import { apiRequest, getJson } from '@/lib/api-client';

export const vapidKeyUrl = '/api/push/vapid-public-key';
export const preferencesUrl = '/api/push/preferences';

export async function fetchVapidPublicKey(): Promise<string> {
  return ((await getJson<VapidPublicKeyResponse>(vapidKeyUrl)) as VapidPublicKeyResponse).publicKey;
}

/** Registers the browser's subscription as a `webpush` push token (upserted by endpoint). */
export async function registerSubscription(endpoint: string, keys: { p256dh: string; auth: string }, label: string): Promise<void> {
  await apiRequest('POST', '/api/push-tokens', { token: endpoint, platform: webPushPlatform, deviceInfo: { keys, label } });
}

export async function removeSubscription(endpoint: string): Promise<void> {
  await apiRequest('DELETE', `/api/push-tokens/${encodeURIComponent(endpoint)}`);
}

export const preferencesKey = (endpoint: string) => [preferencesUrl, endpoint] as const;

export async function fetchPushPreferences(endpoint: string, signal?: AbortSignal): Promise<PushPreferences> {
  return (await getJson<PushPreferences>(`${preferencesUrl}?token=${encodeURIComponent(endpoint)}`, 'throw', signal)) as PushPreferences;
}

export async function updatePushPreferences(body: UpdatePushPreferencesBody): Promise<PushPreferences> {
  return (await (await apiRequest('PUT', preferencesUrl, body)).json()) as PushPreferences;
}
