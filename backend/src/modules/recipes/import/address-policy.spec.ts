import { classifyAddress, mayConnect } from './address-policy.js';

describe('address policy (SSRF)', () => {
  it.each([
    ['93.184.215.14', 'public'],
    ['2606:4700::6810:85e5', 'public'],
    ['127.0.0.1', 'private'],
    ['127.8.9.10', 'private'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['172.32.0.1', 'public'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'private'],
    ['100.127.255.254', 'private'],
    ['::1', 'private'],
    ['[::1]', 'private'],
    ['fd00::1', 'private'],
    ['fc12::1', 'private'],
    ['169.254.169.254', 'forbidden'],
    ['fe80::1', 'forbidden'],
    ['fe80::1%eth0', 'forbidden'],
    ['0.0.0.0', 'forbidden'],
    ['::', 'forbidden'],
    ['224.0.0.1', 'forbidden'],
    ['ff02::1', 'forbidden'],
    ['255.255.255.255', 'forbidden'],
    ['::ffff:127.0.0.1', 'private'],
    ['::ffff:7f00:1', 'private'],
    ['::ffff:a9fe:a9fe', 'forbidden'],
    ['64:ff9b::10.0.0.1', 'private'],
    ['::ffff:93.184.215.14', 'public'],
    ['not-an-address', 'forbidden'],
  ])('%s is %s', (address, verdict) => {
    expect(classifyAddress(address)).toBe(verdict);
  });

  it('lets private networks through only with the setting, and never link-local', () => {
    expect(mayConnect('127.0.0.1', false)).toBe(false);
    expect(mayConnect('127.0.0.1', true)).toBe(true);
    expect(mayConnect('169.254.169.254', true)).toBe(false);
    expect(mayConnect('93.184.215.14', false)).toBe(true);
  });
});
