import { z } from 'zod';
import { someChange } from '../patch-body.js';

/**
 * Web Push (issue 21). A browser's `PushSubscription` is registered through `POST /api/push-tokens`
 * with this platform: the token is its endpoint, `deviceInfo.keys` its encryption keys.
 */
export const webPushPlatform = 'webpush';

/** What a device may opt into, each on its own. */
export const pushKinds = ['expiring', 'shopping', 'invitations'] as const;
export type PushKind = (typeof pushKinds)[number];

/**
 * What a push message may be about: the kinds above, and a cook-mode timer ending (issue 35), which
 * is no preference: it comes from a timer someone of the household started, to its subscribed devices.
 */
export const pushPayloadKinds = [...pushKinds, 'cook-timer'] as const;
export type PushPayloadKind = (typeof pushPayloadKinds)[number];

/** "I'm shopping" lasts this long at most; shopping alerts reach a device only while it lasts. */
export const storeModeMaxHours = 12;

const base64url = (bytes: number, what: string) => {
  const length = Math.ceil((bytes * 4) / 3);
  return z
    .string({ error: 'Required' })
    .transform((value) => value.replace(/=+$/, ''))
    .pipe(z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${length}}$`), `must be the subscription's ${what} (base64url, ${bytes} bytes)`));
};

/** `PushSubscription.toJSON().keys`: the P-256 public key and the 16-byte auth secret. */
export const webPushKeys = z.object({ p256dh: base64url(65, 'p256dh key'), auth: base64url(16, 'auth secret') });
export type WebPushKeys = z.output<typeof webPushKeys>;

/** `deviceInfo` of a `webpush` token: the keys, and a label the user may recognise the device by. */
export const webPushDeviceInfo = z.object({
  keys: webPushKeys,
  label: z.string().trim().max(120, 'must be at most 120 characters').optional(),
});

/** A push service endpoint: absolute http(s). The server refuses plain http unless configured to allow it. */
export const webPushEndpoint = z
  .string({ error: 'Required' })
  .max(4096, 'must be at most 4096 characters')
  .pipe(z.url({ protocol: /^https?$/, error: 'must be the subscription endpoint (an https:// URL)' }));

/** `GET /api/push/vapid-public-key`: what `PushManager.subscribe` takes as `applicationServerKey`. */
export const vapidPublicKeyResponse = z.object({ publicKey: z.string() });
export type VapidPublicKeyResponse = z.infer<typeof vapidPublicKeyResponse>;

/** `GET /api/push/preferences?token=`: the device is named by its endpoint. */
export const pushPreferencesQuery = z.object({ token: webPushEndpoint });

/** One device's choices; a device never set any has every kind on and is not shopping. */
export const pushPreferences = z.object({
  token: z.string(),
  expiring: z.boolean(),
  shopping: z.boolean(),
  invitations: z.boolean(),
  /** Until when the device hears about the household's shopping-list additions; null: not shopping. */
  storeModeUntil: z.string().nullable(),
});
export type PushPreferences = z.infer<typeof pushPreferences>;

/** `PUT /api/push/preferences`: only the fields sent change; `storeModeHours: 0` ends store mode. */
export const updatePushPreferencesBody = someChange(
  z.object({
    token: webPushEndpoint,
    expiring: z.boolean().optional(),
    shopping: z.boolean().optional(),
    invitations: z.boolean().optional(),
    storeModeHours: z.number({ error: 'must be a number' }).int('must be a whole number').min(0, 'must be at least 0').max(storeModeMaxHours, `must be at most ${storeModeMaxHours}`).optional(),
  }),
  { beside: 1, path: ['token'] },
);
export type UpdatePushPreferencesBody = z.input<typeof updatePushPreferencesBody>;

/** The buttons a notification may carry; the service worker answers them without opening the app. */
export const pushActions = ['open', 'used-it', 'add-to-list'] as const;
export type PushAction = (typeof pushActions)[number];

export const pushActionTitles: Readonly<Record<PushAction, string>> = { open: 'Open', 'used-it': 'Used it', 'add-to-list': 'Add to list' };

/** The decrypted body of every push message; `sw.js` shows it as a notification. */
export const pushPayload = z.object({
  kind: z.enum(pushPayloadKinds),
  title: z.string(),
  body: z.string(),
  /** Where "Open" (or a tap on the notification) goes, same-origin path. */
  url: z.string(),
  /** Notifications with one tag replace each other instead of piling up. */
  tag: z.string(),
  actions: z.array(z.object({ action: z.enum(pushActions), title: z.string() })),
  data: z.record(z.string(), z.unknown()),
});
export type PushPayload = z.infer<typeof pushPayload>;

/** `POST /api/push/actions`: a notification button pressed; the service worker sends the session cookie. */
export const pushActionBody = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('used-it'), foodItemId: z.uuid('must be a food item id') }),
    z.object({ action: z.literal('add-to-list'), ingredient: z.string({ error: 'Required' }).trim().min(1, 'Required').max(120, 'must be at most 120 characters') }),
  ],
  { error: 'must be used-it or add-to-list' },
);
export type PushActionBody = z.input<typeof pushActionBody>;
