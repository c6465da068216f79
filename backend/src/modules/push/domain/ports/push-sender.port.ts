import type { PushPayload, WebPushKeys } from '@sous/contracts';

/** A browser's push subscription: its push token row, the endpoint its push service gave, its keys. */
export interface PushDestination {
  id: string;
  endpoint: string;
  keys: WebPushKeys;
}

export type Urgency = 'very-low' | 'low' | 'normal' | 'high';

export interface DeliveryOptions {
  /** Seconds the push service keeps the message for an offline browser. */
  ttl: number;
  urgency: Urgency;
}

/** `sent`; `gone` (404/410, the token was deleted); `failed` (try again another time); `skipped` (the endpoint breaks the outbound rules). */
export type DeliveryResult = 'sent' | 'gone' | 'failed' | 'skipped';

/**
 * Delivers a push message to a browser while Sous is closed: a port by role (issue 34), so the
 * notify use cases do not know the Web Push protocol or the network. adapters/web-push-sender.ts
 * implements it; it prunes a subscription its push service says is gone.
 */
export abstract class PushSender {
  /** The public key (VAPID) browsers subscribe with, so the pushes they accept are signed by this server. */
  abstract readonly publicKey: string;
  /** Never rejects: a delivery that went wrong answers `failed` or `skipped`. */
  abstract send(device: PushDestination, payload: PushPayload, options: DeliveryOptions): Promise<DeliveryResult>;
}
