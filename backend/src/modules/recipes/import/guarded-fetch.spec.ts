import { createServer, type Server } from 'node:http';
import type { AddressInfo, LookupFunction } from 'node:net';
import { gzipSync } from 'node:zlib';
import { decodeText, FetchProblem, guardedFetch, type GuardedFetchOptions } from './guarded-fetch.js';

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
      if (path === '/to-file') return void res.writeHead(302, { location: 'file:///etc/passwd' }).end();
      if (path === '/slow') return; // never answers
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

  // only 127.0.0.1 may be reached: every other address plays the part of a refused one
  const options = (extra: Partial<GuardedFetchOptions> = {}): GuardedFetchOptions => ({
    allowAddress: (address) => address === '127.0.0.1' || address === '::ffff:127.0.0.1',
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

  it('checks every redirect hop before connecting', async () => {
    const before = connections.length;
    expect(await problem(guardedFetch(`${origin}/to-other-loopback`, options()))).toEqual({ kind: 'refused', message: '127.0.0.2 is a private or local network address, which import does not fetch' });
    expect(connections.length).toBe(before + 1);
    expect(await problem(guardedFetch(`${origin}/to-file`, options()))).toMatchObject({ kind: 'refused', message: 'Only http:// and https:// addresses can be imported' });
  });

  it('checks the address a name resolves to, where the socket connects (no rebinding gap)', async () => {
    // a DNS that answers a refused address for the redirect's name
    const rebinding: LookupFunction = (_host, _opts, callback) => callback(null, [{ address: '10.0.0.1', family: 4 }] as never, 4);
    expect(await problem(guardedFetch(`${origin}/to-named`, options({ lookup: rebinding })))).toEqual({ kind: 'refused', message: 'rebind.test is a private or local network address, which import does not fetch' });
    // one refused address among several refuses the name
    const mixed: LookupFunction = (_host, _opts, callback) => callback(null, [{ address: '127.0.0.1', family: 4 }, { address: '169.254.169.254', family: 4 }] as never, 4);
    expect(await problem(guardedFetch(`http://mixed.test:${port}/page`, options({ lookup: mixed })))).toMatchObject({ kind: 'refused' });
    const honest: LookupFunction = (_host, _opts, callback) => callback(null, [{ address: '127.0.0.1', family: 4 }] as never, 4);
    expect(decodeText(await guardedFetch(`http://named.test:${port}/page`, options({ lookup: honest })))).toBe('<h1>Hi</h1>');
  });

  it('refuses the connected peer when it is not allowed, whatever resolved', async () => {
    const allowNothing = options({ allowAddress: () => false });
    expect(await problem(guardedFetch(`${origin}/page`, allowNothing))).toMatchObject({ kind: 'refused' });
  });

  it('gives up after the deadline', async () => {
    expect(await problem(guardedFetch(`${origin}/slow`, options({ timeoutMs: 200 })))).toEqual({ kind: 'failed', message: 'The page took too long to answer' });
  });
});
