import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { AppConfig } from '#config/app-config.js';

const stripeScripts = ['https://js.stripe.com'];
const stripeFrames = ['https://js.stripe.com', 'https://hooks.stripe.com'];
const stripeApi = ['https://api.stripe.com'];

/** The Content-Security-Policy directives, exported for tests and the documentation. */
export function cspDirectives(config: Pick<AppConfig, 'appUrl' | 'stripe'>): Record<string, string[]> {
  const stripe = config.stripe !== null;
  const https = config.appUrl.startsWith('https://');
  // 'self' covers same-origin websockets in CSP 3 browsers; older Safari needs the ws(s) origin spelt out
  const socketOrigin = config.appUrl.replace(/^http/, 'ws');
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // the built app is module scripts from /assets only: no inline script, no eval
    'script-src': ["'self'", ...(stripe ? stripeScripts : [])],
    // Radix positions popovers and Tailwind/animations set style attributes at run time
    'style-src': ["'self'", "'unsafe-inline'"],
    // uploads and camera previews are blob:/data: URLs; avatars (Google, GitHub) and product photos
    // (Open Food Facts) come from their own https hosts
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    // voice notes recorded and played back in the page
    'media-src': ["'self'", 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", socketOrigin, ...(stripe ? stripeApi : [])],
    // the service worker (and any worker) comes from our own origin
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'frame-src': stripe ? stripeFrames : ["'none'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // no form-action: sign-in leaves for the provider through a redirect some browsers would block
  };
  // on plain http (a LAN address) upgrading would break every subresource
  if (https) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/**
 * helmet's headers with Sous' CSP (DESIGN §7). HSTS only when APP_URL is https: sent over plain
 * http to a LAN address it would at best be ignored and at worst pin a name that has no TLS.
 */
export function securityHeaders(config: Pick<AppConfig, 'appUrl' | 'stripe'>): RequestHandler {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    strictTransportSecurity: config.appUrl.startsWith('https://') ? { maxAge: 180 * 24 * 60 * 60 } : false,
    // the camera and microphone are used by the page itself
    crossOriginEmbedderPolicy: false,
  });
}
