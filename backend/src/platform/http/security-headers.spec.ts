import { cspDirectives } from './security-headers.js';

const stripe = { secretKey: 'sk', publishableKey: 'pk', webhookSecret: null, apiUrl: null };

describe('cspDirectives', () => {
  it('allows only our own scripts and no frames without Stripe', () => {
    const csp = cspDirectives({ appUrl: 'http://192.168.1.20:3000', stripe: null });
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['frame-src']).toEqual(["'none'"]);
    expect(csp['connect-src']).toEqual(["'self'", 'ws://192.168.1.20:3000']);
    expect(csp['worker-src']).toEqual(["'self'"]);
    expect(csp['img-src']).toEqual(expect.arrayContaining(['data:', 'blob:']));
    // plain http on a LAN: upgrading would break every request
    expect(csp['upgrade-insecure-requests']).toBeUndefined();
  });

  it("adds Stripe's script, frames and API only when Stripe is configured, and upgrades on https", () => {
    const csp = cspDirectives({ appUrl: 'https://sous.example.org', stripe });
    expect(csp['script-src']).toEqual(["'self'", 'https://js.stripe.com']);
    expect(csp['frame-src']).toEqual(['https://js.stripe.com', 'https://hooks.stripe.com']);
    expect(csp['connect-src']).toEqual(["'self'", 'wss://sous.example.org', 'https://api.stripe.com']);
    expect(csp['upgrade-insecure-requests']).toEqual([]);
  });
});
