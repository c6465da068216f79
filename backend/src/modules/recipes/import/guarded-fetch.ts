import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction, type Socket } from 'node:net';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Readable } from 'node:stream';

export interface GuardedFetchOptions {
  /** Whether a connection to this IP address is allowed (checked on every hop, at connect time). */
  allowAddress: (address: string) => boolean;
  /** Media types accepted, lower case without parameters. */
  accept: readonly string[];
  acceptHeader: string;
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
  /** Name resolution; tests hand in their own to play a DNS that answers a refused address. */
  lookup?: LookupFunction;
}

export interface FetchedResource {
  /** The address finally answered, after redirects. */
  url: string;
  mediaType: string;
  charset: string | null;
  body: Buffer;
}

/**
 * Why a fetch was not made or failed. `refused` is the address itself (scheme, private network):
 * the caller's input is at fault. `failed` is what the other server did (or did not do).
 */
export class FetchProblem extends Error {
  override readonly name = 'FetchProblem';
  constructor(
    readonly kind: 'refused' | 'failed',
    message: string,
  ) {
    super(message);
  }
}

const refusedAddress = (host: string) => new FetchProblem('refused', `${host} is a private or local network address, which import does not fetch`);

/**
 * GET with the guards a server-side fetch of a user-given URL needs (SSRF): http(s) only, every
 * hop's address checked where the socket really connects (the name is resolved once, by the lookup
 * this hands to the socket, and the connected peer is checked again, so a DNS answer that changes
 * between a check and the connect cannot slip through), redirects capped and followed by hand,
 * one deadline over the whole exchange, the body capped (after decompression too), media types
 * limited.
 */
export async function guardedFetch(address: string, options: GuardedFetchOptions): Promise<FetchedResource> {
  const deadline = Date.now() + options.timeoutMs;
  let current = parseAddress(address);
  for (let hop = 0; ; hop += 1) {
    const response = await get(current, options, deadline);
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location) {
      response.resume();
      if (hop >= options.maxRedirects) throw new FetchProblem('failed', `The page redirected more than ${options.maxRedirects} times`);
      current = parseAddress(new URL(response.headers.location, current).toString());
      continue;
    }
    if (status < 200 || status >= 300) {
      response.resume();
      throw new FetchProblem('failed', `The page answered HTTP ${status}`);
    }
    const [mediaType = '', ...parameters] = (response.headers['content-type'] ?? '').split(';').map((part) => part.trim());
    const type = mediaType.toLowerCase();
    if (!options.accept.includes(type)) {
      response.resume();
      throw new FetchProblem('failed', `The address is not a web page (it is ${type || 'of no stated type'})`);
    }
    const declared = Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > options.maxBytes) {
      response.resume();
      throw tooLarge(options.maxBytes);
    }
    const body = await readCapped(decoded(response), options.maxBytes, deadline);
    const charset = parameters.map((p) => /^charset\s*=\s*"?([^";]+)"?$/i.exec(p)?.[1]).find(Boolean) ?? null;
    return { url: current.toString(), mediaType: type, charset: charset?.toLowerCase() ?? null, body };
  }
}

function parseAddress(address: string): URL {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new FetchProblem('refused', 'is not a valid web address');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchProblem('refused', 'Only http:// and https:// addresses can be imported');
  if (url.username || url.password) throw new FetchProblem('refused', 'Addresses with a user name or password cannot be imported');
  return url;
}

const tooLarge = (max: number) => new FetchProblem('failed', `The page is larger than ${Math.round(max / 1024 / 1024)} MB`);

function guardedLookup(allow: (address: string) => boolean, resolve: LookupFunction): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, found) => {
      if (error) return callback(error, '', 0);
      const addresses: LookupAddress[] = Array.isArray(found) ? found : [{ address: found, family: 4 }];
      // one refused address refuses the name: a host that also resolves inward is not fetched
      if (addresses.length === 0 || addresses.some((entry) => !allow(entry.address))) {
        return callback(Object.assign(refusedAddress(hostname), { code: 'EREFUSEDADDRESS' }), '', 0);
      }
      if (options.all) return callback(null, addresses);
      return callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

function get(url: URL, options: GuardedFetchOptions, deadline: number): Promise<IncomingMessage> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !options.allowAddress(host)) return Promise.reject(refusedAddress(url.hostname));
  const remaining = deadline - Date.now();
  if (remaining <= 0) return Promise.reject(timedOut());
  return new Promise((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(url, {
      method: 'GET',
      agent: false,
      lookup: guardedLookup(options.allowAddress, options.lookup ?? dnsLookup),
      headers: {
        accept: options.acceptHeader,
        'accept-encoding': 'gzip, deflate, br',
        'user-agent': 'Sous recipe import',
      },
      timeout: remaining,
    });
    const timer = setTimeout(() => req.destroy(timedOut()), remaining);
    req.on('socket', (socket: Socket) => {
      socket.on('connect', () => {
        const peer = socket.remoteAddress;
        if (!peer || !options.allowAddress(peer)) req.destroy(refusedAddress(url.hostname));
      });
    });
    req.on('timeout', () => req.destroy(timedOut()));
    req.on('response', (response) => {
      clearTimeout(timer);
      resolve(response);
    });
    req.on('error', (error: Error & { code?: string }) => {
      clearTimeout(timer);
      reject(explain(error, url.hostname));
    });
    req.end();
  });
}

const timedOut = () => new FetchProblem('failed', 'The page took too long to answer');

function explain(error: Error & { code?: string }, host: string): FetchProblem {
  if (error instanceof FetchProblem) return error;
  // AggregateError of several address attempts (happy eyeballs) carries the refusal inside
  const inner = (error as { errors?: unknown[] }).errors?.find((e): e is FetchProblem => e instanceof FetchProblem);
  if (inner) return inner;
  if (error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN') return new FetchProblem('failed', `Could not find the server ${host}`);
  if (error.code === 'ECONNREFUSED') return new FetchProblem('failed', `${host} refused the connection`);
  return new FetchProblem('failed', `Could not fetch the page from ${host}`);
}

function decoded(response: IncomingMessage): Readable {
  const encoding = String(response.headers['content-encoding'] ?? '').trim().toLowerCase();
  if (encoding === 'gzip' || encoding === 'x-gzip') return response.pipe(createGunzip());
  if (encoding === 'deflate') return response.pipe(createInflate());
  if (encoding === 'br') return response.pipe(createBrotliDecompress());
  return response;
}

function readCapped(stream: Readable, maxBytes: number, deadline: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const fail = (problem: FetchProblem) => {
      clearTimeout(timer);
      stream.destroy();
      reject(problem);
    };
    const timer = setTimeout(() => fail(timedOut()), Math.max(0, deadline - Date.now()));
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) return fail(tooLarge(maxBytes));
      chunks.push(chunk);
    });
    stream.on('end', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks));
    });
    stream.on('error', () => fail(new FetchProblem('failed', 'The page could not be read')));
  });
}

/** The body as text in its declared (or `<meta>`-declared) character set, UTF-8 when unknown. */
export function decodeText(resource: Pick<FetchedResource, 'charset' | 'body'>): string {
  const sniffed = /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(resource.body.subarray(0, 4096).toString('latin1'))?.[1];
  for (const label of [resource.charset, sniffed?.toLowerCase(), 'utf-8']) {
    if (!label) continue;
    try {
      return new TextDecoder(label).decode(resource.body);
    } catch {
      // an unknown label: try the next
    }
  }
  return resource.body.toString('utf8');
}
