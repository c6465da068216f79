import type { OutboundRules } from './outbound-policy.js';

/**
 * The push services browsers subscribe with (the host of a `PushSubscription.endpoint`). A Web
 * Push endpoint is an address the browser hands the server, which the server then posts to: only
 * these hosts are accepted unless the operator sets PUSH_ALLOW_ANY_ENDPOINT (a self-hosted push
 * service), so a user cannot point deliveries at any other server.
 */
const pushServices: readonly { host: string; subdomains: 'also' | 'only' | 'no'; who: string }[] = [
  { host: 'fcm.googleapis.com', subdomains: 'no', who: 'Chrome, Edge on Android, Opera, Samsung Internet, Brave (Firebase Cloud Messaging)' },
  { host: 'jmt17.google.com', subdomains: 'no', who: 'Chromium builds without Google API keys (Linux distributions)' },
  { host: 'push.services.mozilla.com', subdomains: 'also', who: 'Firefox (updates.push.services.mozilla.com)' },
  { host: 'web.push.apple.com', subdomains: 'no', who: 'Safari on macOS, iOS and iPadOS' },
  { host: 'notify.windows.com', subdomains: 'only', who: 'Edge on Windows (WNS, e.g. wns2-par02p.notify.windows.com)' },
];

/** Whether a host name (lower case, no trailing dot) belongs to a known browser push service. */
export function isKnownPushService(hostname: string): boolean {
  return pushServices.some(({ host, subdomains }) => (subdomains !== 'only' && hostname === host) || (subdomains !== 'no' && hostname.endsWith(`.${host}`)));
}

export interface WebPushSettings {
  /** PUSH_ALLOW_HTTP_ENDPOINTS: plain http endpoints (a local test push service). */
  allowHttpEndpoints: boolean;
  /** PUSH_ALLOW_ANY_ENDPOINT: any host, not only the known push services (still never a special-purpose address). */
  allowAnyEndpoint: boolean;
}

/** The outbound rules of a Web Push endpoint, checked when it is registered and again at every delivery. */
export function webPushRules(settings: WebPushSettings): OutboundRules {
  return {
    protocols: settings.allowHttpEndpoints ? ['https:', 'http:'] : ['https:'],
    allowPrivate: false,
    hosts: settings.allowAnyEndpoint ? undefined : isKnownPushService,
  };
}
