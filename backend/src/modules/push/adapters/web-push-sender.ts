import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { PushPayload } from '@sous/contracts';
import webpush from 'web-push';
import { AppConfig } from '#config/app-config.js';
import { OutboundError, OutboundPolicy, type OutboundRules, webPushRules } from '#platform/http/outbound.js';
import { pushTopic } from '../domain/push-payloads.js';
import { readOrCreateVapidKeys, type VapidKeys } from './vapid-keys.js';
import { pruneDevice } from '../application/web-push-devices.js';
import { type DeliveryOptions, type DeliveryResult, type PushDestination, PushSender } from '../domain/ports/push-sender.port.js';

const requestTimeoutMs = 10_000;

/**
 * The PushSender port on Web Push. Encrypts (RFC 8291, aes128gcm) and signs (VAPID, RFC 8292) with
 * `web-push`, then posts through the platform's outbound policy: the endpoint is checked again at every delivery (a known push
 * service, https unless PUSH_ALLOW_HTTP_ENDPOINTS, never a special-purpose address) and the
 * connection pinned to the addresses just checked, so a DNS change after registration cannot
 * point deliveries inside. web-push's own sender is not used: it resolves the name itself.
 */
@Injectable()
export class WebPushSender extends PushSender {
  private readonly logger = new Logger(WebPushSender.name);
  readonly keys: VapidKeys;
  private readonly subject: string;
  private readonly rules: OutboundRules;

  constructor(
    private readonly config: AppConfig,
    private readonly commands: CommandBus,
    private readonly outbound: OutboundPolicy,
  ) {
    super();
    this.keys = config.webPush.vapidKeys ?? readOrCreateVapidKeys(config.dataDir);
    // push services contact the subject about abuse; an http origin is not accepted, so mail the host
    this.subject = config.webPush.subject ?? (config.appUrl.startsWith('https://') ? config.appUrl : `mailto:sous@${new URL(config.appUrl).hostname}`);
    this.rules = webPushRules(config.webPush);
  }

  get publicKey(): string {
    return this.keys.publicKey;
  }

  async send(device: PushDestination, payload: PushPayload, options: DeliveryOptions): Promise<DeliveryResult> {
    let status: number;
    try {
      const target = await this.outbound.target(device.endpoint, this.rules);
      const details = webpush.generateRequestDetails({ endpoint: device.endpoint, keys: device.keys }, JSON.stringify(payload), {
        vapidDetails: { subject: this.subject, publicKey: this.keys.publicKey, privateKey: this.keys.privateKey },
        TTL: options.ttl,
        urgency: options.urgency,
        topic: pushTopic(payload.tag),
        contentEncoding: 'aes128gcm',
      });
      const headers = Object.fromEntries(Object.entries(details.headers).map(([name, value]) => [name, String(value)]));
      // redirects are not followed: the answer is the push service's, or nothing
      const response = await this.outbound.request(target, { method: 'POST', headers, body: details.body ?? undefined, timeoutMs: requestTimeoutMs });
      status = response.statusCode ?? 0;
      response.resume();
    } catch (error) {
      // rows written before the rules (or by hand): never sent, but kept for their owner to see
      if (error instanceof OutboundError && error.reason !== 'unreachable') return 'skipped';
      this.logger.warn({ err: error, device: device.id }, 'Web Push delivery failed');
      return 'failed';
    }
    if (status === 404 || status === 410) {
      await pruneDevice(this.commands, device.id);
      return 'gone';
    }
    if (status < 200 || status >= 300) {
      this.logger.warn({ device: device.id, status }, 'Web Push service refused the message');
      return 'failed';
    }
    return 'sent';
  }
}
