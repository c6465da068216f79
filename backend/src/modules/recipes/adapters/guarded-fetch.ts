import type { IncomingMessage } from 'node:http';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Readable } from 'node:stream';
import { OutboundError, type OutboundPolicy, type OutboundRules, type OutboundTarget } from '#platform/http/outbound.js';
import { FetchProblem } from '../domain/fetch-problem.js';

export interface GuardedFetchOptions {
  /** Which addresses may be reached: the platform's outbound policy decides, on every hop. */
  rules: OutboundRules;
  /** Media types accepted, lower case without parameters. */
  accept: readonly string[];
  acceptHeader: string;
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
}

export interface FetchedResource {
  /** The address finally answered, after redirects. */
  url: string;
  mediaType: string;
  charset: string | null;
  body: Buffer;
}

/** The one answer for every address that cannot be reached, whatever the reason. */
export const unreachablePage = (host: string) => new FetchProblem('failed', `Could not fetch the page from ${host}`);

/**
 * GET of a user-given URL through the outbound policy (SSRF): every hop's address checked and the
 * connection pinned to the checked addresses (#platform/http/outbound), redirects capped and
 * followed by hand, one deadline over the whole exchange, the body capped (after decompression
 * too), media types limited.
 */
export async function guardedFetch(policy: OutboundPolicy, address: string, options: GuardedFetchOptions): Promise<FetchedResource> {
  const deadline = Date.now() + options.timeoutMs;
  let current = address;
  for (let hop = 0; ; hop += 1) {
    const target = await check(policy, current, options.rules);
    const response = await get(policy, target, options, deadline);
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location) {
      response.resume();
      if (hop >= options.maxRedirects) throw new FetchProblem('failed', `The page redirected more than ${options.maxRedirects} times`);
      current = resolveLocation(response.headers.location, target.url);
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
    return { url: target.url.toString(), mediaType: type, charset: charset?.toLowerCase() ?? null, body };
  }
}

function resolveLocation(location: string, base: URL): string {
  try {
    return new URL(location, base).toString();
  } catch {
    throw new FetchProblem('failed', 'The page redirected to an address that is not valid');
  }
}

async function check(policy: OutboundPolicy, address: string, rules: OutboundRules): Promise<OutboundTarget> {
  try {
    return await policy.target(address, rules);
  } catch (error) {
    throw explain(error);
  }
}

async function get(policy: OutboundPolicy, target: OutboundTarget, options: GuardedFetchOptions, deadline: number): Promise<IncomingMessage> {
  const remaining = deadline - Date.now();
  if (remaining <= 0) throw unreachablePage(target.host);
  try {
    return await policy.request(target, {
      method: 'GET',
      headers: {
        accept: options.acceptHeader,
        'accept-encoding': 'gzip, deflate, br',
        'user-agent': 'Sous recipe import',
      },
      timeoutMs: remaining,
    });
  } catch (error) {
    throw explain(error);
  }
}

function explain(error: unknown): unknown {
  if (!(error instanceof OutboundError)) return error;
  switch (error.reason) {
    case 'not-a-url':
      return new FetchProblem('refused', 'is not a valid web address');
    case 'protocol':
      return new FetchProblem('refused', 'Only http:// and https:// addresses can be imported');
    case 'credentials':
      return new FetchProblem('refused', 'Addresses with a user name or password cannot be imported');
    default:
      // unreachable (and host/port, which import's rules never set): one answer, no oracle
      return unreachablePage(error.host);
  }
}

const tooLarge = (max: number) => new FetchProblem('failed', `The page is larger than ${Math.round(max / 1024 / 1024)} MB`);

const timedOut = () => new FetchProblem('failed', 'The page took too long to answer');

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
