import { isIPv4, isIPv6 } from 'node:net';

/**
 * IP addresses as bytes (4 for IPv4, 16 for IPv6), so ranges are compared bit for bit rather than
 * by spelling: `::ffff:7f00:1`, `::ffff:127.0.0.1` and `0:0:0:0:0:ffff:7f00:1` are one address.
 */
export type AddressBytes = Uint8Array;

/** The bytes of an address in canonical text (what URL parsing and resolvers give); null when it is no IP address. */
export function addressBytes(text: string): AddressBytes | null {
  // `[::1]` as URLs write it; a zone (`fe80::1%eth0`) says which interface, not which address
  const bare = text.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  // node's checks take only dotted-decimal IPv4, never octal, hex or shortened spellings
  if (isIPv4(bare)) return Uint8Array.from(bare.split('.').map(Number));
  if (!isIPv6(bare)) return null;
  return ipv6Bytes(bare);
}

function ipv6Bytes(text: string): AddressBytes {
  // a trailing dotted quad (`::ffff:1.2.3.4`) is the last two groups
  const hex = text.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_all, a: string, b: string, c: string, d: string) =>
    `${((Number(a) << 8) | Number(b)).toString(16)}:${((Number(c) << 8) | Number(d)).toString(16)}`,
  );
  const [left, right] = hex.split('::') as [string, string | undefined];
  const head = left === '' ? [] : left.split(':');
  const tail = right === undefined || right === '' ? [] : right.split(':');
  const groups = right === undefined ? head : [...head, ...Array<string>(8 - head.length - tail.length).fill('0'), ...tail];
  const bytes = new Uint8Array(16);
  groups.forEach((group, i) => {
    const value = parseInt(group, 16);
    bytes[i * 2] = value >> 8;
    bytes[i * 2 + 1] = value & 0xff;
  });
  return bytes;
}

/** A CIDR block, parsed once. */
export interface Prefix {
  bytes: AddressBytes;
  bits: number;
}

export function parsePrefix(cidr: string): Prefix {
  const [address, bits] = cidr.split('/');
  const bytes = addressBytes(address);
  if (!bytes || bits === undefined) throw new Error(`Not a CIDR block: ${cidr}`);
  return { bytes, bits: Number(bits) };
}

/** Whether the address lies in the block (same family, same leading bits). */
export function inPrefix(address: AddressBytes, prefix: Prefix): boolean {
  if (address.length !== prefix.bytes.length) return false;
  const whole = prefix.bits >> 3;
  for (let i = 0; i < whole; i += 1) if (address[i] !== prefix.bytes[i]) return false;
  const rest = prefix.bits & 7;
  if (rest === 0) return true;
  const mask = (0xff << (8 - rest)) & 0xff;
  return (address[whole] & mask) === (prefix.bytes[whole] & mask);
}

export function sameAddress(a: AddressBytes, b: AddressBytes): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

export const ipv4Text = (bytes: AddressBytes): string => Array.from(bytes).join('.');
