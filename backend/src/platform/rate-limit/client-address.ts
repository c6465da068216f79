import { isIPv6 } from 'node:net';

/** The eight 16-bit groups of a valid IPv6 address (zone dropped, embedded IPv4 split in two). */
function groupsOf(ip: string): number[] {
  const [address] = ip.split('%');
  let text = address;
  const embedded = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (embedded) {
    const [a, b, c, d] = embedded[1].split('.').map(Number);
    text = `${text.slice(0, -embedded[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const parse = (part: string | undefined) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const front = parse(head);
  const back = parse(tail);
  return tail === undefined ? front : [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * Who a per-address limit counts: the address the request came from (`request.ip`, which follows
 * X-Forwarded-For as far as TRUST_PROXY allows). An IPv4 address mapped into IPv6 is the IPv4
 * address; any other IPv6 address counts by its /64, the block one subscriber is given, so a client
 * cannot get a fresh budget by picking another of its 2^64 addresses.
 */
export function addressKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  if (!isIPv6(ip)) return ip;
  const groups = groupsOf(ip);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The request's client, as every per-address limit and the request log name it. */
export function clientAddress(request: { ip?: string }): string {
  return addressKey(request.ip);
}
