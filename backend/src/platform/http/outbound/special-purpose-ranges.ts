import { type AddressBytes, addressBytes, inPrefix, ipv4Text, parsePrefix, type Prefix } from './ip-address.js';

/**
 * The IANA IPv4 and IPv6 Special-Purpose Address Registries (RFC 6890 and the RFCs that added to
 * them since), plus multicast and the reserved blocks of the address-space registries. A server-side
 * fetch of an address a user gave (recipe import, a push endpoint) connects to none of them:
 *
 * - `private`: the operator's own networks (loopback, RFC 1918, shared CGNAT space, unique local).
 *   Refused unless a caller's rules allow private networks (IMPORT_ALLOW_PRIVATE_HOSTS: a LAN
 *   recipe server).
 * - `never`: everything else here, whatever the settings: link-local (169.254.169.254 is cloud
 *   metadata), documentation, benchmarking, anycast infrastructure, multicast, reserved.
 * - `embedded`: IPv6 blocks that carry an IPv4 address (mapped, NAT64, 6to4): judged as that IPv4,
 *   since that is where a connection ends up.
 *
 * Some entries the registry marks globally reachable (AS112, AMT, PCP and TURN anycast) are refused
 * all the same: no recipe site or push service lives there, and refusing costs nothing.
 */
export type RangeReach = 'private' | 'never' | 'embedded';

export interface SpecialRange {
  cidr: string;
  name: string;
  reach: RangeReach;
}

export const ipv4SpecialRanges: readonly SpecialRange[] = [
  { cidr: '0.0.0.0/8', name: '"This network" (RFC 791; 0.0.0.0/32 "this host")', reach: 'never' },
  { cidr: '10.0.0.0/8', name: 'Private-Use (RFC 1918)', reach: 'private' },
  { cidr: '100.64.0.0/10', name: 'Shared Address Space, carrier-grade NAT (RFC 6598)', reach: 'private' },
  { cidr: '127.0.0.0/8', name: 'Loopback (RFC 1122)', reach: 'private' },
  { cidr: '169.254.0.0/16', name: 'Link Local (RFC 3927), cloud metadata', reach: 'never' },
  { cidr: '172.16.0.0/12', name: 'Private-Use (RFC 1918)', reach: 'private' },
  // 192.0.0.0/29 DS-Lite, .8 dummy, .9 PCP anycast, .10 TURN anycast, .170/.171 NAT64 discovery
  { cidr: '192.0.0.0/24', name: 'IETF Protocol Assignments (RFC 6890, 7335, 7600, 7723, 8155, 8880)', reach: 'never' },
  { cidr: '192.0.2.0/24', name: 'Documentation TEST-NET-1 (RFC 5737)', reach: 'never' },
  { cidr: '192.31.196.0/24', name: 'AS112-v4 (RFC 7535)', reach: 'never' },
  { cidr: '192.52.193.0/24', name: 'AMT (RFC 7450)', reach: 'never' },
  { cidr: '192.88.99.0/24', name: 'Deprecated 6to4 Relay Anycast (RFC 7526)', reach: 'never' },
  { cidr: '192.168.0.0/16', name: 'Private-Use (RFC 1918)', reach: 'private' },
  { cidr: '192.175.48.0/24', name: 'Direct Delegation AS112 Service (RFC 7534)', reach: 'never' },
  { cidr: '198.18.0.0/15', name: 'Benchmarking (RFC 2544)', reach: 'never' },
  { cidr: '198.51.100.0/24', name: 'Documentation TEST-NET-2 (RFC 5737)', reach: 'never' },
  { cidr: '203.0.113.0/24', name: 'Documentation TEST-NET-3 (RFC 5737)', reach: 'never' },
  { cidr: '224.0.0.0/4', name: 'Multicast (RFC 5771)', reach: 'never' },
  // 255.255.255.255/32 Limited Broadcast (RFC 919) lies inside
  { cidr: '240.0.0.0/4', name: 'Reserved (RFC 1112), limited broadcast (RFC 919)', reach: 'never' },
];

export const ipv6SpecialRanges: readonly SpecialRange[] = [
  { cidr: '::/128', name: 'Unspecified (RFC 4291)', reach: 'never' },
  { cidr: '::1/128', name: 'Loopback (RFC 4291)', reach: 'private' },
  { cidr: '::ffff:0:0/96', name: 'IPv4-mapped (RFC 4291)', reach: 'embedded' },
  // deprecated IPv4-compatible addresses (RFC 4291 §2.5.5.1): never a real destination
  { cidr: '::/96', name: 'IPv4-compatible, deprecated (RFC 4291)', reach: 'never' },
  { cidr: '64:ff9b::/96', name: 'IPv4-IPv6 Translation, well-known NAT64 prefix (RFC 6052)', reach: 'embedded' },
  // local-use NAT64 prefixes embed IPv4 at operator-chosen offsets: nothing to judge reliably
  { cidr: '64:ff9b:1::/48', name: 'IPv4-IPv6 Translation, local use (RFC 8215)', reach: 'never' },
  { cidr: '100::/64', name: 'Discard-Only (RFC 6666)', reach: 'never' },
  { cidr: '100:0:0:1::/64', name: 'Dummy IPv6 Prefix (RFC 9780)', reach: 'never' },
  // Teredo 2001::/32, PCP/TURN/DNS-SD anycast 2001:1::/48, benchmarking 2001:2::/48, AMT 2001:3::/32,
  // AS112-v6 2001:4:112::/48, ORCHID 2001:10::/28, ORCHIDv2 2001:20::/28, DRIP DETs 2001:30::/28
  { cidr: '2001::/23', name: 'IETF Protocol Assignments (RFC 2928 and its sub-registries)', reach: 'never' },
  { cidr: '2001:db8::/32', name: 'Documentation (RFC 3849)', reach: 'never' },
  { cidr: '2002::/16', name: '6to4 (RFC 3056)', reach: 'embedded' },
  { cidr: '2620:4f:8000::/48', name: 'Direct Delegation AS112 Service (RFC 7534)', reach: 'never' },
  { cidr: '3fff::/20', name: 'Documentation (RFC 9637)', reach: 'never' },
  { cidr: '5f00::/16', name: 'Segment Routing SIDs (RFC 9602)', reach: 'never' },
  { cidr: 'fc00::/7', name: 'Unique-Local (RFC 4193)', reach: 'private' },
  { cidr: 'fe80::/10', name: 'Link-Local Unicast (RFC 4291)', reach: 'never' },
  { cidr: 'fec0::/10', name: 'Site-Local, deprecated (RFC 3879)', reach: 'never' },
  { cidr: 'ff00::/8', name: 'Multicast (RFC 4291)', reach: 'never' },
];

/** Global unicast (RFC 4291 §2.4): every public IPv6 address lies here; the rest of the space is reserved or unassigned. */
const ipv6GlobalUnicast = parsePrefix('2000::/3');

const parsed = (ranges: readonly SpecialRange[]) => ranges.map((range) => ({ range, prefix: parsePrefix(range.cidr) }));
// most specific first: ::/128 and ::1/128 before ::/96
const parsedRanges: readonly { range: SpecialRange; prefix: Prefix }[] = [...parsed(ipv4SpecialRanges), ...parsed(ipv6SpecialRanges)].sort(
  (a, b) => b.prefix.bits - a.prefix.bits,
);

/** Where a connection to the address would end up: the open internet, the operator's own networks, or nowhere a fetch may go. */
export type AddressClass = 'public' | 'private' | 'special';

export interface AddressVerdict {
  class: AddressClass;
  /** The registry entry that decided, for logs and tests; null for a public address. */
  range: string | null;
}

/** The IPv4 address an IPv6 one carries, by the block it is in (mapped and NAT64: the last 32 bits; 6to4: bits 16–47). */
function embeddedIpv4(bytes: AddressBytes, cidr: string): AddressBytes {
  return cidr === '2002::/16' ? bytes.subarray(2, 6) : bytes.subarray(12, 16);
}

/** The class of an IP address in canonical text (`[…]` and a `%zone` allowed); anything that is no IP address is special. */
export function classifyAddress(address: string): AddressVerdict {
  const bytes = addressBytes(address);
  if (!bytes) return { class: 'special', range: 'not an IP address' };
  return classifyBytes(bytes);
}

function classifyBytes(bytes: AddressBytes): AddressVerdict {
  const hit = parsedRanges.find(({ prefix }) => inPrefix(bytes, prefix));
  if (hit?.range.reach === 'embedded') {
    const inner = classifyBytes(embeddedIpv4(bytes, hit.range.cidr));
    return inner.class === 'public' ? inner : { class: inner.class, range: `${hit.range.cidr} carrying ${ipv4Text(embeddedIpv4(bytes, hit.range.cidr))}: ${inner.range}` };
  }
  if (hit) return { class: hit.range.reach === 'private' ? 'private' : 'special', range: `${hit.range.cidr} ${hit.range.name}` };
  if (bytes.length === 16 && !inPrefix(bytes, ipv6GlobalUnicast)) return { class: 'special', range: 'outside 2000::/3, not global unicast' };
  return { class: 'public', range: null };
}
