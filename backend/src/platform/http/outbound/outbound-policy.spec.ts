import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer, type Socket } from 'node:net';
import { FakeOutboundNetwork } from '../../../../test/support/fake-outbound-network.js';
import { OutboundError } from './outbound-error.js';
import { OutboundPolicy, type OutboundRules, type OutboundTarget } from './outbound-policy.js';
import { webPushRules } from './web-push-services.js';

const web: OutboundRules = { protocols: ['http:', 'https:'], allowPrivate: false };
const push = webPushRules({ allowHttpEndpoints: false, allowAnyEndpoint: false });

/** What a refusal looks like from outside: its reason and its message with the host taken out. */
async function refusal(promise: Promise<unknown>): Promise<{ reason: string; message: string }> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OutboundError);
  const { reason, message, host } = error as OutboundError;
  return { reason, message: host ? message.replace(host, '<host>') : message };
}

const unreachable = { reason: 'unreachable', message: '<host> could not be reached' };

const sockets = new Set<Socket>();

async function listen<T extends Server | TcpServer>(server: T): Promise<T & { port: number }> {
  server.on('connection', (socket: Socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(server, { port: (server.address() as AddressInfo).port });
}

describe('outbound policy: what an address may reach', () => {
  // a DNS that never leaves the test: these names, nothing else; loopback counts as a refused private network
  const network = new FakeOutboundNetwork(
    {
      'recipes.example': '93.184.215.14',
      'fcm.googleapis.com': '142.250.74.42',
      'updates.push.services.mozilla.com': '34.117.165.126',
      'wns2-par02p.notify.windows.com': '20.199.120.182',
      'inward.test': '10.0.0.7',
      'metadata.test': '169.254.169.254',
      'documentation.test': '192.0.2.1',
      'mapped.test': '::ffff:127.0.0.1',
      'six-to-four.test': '2002:a9fe:a9fe::1',
      'nat64.test': '64:ff9b::c0a8:101',
      'mixed.test': ['93.184.215.14', '10.0.0.7'],
    },
    { allowLoopback: false },
  );
  const policy = new OutboundPolicy(network);

  it.each([
    // every spelling of 127.0.0.1 the URL parser knows ends up as 127.0.0.1
    'http://2130706433/',
    'http://0x7f.1/',
    'http://0x7f000001/',
    'http://0177.0.0.1/',
    'http://127.1/',
    'http://127.0.0.1./',
    'http://%31%32%37.0.0.1/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://[0:0:0:0:0:ffff:7f00:1]/',
    'http://[::1]/',
    'http://localhost/',
    'http://LOCALHOST./',
    'http://0.0.0.0/',
    'http://0/',
    'http://[::]/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[fe80::1]/',
    'http://192.0.2.1/',
    'http://198.51.100.7/',
    'http://203.0.113.9/',
    'http://198.18.0.1/',
    'http://100.64.0.1/',
    'http://224.0.0.1/',
    'http://255.255.255.255/',
    'http://[2001:db8::1]/',
    'http://[64:ff9b::a9fe:a9fe]/',
    'http://[2002:c000:201::1]/',
    'http://inward.test/',
    'http://metadata.test/',
    'http://documentation.test/',
    'http://mapped.test/',
    'http://six-to-four.test/',
    'http://nat64.test/',
    'http://mixed.test/',
    'http://no-such-name.test/',
  ])('refuses %s as unreachable, exactly like a name that does not resolve', async (address) => {
    expect(await refusal(policy.target(address, web))).toEqual(unreachable);
  });

  it('allows a public host, with every address it resolved to', async () => {
    const target = await policy.target('https://recipes.example/pasta', web);
    expect({ url: target.url.toString(), host: target.host, addresses: target.addresses }).toEqual({
      url: 'https://recipes.example/pasta',
      host: 'recipes.example',
      addresses: [{ address: '93.184.215.14', family: 4 }],
    });
    expect((await policy.target('http://[2606:4700::1111]/', web)).addresses).toEqual([{ address: '2606:4700::1111', family: 6 }]);
  });

  it('lets private networks through only when the rules allow them, and never the other special ranges', async () => {
    const lan = { ...web, allowPrivate: true };
    expect((await policy.target('http://inward.test/', lan)).addresses).toEqual([{ address: '10.0.0.7', family: 4 }]);
    expect((await policy.target('http://127.0.0.1:8080/', lan)).host).toBe('127.0.0.1');
    for (const address of ['http://metadata.test/', 'http://documentation.test/', 'http://198.18.0.1/', 'http://six-to-four.test/']) {
      expect(await refusal(policy.target(address, lan))).toEqual(unreachable);
    }
  });

  it("lets a test network's loopback through, and nothing else private", async () => {
    const testing = new OutboundPolicy(new FakeOutboundNetwork({ 'inward.test': '10.0.0.7' }));
    expect((await testing.target('http://localhost:3000/', web)).addresses).toEqual([
      { address: '127.0.0.1', family: 4 },
      { address: '::1', family: 6 },
    ]);
    expect(await refusal(testing.target('http://inward.test/', web))).toEqual(unreachable);
    expect(await refusal(testing.target('http://169.254.169.254/', web))).toEqual(unreachable);
  });

  it.each([
    ['ftp://recipes.example/x', web, 'protocol'],
    ['file:///etc/passwd', web, 'protocol'],
    ['gopher://127.0.0.1:6379/_INFO', web, 'protocol'],
    ['not a url', web, 'not-a-url'],
    ['http://user:secret@recipes.example/', web, 'credentials'],
    // the text before @ is a user name, not the host
    ['https://fcm.googleapis.com@127.0.0.1/', push, 'credentials'],
    ['https://fcm.googleapis.com:@127.0.0.1/', push, 'credentials'],
    ['https://127.0.0.1#@fcm.googleapis.com/fcm/send/x', push, 'host'],
    ['https://127.0.0.1/?fcm.googleapis.com', push, 'host'],
    ['https://fcm.googleapis.com.evil.test/fcm/send/x', push, 'host'],
    ['https://notfcm.googleapis.com/fcm/send/x', push, 'host'],
    ['https://notify.windows.com/w/?token=x', push, 'host'],
    ['https://push.example.test/x', push, 'host'],
    ['https://fcm.googleapis.com:8443/fcm/send/x', push, 'port'],
    ['http://fcm.googleapis.com/fcm/send/x', push, 'protocol'],
  ] as const)('refuses %s for what its text says (%#)', async (address, rules, reason) => {
    expect((await refusal(policy.target(address, rules))).reason).toBe(reason);
  });

  it('accepts the known push services, in any case and with a trailing dot', async () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:APA91b',
      'https://FCM.GoogleAPIs.com./fcm/send/abc',
      'https://fcm.googleapis.com:443/wp/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    ]) {
      expect((await policy.target(endpoint, push)).addresses.length).toBe(1);
    }
    // a known name that resolves inward is still refused
    network.point({ 'web.push.apple.com': '127.0.0.1' });
    expect(await refusal(policy.target('https://web.push.apple.com/QGuQyavXutnMH', push))).toEqual(unreachable);
  });

  it('takes any host with PUSH_ALLOW_ANY_ENDPOINT, never a special-purpose address', async () => {
    const any = webPushRules({ allowHttpEndpoints: false, allowAnyEndpoint: true });
    expect((await policy.target('https://recipes.example:8443/push', any)).host).toBe('recipes.example');
    expect(await refusal(policy.target('https://inward.test/push', any))).toEqual(unreachable);
    expect(await refusal(policy.target('https://[::1]/push', any))).toEqual(unreachable);
  });
});

describe('outbound policy: connecting', () => {
  let site: Server & { port: number };
  let silent: TcpServer & { port: number };
  let garbage: TcpServer & { port: number };
  let resetting: TcpServer & { port: number };
  let closedPort: number;
  const network = new FakeOutboundNetwork({ 'site.test': '127.0.0.1', 'documentation.test': '192.0.2.1' });
  const policy = new OutboundPolicy(network);
  const get = (target: OutboundTarget, timeoutMs = 2000) => policy.request(target, { method: 'GET', headers: {}, timeoutMs });
  const read = async (target: OutboundTarget) => {
    const response = await get(target);
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    return { status: response.statusCode, body: Buffer.concat(chunks).toString() };
  };

  beforeAll(async () => {
    site = await listen(createHttpServer((req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end(`hello ${req.headers.host}`)));
    // accepts and never answers (a filtered or non-HTTP port that waits)
    silent = await listen(createTcpServer(() => undefined));
    // answers something that is not HTTP (SSH, Redis…)
    garbage = await listen(createTcpServer((socket) => socket.end('SSH-2.0-OpenSSH_9.6\r\n')));
    resetting = await listen(createTcpServer((socket) => socket.resetAndDestroy()));
    const closed = await listen(createTcpServer());
    closedPort = closed.port;
    await new Promise((resolve) => closed.close(resolve));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    for (const server of [site, silent, garbage, resetting]) await new Promise((resolve) => server.close(resolve));
  });

  it('connects to the address checked, even when the name points elsewhere by then (no rebinding)', async () => {
    network.point({ 'rebind.test': '127.0.0.1' });
    const before = network.lookups.length;
    const target = await policy.target(`http://rebind.test:${site.port}/`, web);
    // the name now answers a refused address; the connection still goes where the check said
    network.point({ 'rebind.test': '169.254.169.254' });
    expect(await read(target)).toEqual({ status: 200, body: `hello rebind.test:${site.port}` });
    expect(network.lookups.length).toBe(before + 1);
  });

  it('refuses a peer that is not one of the checked addresses', async () => {
    const target = await policy.target(`http://127.0.0.1:${site.port}/`, web);
    const tampered: OutboundTarget = { ...target, addresses: [{ address: '127.0.0.2', family: 4 }] };
    expect(await refusal(get(tampered))).toEqual(unreachable);
  });

  it('gives one answer for a refused address and every way a connection fails', async () => {
    const refused = await refusal(policy.target(`http://documentation.test:${site.port}/`, web));
    const failures = await Promise.all(
      [closedPort, silent.port, garbage.port, resetting.port].map(async (port) => refusal(get(await policy.target(`http://site.test:${port}/`, web), 300))),
    );
    // TLS spoken to a plain HTTP server
    failures.push(await refusal(get(await policy.target(`https://site.test:${site.port}/`, web))));
    expect(failures).toEqual(Array(5).fill(refused));
    expect(refused).toEqual(unreachable);
  });
});
