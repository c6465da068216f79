import request from 'supertest';
import type { App } from 'supertest/types.js';
import { json, signUp, uniqueEmail } from '../support/auth.js';
import { type LocalOidcProvider, startOidcProvider } from '../support/oidc-provider.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * The authorization-code flow (state, nonce, PKCE) against a real OpenID Connect provider on
 * loopback: discovery, the authorize redirect, the token exchange with ID token checks, userinfo.
 */
describe('sign-in with a generic OpenID Connect provider', () => {
  let provider: LocalOidcProvider;
  let testApp: TestApp;
  let server: App;

  beforeAll(async () => {
    provider = await startOidcProvider();
    testApp = await startTestApp({
      env: {
        APP_URL: 'http://sous.test',
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: 'sous-client',
        OIDC_CLIENT_SECRET: 'sous-secret',
        OIDC_NAME: 'Homelab SSO',
      },
    });
    server = testApp.app.getHttpServer();
  });

  afterAll(async () => {
    await testApp?.close();
    provider?.stop();
  });

  /** Follows the browser's round trip: Sous → provider → Sous's callback; answers the agent and the final redirect. */
  async function roundTrip(agent = request.agent(server)) {
    const start = await agent.get('/api/login?provider=oidc').expect(302);
    const authorize = new URL(start.headers.location);
    expect(authorize.origin).toBe(new URL(provider.issuer).origin);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    expect(authorize.searchParams.get('redirect_uri')).toBe('http://sous.test/api/auth/callback/oidc');

    // the provider signs the person in and sends the browser back with a code
    const back = await fetch(authorize, { redirect: 'manual' });
    const callback = new URL(back.headers.get('location')!);
    const done = await agent.get(`${callback.pathname}${callback.search}`).expect(302);
    return { agent, location: done.headers.location };
  }

  it('lists the provider under its configured name', async () => {
    const res = await request(server).get('/api/auth/providers').expect(200);
    expect(res.body).toContainEqual({ id: 'oidc', name: 'Homelab SSO', enabled: true });
  });

  it('creates an account on first sign-in and finds it again on the next', async () => {
    const email = uniqueEmail('sso');
    await provider.setClaims({ sub: `sub-${email}`, email, email_verified: true, given_name: 'Olive', family_name: 'Ode' });
    const first = await roundTrip();
    expect(first.location).toBe('/');
    const me = await first.agent.get('/api/auth/user').expect(200);
    expect(me.body).toMatchObject({ email, firstName: 'Olive', lastName: 'Ode', hasCompletedOnboarding: false });

    const second = await roundTrip();
    const again = await second.agent.get('/api/auth/user').expect(200);
    expect(json(again).id).toBe(json(me).id);
  });

  it('links to an existing email account only when the provider verified the address', async () => {
    const existing = await signUp(server);
    await provider.setClaims({ sub: `unverified-${existing.email}`, email: existing.email, email_verified: false });
    const unverified = await roundTrip();
    const stranger = await unverified.agent.get('/api/auth/user').expect(200);
    expect(json(stranger).id).not.toBe(existing.user.id);
    expect(json(stranger).email).toBeNull();

    await provider.setClaims({ sub: `verified-${existing.email}`, email: existing.email, email_verified: true });
    const verified = await roundTrip();
    const linked = await verified.agent.get('/api/auth/user').expect(200);
    expect(json(linked).id).toBe(existing.user.id);
  });

  it('refuses a callback whose state does not match the one it started', async () => {
    await provider.setClaims({ sub: 'tampered', email: uniqueEmail(), email_verified: true });
    const agent = request.agent(server);
    const start = await agent.get('/api/login?provider=oidc').expect(302);
    const back = await fetch(new URL(start.headers.location), { redirect: 'manual' });
    const callback = new URL(back.headers.get('location')!);
    callback.searchParams.set('state', 'forged');
    const done = await agent.get(`${callback.pathname}${callback.search}`).expect(302);
    expect(done.headers.location).toBe('/?authError=provider_failed&provider=oidc');
    await agent.get('/api/auth/user').expect(401);
  });

  it('refuses a callback nobody started', async () => {
    const res = await request(server).get('/api/auth/callback/oidc?code=abc&state=xyz').expect(302);
    expect(res.headers.location).toBe('/?authError=provider_failed&provider=oidc');
  });
});
