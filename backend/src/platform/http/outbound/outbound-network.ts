import { lookup } from 'node:dns/promises';
import { Injectable } from '@nestjs/common';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/**
 * The network outbound requests run on: how a host name becomes addresses, and which private
 * addresses it lets through beside what a caller's rules allow. Production uses the system resolver
 * and lets nothing extra through. Tests replace this provider (backend/test/support/
 * fake-outbound-network.ts) with a resolver that never leaves the machine and lets their fakes on
 * loopback through; no setting can do that, so the allowance exists only where a test installs it.
 */
@Injectable()
export class OutboundNetwork {
  /** Every address of the name, in the resolver's order; rejects when the name does not resolve. */
  async resolve(hostname: string): Promise<ResolvedAddress[]> {
    const found = await lookup(hostname, { all: true, order: 'verbatim' });
    return found.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
  }

  /** Whether this private (loopback, RFC 1918, CGNAT, unique local) address may be reached whatever the rules say. */
  allowsPrivate(_address: string): boolean {
    return false;
  }
}
