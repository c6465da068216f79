import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { PushPayload } from '@sous/contracts';
import webpush from 'web-push';
import { AppConfig } from '#config/app-config.js';
import { pushTopic } from '../domain/push-payloads.js';
import { readOrCreateVapidKeys, type VapidKeys } from '../domain/vapid-keys.js';
import { pruneDevice, type WebPushDevice } from './web-push-devices.js';

export type Urgency = 'very-low' | 'low' | 'normal' | 'high';

export interface DeliveryOptions {
  /** Seconds the push service keeps the message for an offline browser. */
  ttl: number;
  urgency: Urgency;
}

/** `sent`; `gone` (404/410, the token was deleted); `failed` (try again another time); `skipped` (http endpoint not allowed). */
export type DeliveryResult = 'sent' | 'gone' | 'failed' | 'skipped';

const requestTimeoutMs = 10_000;

/**
 * Encrypts (RFC 8291, aes128gcm) and signs (VAPID, RFC 8292) with `web-push`, then posts with
 * fetch: web-push's own sender speaks https only, and a self-hoster's tests run a local http push
 * service. Plain http endpoints are refused unless PUSH_ALLOW_HTTP_ENDPOINTS says otherwise.
 */
@Injectable()
export class WebPushSender {
  private readonly logger = new Logger(WebPushSender.name);
  readonly keys: VapidKeys;
  private readonly subject: string;

  constructor(
    private readonly config: AppConfig,
    private readonly commands: CommandBus,
  ) {
    this.keys = config.webPush.vapidKeys ?? readOrCreateVapidKeys(config.dataDir);
    // push services contact the subject about abuse; an http origin is not accepted, so mail the host
    this.subject = config.webPush.subject ?? (config.appUrl.startsWith('https://') ? config.appUrl : `mailto:sous@${new URL(config.appUrl).hostname}`);
  }

  async send(device: WebPushDevice, payload: PushPayload, options: DeliveryOptions): Promise<DeliveryResult> {
    if (new URL(device.endpoint).protocol !== 'https:' && !this.config.webPush.allowHttpEndpoints) return 'skipped';
    let response: Response;
    try {
      const details = webpush.generateRequestDetails({ endpoint: device.endpoint, keys: device.keys }, JSON.stringify(payload), {
        vapidDetails: { subject: this.subject, publicKey: this.keys.publicKey, privateKey: this.keys.privateKey },
        TTL: options.ttl,
        urgency: options.urgency,
        topic: pushTopic(payload.tag),
        contentEncoding: 'aes128gcm',
      });
      const headers = Object.fromEntries(
        Object.entries(details.headers)
          // fetch sets the length from the body itself
          .filter(([name]) => name.toLowerCase() !== 'content-length')
          .map(([name, value]) => [name, String(value)]),
      );
      response = await fetch(details.endpoint, {
        method: details.method,
        headers,
        body: details.body ? new Uint8Array(details.body) : undefined,
        redirect: 'error',
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
      await response.body?.cancel();
    } catch (error) {
      this.logger.warn({ err: error, device: device.id }, 'Web Push delivery failed');
      return 'failed';
    }
    if (response.status === 404 || response.status === 410) {
      await pruneDevice(this.commands, device.id);
      return 'gone';
    }
    if (!response.ok) {
      this.logger.warn({ device: device.id, status: response.status }, 'Web Push service refused the message');
      return 'failed';
    }
    return 'sent';
  }
}
