import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { OutboundPolicy } from '#platform/http/outbound.js';
import { FakeOutboundNetwork } from '../../../../test/support/fake-outbound-network.js';
import { FetchProblem } from '../domain/fetch-problem.js';
import { decodeText, guardedFetch as fetchThrough, type GuardedFetchOptions } from './guarded-fetch.js';

describe('guardedFetch', () => {
  let server: Server;
  let origin: string;
  let port: number;
  const connections: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      connections.push(req.url ?? '');
      const path = req.url ?? '/';
      if (path === '/page') return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<h1>Hi</h1>');
      if (path === '/latin1') return void res.writeHead(200, { 'content-type': 'text/html; charset=iso-8859-1' }).end(Buffer.from([0x43, 0x72, 0xe8, 0x6d, 0x65]));
      if (path === '/gzip') return void res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(gzipSync('<p>zipped</p>'));
      if (path === '/bomb') return void res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(gzipSync(Buffer.alloc(3000, 'a')));
      if (path === '/to-other-loopback') return void res.writeHead(302, { location: `http://127.0.0.2:${port}/page` }).end();
      if (path === '/to-named') return void res.writeHead(302, { location: `http://rebind.test:${port}/page` }).end();
      if (path === '/to-documentation') return void res.writeHead(302, { location: `http://192.0.2.1:${port}/page` }).end();
      if (path === '/to-credentials') return void res.writeHead(302, { location: `http://user:pw@named.test:${port}/page` }).end();
      if (path === '/to-file') return void res.writeHead(302, { location: 'file:///etc/passwd' }).end();
      if (path === '/slow') return; // never answers
      if (path === '/trickle') return void res.writeHead(200, { 'content-type': 'text/html' }).write('<p>'); // a head, then nothing
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    origin = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  // names resolve from this table only; 127.0.0.1 is reachable, any other address plays a refused one
  const allowOnly127001 = new (class extends FakeOutboundNetwork {
    override allowsPrivate(address: string): boolean {
      return address === '127.0.0.1';
    }
  })({ 'named.test': '127.0.0.1' });
  const guardedFetch = (address: string, options: GuardedFetchOptions, on: FakeOutboundNetwork = allowOnly127001) => fetchThrough(new OutboundPolicy(on), address, options);
  const options = (extra: Partial<GuardedFetchOptions> = {}): GuardedFetchOptions => ({
    rules: { protocols: ['http:', 'https:'], allowPrivate: false },
    accept: ['text/html'],
    acceptHeader: 'text/html',
    maxBytes: 1000,
    timeoutMs: 2000,
    maxRedirects: 5,
    ...extra,
  });
  const problem = async (promise: Promise<unknown>) => {
    const error = await promise.then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(FetchProblem);
    return { kind: (error as FetchProblem).kind, message: (error as FetchProblem).message };
  };

  it('fetches an allowed page, decoding its character set and compression', async () => {
    const page = await guardedFetch(`${origin}/page`, options());
    expect({ url: page.url, type: page.mediaType, text: decodeText(page) }).toEqual({ url: `${origin}/page`, type: 'text/html', text: '<h1>Hi</h1>' });
    expect(decodeText(await guardedFetch(`${origin}/latin1`, options()))).toBe('Crème');
    expect(decodeText(await guardedFetch(`${origin}/gzip`, options()))).toBe('<p>zipped</p>');
  });

  it('caps the body after decompression', async () => {
    expect(await problem(guardedFetch(`${origin}/bomb`, options()))).toEqual({ kind: 'failed', message: 'The page is larger than 0 MB' });
  });

  const unreachable = (host: string) => ({ kind: 'failed', message: `Could not fetch the page from ${host}` });

  it('checks every redirect hop before connecting, and a refused hop fails like a closed port', async () => {
    const before = connections.length;
    expect(await problem(guardedFetch(`${origin}/to-other-loopback`, options()))).toEqual(unreachable('127.0.0.2'));
    expect(connections.length).toBe(before + 1);
    expect(await problem(guardedFetch(`${origin}/to-documentation`, options()))).toEqual(unreachable('192.0.2.1'));
    expect(await problem(guardedFetch(`${origin}/to-file`, options()))).toEqual({ kind: 'refused', message: 'Only http:// and https:// addresses can be imported' });
    expect(await problem(guardedFetch(`${origin}/to-credentials`, options()))).toEqual({ kind: 'refused', message: 'Addresses with a user name or password cannot be imported' });
    expect(connections.length).toBe(before + 4);
  });

  it('resolves a name once and connects where the check said (no rebinding gap)', async () => {
    // a DNS that answers a refused address for the redirect's name
    allowOnly127001.point({ 'rebind.test': '10.0.0.1' });
    expect(await problem(guardedFetch(`${origin}/to-named`, options()))).toEqual(unreachable('rebind.test'));
    // one refused address among several refuses the name
    allowOnly127001.point({ 'mixed.test': ['127.0.0.1', '169.254.169.254'] });
    expect(await problem(guardedFetch(`http://mixed.test:${port}/page`, options()))).toEqual(unreachable('mixed.test'));
    expect(decodeText(await guardedFetch(`http://named.test:${port}/page`, options()))).toBe('<h1>Hi</h1>');
  });

  it('refuses private networks the rules do not allow, and lets them through when they do', async () => {
    const strict = new FakeOutboundNetwork({}, { allowLoopback: false });
    expect(await problem(guardedFetch(`${origin}/page`, options(), strict))).toEqual(unreachable('127.0.0.1'));
    const lan = options({ rules: { protocols: ['http:', 'https:'], allowPrivate: true } });
    expect(decodeText(await guardedFetch(`${origin}/page`, lan, strict))).toBe('<h1>Hi</h1>');
  });

  it('fails like a refused address when the server does not answer in time, or nothing listens', async () => {
    expect(await problem(guardedFetch(`${origin}/slow`, options({ timeoutMs: 200 })))).toEqual(unreachable('127.0.0.1'));
    expect(await problem(guardedFetch('http://no-such-name.test/page', options()))).toEqual(unreachable('no-such-name.test'));
  });

  it('gives up after the deadline while reading the body', async () => {
    expect(await problem(guardedFetch(`${origin}/trickle`, options({ timeoutMs: 300 })))).toEqual({ kind: 'failed', message: 'The page took too long to answer' });
  });
});
