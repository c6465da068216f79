import { addressBytes, parsePrefix } from './ip-address.js';
import { classifyAddress, ipv4SpecialRanges, ipv6SpecialRanges, type SpecialRange } from './special-purpose-ranges.js';

/** The first and last address of a block, written out in full (`a.b.c.d`, eight IPv6 groups). */
function ends(cidr: string): [string, string] {
  const { bytes, bits } = parsePrefix(cidr);
  const first = Uint8Array.from(bytes);
  const last = Uint8Array.from(bytes);
  for (let bit = bits; bit < bytes.length * 8; bit += 1) {
    first[bit >> 3] &= ~(0x80 >> (bit & 7));
    last[bit >> 3] |= 0x80 >> (bit & 7);
  }
  const text = (b: Uint8Array) =>
    b.length === 4 ? Array.from(b).join('.') : Array.from({ length: 8 }, (_, i) => ((b[i * 2] << 8) | b[i * 2 + 1]).toString(16)).join(':');
  return [text(first), text(last)];
}

const expected = (range: SpecialRange) => (range.reach === 'private' ? 'private' : 'special');

describe('special-purpose address ranges (IANA registries)', () => {
  const plain = [...ipv4SpecialRanges, ...ipv6SpecialRanges].filter((range) => range.reach !== 'embedded');

  it.each(plain.map((range) => [range.cidr, expected(range), range] as const))('%s is %s from its first to its last address', (_cidr, verdict, range) => {
    for (const address of ends(range.cidr)) expect([address, classifyAddress(address).class]).toEqual([address, verdict]);
  });

  it.each([
    ['0.0.0.0', 'special'],
    ['127.0.0.1', 'private'],
    ['169.254.169.254', 'special'],
    ['192.0.0.9', 'special'],
    ['192.0.0.170', 'special'],
    ['192.0.2.1', 'special'],
    ['198.18.0.1', 'special'],
    ['198.19.255.255', 'special'],
    ['255.255.255.255', 'special'],
    ['239.255.255.250', 'special'],
    ['::', 'special'],
    ['::1', 'private'],
    ['[::1]', 'private'],
    ['0:0:0:0:0:0:0:1', 'private'],
    ['fe80::1%eth0', 'special'],
    ['fd12:3456::1', 'private'],
    ['2001::1', 'special'],
    ['2001:1::1', 'special'],
    ['2001:2::1', 'special'],
    ['2001:db8::1', 'special'],
    ['3fff::1', 'special'],
    ['5f00::1', 'special'],
    ['fec0::1', 'special'],
    ['ff02::1', 'special'],
    // outside global unicast 2000::/3: reserved or unassigned, never a destination
    ['::2', 'special'],
    ['1234::1', 'special'],
    ['4000::1', 'special'],
    ['e000::1', 'special'],
    ['not-an-address', 'special'],
    ['0x7f.1', 'special'],
    ['2130706433', 'special'],
  ])('%s is %s', (address, verdict) => {
    expect(classifyAddress(address).class).toBe(verdict);
  });

  it.each([
    '1.1.1.1',
    '8.8.8.8',
    '9.255.255.255',
    '11.0.0.0',
    '100.63.255.255',
    '100.128.0.0',
    '126.255.255.255',
    '128.0.0.0',
    '169.253.255.255',
    '169.255.0.0',
    '172.15.255.255',
    '172.32.0.0',
    '191.255.255.255',
    '192.0.1.255',
    '192.0.3.0',
    '192.31.195.255',
    '192.52.194.0',
    '192.88.98.255',
    '192.167.255.255',
    '192.169.0.0',
    '192.175.49.0',
    '198.17.255.255',
    '198.20.0.0',
    '198.51.99.255',
    '198.51.101.0',
    '203.0.112.255',
    '203.0.114.0',
    '223.255.255.255',
    '2606:4700::1111',
    '2a00:1450:4001::1',
    '2001:200::1',
    '2001:db7:ffff::1',
    '2001:db9::1',
    '2620:4f:8001::1',
    '3fff:1000::1',
    '3ffe::1',
  ])('%s, just beside or outside the ranges, is public', (address) => {
    expect(classifyAddress(address)).toEqual({ class: 'public', range: null });
  });

  describe('IPv6 blocks carrying an IPv4 address are judged as that address', () => {
    it.each([
      // IPv4-mapped, in every spelling
      ['::ffff:127.0.0.1', 'private'],
      ['::ffff:7f00:1', 'private'],
      ['0:0:0:0:0:ffff:7f00:0001', 'private'],
      ['::ffff:169.254.169.254', 'special'],
      ['::ffff:a9fe:a9fe', 'special'],
      ['::ffff:192.0.2.1', 'special'],
      ['::ffff:10.0.0.1', 'private'],
      ['::ffff:93.184.215.14', 'public'],
      // NAT64 well-known prefix
      ['64:ff9b::127.0.0.1', 'private'],
      ['64:ff9b::a9fe:a9fe', 'special'],
      ['64:ff9b::c000:201', 'special'],
      ['64:ff9b::8.8.8.8', 'public'],
      // NAT64 local use: no reliable embedding, refused whole
      ['64:ff9b:1::8.8.8.8', 'special'],
      // 6to4: bits 16-47
      ['2002:7f00:1::1', 'private'],
      ['2002:a9fe:a9fe::1', 'special'],
      ['2002:c000:201::', 'special'],
      ['2002:0a00:0001::5', 'private'],
      ['2002:808:808::1', 'public'],
      // the deprecated IPv4-compatible form is refused, whatever it carries
      ['::127.0.0.1', 'special'],
      ['::8.8.8.8', 'special'],
    ])('%s is %s', (address, verdict) => {
      expect(classifyAddress(address).class).toBe(verdict);
    });

    it('names the embedded address in the verdict, for logs', () => {
      expect(classifyAddress('::ffff:169.254.169.254').range).toBe('::ffff:0:0/96 carrying 169.254.169.254: 169.254.0.0/16 Link Local (RFC 3927), cloud metadata');
    });
  });

  it('reads every spelling of an address as the same bytes', () => {
    const bytes = (text: string) => Array.from(addressBytes(text) ?? []);
    expect(bytes('::ffff:127.0.0.1')).toEqual(bytes('0:0:0:0:0:ffff:7f00:1'));
    expect(bytes('[2001:db8::1]')).toEqual(bytes('2001:0db8:0000:0000:0000:0000:0000:0001'));
    expect(bytes('fe80::1%25eth0')).toEqual(bytes('fe80::1'));
    expect(addressBytes('0177.0.0.1')).toBeNull();
    expect(addressBytes('127.1')).toBeNull();
  });
});
