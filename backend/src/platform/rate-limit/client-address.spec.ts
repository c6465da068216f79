import { addressKey, clientAddress } from './client-address.js';

describe('addressKey', () => {
  it('keeps IPv4 addresses as they are', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress({ ip: '198.51.100.1' })).toBe('198.51.100.1');
  });

  it('reads an IPv4 address mapped into IPv6 as the IPv4 address, in either spelling', () => {
    expect(addressKey('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(addressKey('::FFFF:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('counts IPv6 by its /64, however the address is written', () => {
    const block = '2001:db8:1:2::/64';
    expect(addressKey('2001:db8:1:2::1')).toBe(block);
    expect(addressKey('2001:0db8:0001:0002:ffff:eeee:dddd:cccc')).toBe(block);
    expect(addressKey('2001:DB8:1:2:0:0:0:9')).toBe(block);
    expect(addressKey('2001:db8:1:2::1%eth0')).toBe(block);
    expect(addressKey('2001:db8:1:3::1')).not.toBe(block);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1')).toBe('fe80:0:0:0::/64');
  });

  it('names a missing address', () => {
    expect(addressKey(undefined)).toBe('unknown');
    expect(clientAddress({})).toBe('unknown');
  });
});
