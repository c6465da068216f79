import { isIP } from 'node:net';
import type { TestingModuleBuilder } from '@nestjs/testing';
import { OutboundNetwork, type ResolvedAddress } from '#platform/http/outbound.js';

/**
 * The outbound network of tests (#platform/http/outbound): names resolve from a table the test
 * writes and never through DNS, so no test traffic leaves the machine, and loopback is reachable so
 * the tests' fake servers (fixture site, push service) answer. Names can be re-pointed mid-test to
 * play a DNS answer that changes after a check.
 */
export class FakeOutboundNetwork extends OutboundNetwork {
  private readonly names = new Map<string, string[]>();
  /** Every name asked for, in order. */
  readonly lookups: string[] = [];

  constructor(
    names: Readonly<Record<string, string | string[]>> = {},
    private readonly options: { allowLoopback: boolean } = { allowLoopback: true },
  ) {
    super();
    this.point({ localhost: ['127.0.0.1', '::1'], ...names });
  }

  /** Makes each name resolve to these addresses from now on. */
  point(names: Readonly<Record<string, string | string[]>>): void {
    for (const [name, addresses] of Object.entries(names)) this.names.set(name.toLowerCase(), [addresses].flat());
  }

  override resolve(hostname: string): Promise<ResolvedAddress[]> {
    this.lookups.push(hostname);
    // `name.` is the same fully qualified name, as a real resolver reads it
    const addresses = this.names.get(hostname.toLowerCase().replace(/\.$/, ''));
    if (!addresses) return Promise.reject(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }));
    return Promise.resolve(addresses.map((address) => ({ address, family: isIP(address) === 6 ? 6 : 4 })));
  }

  /** Loopback only (127/8, ::1), for the tests' own servers; other private networks stay refused. */
  override allowsPrivate(address: string): boolean {
    return this.options.allowLoopback && (/^127\./.test(address) || address === '::1');
  }
}

/** A `startTestApp` override installing the fake network. */
export const withOutboundNetwork = (network: FakeOutboundNetwork) => (builder: TestingModuleBuilder) =>
  builder.overrideProvider(OutboundNetwork).useValue(network);
