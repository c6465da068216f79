import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import type { App } from 'supertest/types.js';
import { json, type SignedInUser, signUp } from '../../support/auth.js';
import { FakeOutboundNetwork, withOutboundNetwork } from '../../support/fake-outbound-network.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { FixtureServer } from './fixture-server.js';

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/**
 * Issue 32: import through the outbound policy, in the production setting (private hosts refused)
 * on the tests' network (names from a table, loopback reachable for the fakes). Whatever stops a
 * fetch before a page answers — a refused address, a closed port, a port that speaks something
 * else, a name that does not resolve — answers the same, so import cannot map internal services.
 */
describe('recipe import: one answer for every unreachable address', () => {
  const site = new FixtureServer();
  const network = new FakeOutboundNetwork();
  const sockets = new Set<Socket>();
  // a port that accepts and answers something that is not HTTP (SSH, Redis…)
  const banner = createServer((socket) => {
    sockets.add(socket);
    socket.end('SSH-2.0-OpenSSH_9.6\r\n');
  });
  let testApp: TestApp;
  let server: App;
  let cook: SignedInUser;
  let sitePort: number;
  let closedPort: number;
  let bannerPort: number;

  beforeAll(async () => {
    await site.start();
    sitePort = Number(new URL(site.origin).port);
    bannerPort = await listen(banner);
    const closed = createServer();
    closedPort = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    network.point({ 'recipes.test': '127.0.0.1', 'closed.test': '127.0.0.1', 'documentation.test': '192.0.2.1', 'metadata.test': '169.254.169.254', 'lan.test': '10.0.0.7' });
    testApp = await startTestApp({ override: withOutboundNetwork(network) });
    server = testApp.app.getHttpServer();
    cook = await signUp(server);
  });
  afterAll(async () => {
    await testApp.close();
    await site.stop();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => banner.close(resolve));
  });

  /** The whole answer, with the host the message names taken out. */
  async function answer(url: string, host: string): Promise<{ status: number; body: Record<string, unknown> }> {
    const res = await cook.agent.post('/api/recipes/import').send({ url });
    const body = json(res);
    return { status: res.status, body: { ...body, message: String(body.message).replace(host, '<host>') } };
  }

  it('imports through a name the network resolves (the path that works)', async () => {
    const res = await cook.agent.post('/api/recipes/import').send({ url: `http://recipes.test:${sitePort}/01-wordpress-recipe-plugin.html` }).expect(200);
    expect(json(res)).toMatchObject({ title: 'Lemon Ricotta Pancakes' });
  });

  it('refuses 192.0.2.1 exactly as it answers a closed port', async () => {
    const closed = await answer(`http://127.0.0.1:${closedPort}/recipe`, '127.0.0.1');
    expect(closed).toEqual({ status: 422, body: { message: 'Could not fetch the page from <host>', code: 'recipes.import-failed' } });
    expect(await answer(`http://192.0.2.1:${closedPort}/recipe`, '192.0.2.1')).toEqual(closed);
    expect(await answer(`http://192.0.2.1:${sitePort}/recipe`, '192.0.2.1')).toEqual(closed);
  });

  it.each([
    ['a name of a closed port', () => `http://closed.test:${closedPort}/recipe`, 'closed.test'],
    ['a port that does not speak HTTP', () => `http://127.0.0.1:${bannerPort}/recipe`, '127.0.0.1'],
    ['a name of documentation space', () => `http://documentation.test:${sitePort}/recipe`, 'documentation.test'],
    ['a name of cloud metadata', () => 'http://metadata.test/latest/meta-data/', 'metadata.test'],
    ['a name of a private network', () => `http://lan.test:${sitePort}/recipe`, 'lan.test'],
    ['a name that does not resolve', () => 'http://nowhere.test/recipe', 'nowhere.test'],
    ['a redirect to cloud metadata', () => `http://recipes.test:${sitePort}/to-metadata`, '169.254.169.254'],
  ])('answers %s the same way', async (_case, url, host) => {
    expect(await answer(url(), host)).toEqual({ status: 422, body: { message: 'Could not fetch the page from <host>', code: 'recipes.import-failed' } });
  });

  it('still names the url for what its text breaks (400)', async () => {
    const res = await cook.agent.post('/api/recipes/import').send({ url: `http://user:pw@recipes.test:${sitePort}/01-wordpress-recipe-plugin.html` }).expect(400);
    expect(json(res).message).toBe('url: Addresses with a user name or password cannot be imported');
  });
});
