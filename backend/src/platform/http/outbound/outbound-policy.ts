import { isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';
import { Injectable } from '@nestjs/common';
import { OutboundError, unreachable } from './outbound-error.js';
import { OutboundNetwork, type ResolvedAddress } from './outbound-network.js';
import { type PinnedRequest, sendPinned } from './pinned-request.js';
import { classifyAddress } from './special-purpose-ranges.js';

/** What one use of the outbound policy allows (import, push, any future fetch of an address a user gave). */
export interface OutboundRules {
  protocols: readonly ('http:' | 'https:')[];
  /** Loopback, RFC 1918, CGNAT and unique-local addresses too (an operator's setting); other special-purpose ranges never. */
  allowPrivate: boolean;
  /** When set, only host names it accepts (lower case, without a trailing dot), and only on the scheme's default port. */
  hosts?: (hostname: string) => boolean;
}

/** An address that passed the rules, with the addresses its host resolved to, each checked: the only ones a request may connect to. */
export interface OutboundTarget {
  url: URL;
  /** The host name as the URL gives it (`[::1]`, no port), for messages. */
  host: string;
  addresses: readonly ResolvedAddress[];
}

/** A host name as the hosts rule compares it: `FCM.googleapis.com.` is `fcm.googleapis.com`. */
export const comparableHostname = (hostname: string) => hostname.toLowerCase().replace(/\.$/, '');

/**
 * The one outbound-address policy: parse with the WHATWG URL parser (which turns `2130706433`,
 * `0x7f.1` and `127.1` into 127.0.0.1, so no spelling slips past), apply the rules to the text,
 * resolve the host once, refuse it if any of its addresses is special-purpose, and connect only to
 * those checked addresses (`request`), so a DNS answer that changes between check and connect
 * (rebinding) is never used.
 */
@Injectable()
export class OutboundPolicy {
  constructor(private readonly network: OutboundNetwork) {}

  async target(address: string | URL, rules: OutboundRules): Promise<OutboundTarget> {
    const url = parse(address);
    if (!rules.protocols.includes(url.protocol as 'http:' | 'https:')) throw new OutboundError('protocol', url.hostname);
    if (url.username || url.password) throw new OutboundError('credentials', url.hostname);
    if (rules.hosts && !rules.hosts(comparableHostname(url.hostname))) throw new OutboundError('host', url.hostname);
    if (rules.hosts && url.port !== '') throw new OutboundError('port', url.hostname);
    const bare = url.hostname.replace(/^\[(.*)\]$/, '$1');
    const family = isIP(bare);
    const addresses = family ? [{ address: bare, family: family === 6 ? (6 as const) : (4 as const) }] : await this.resolve(bare, url.hostname);
    // one refused address refuses the name: a host that also resolves inward is not fetched at all
    if (addresses.length === 0 || !addresses.every(({ address }) => this.allows(address, rules))) throw unreachable(url.hostname);
    return { url, host: url.hostname, addresses };
  }

  /** Sends one request to a checked target, connecting only to its checked addresses; any failure before the answer's head is `unreachable`. */
  request(target: OutboundTarget, options: PinnedRequest): Promise<IncomingMessage> {
    return sendPinned(target, options);
  }

  /** Whether a connection to this IP address is allowed under the rules. */
  allows(address: string, rules: Pick<OutboundRules, 'allowPrivate'>): boolean {
    const verdict = classifyAddress(address).class;
    return verdict === 'public' || (verdict === 'private' && (rules.allowPrivate || this.network.allowsPrivate(address)));
  }

  private async resolve(hostname: string, host: string): Promise<ResolvedAddress[]> {
    try {
      return await this.network.resolve(hostname);
    } catch (error) {
      throw unreachable(host, error);
    }
  }
}

function parse(address: string | URL): URL {
  try {
    return new URL(address);
  } catch {
    throw new OutboundError('not-a-url', '');
  }
}
