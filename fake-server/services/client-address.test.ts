import { describe, expect, it } from 'vitest';
import { clientKey, ipv6Groups } from './client-address.js';

describe('the client an address belongs to (docs/decisions/121)', () => {
  it('an IPv4 address is one client, however it is written', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('203.0.113.8')).toBe('203.0.113.8');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(clientKey('203.0.113.7:51234')).toBe('203.0.113.7');
    expect(clientKey(' 203.0.113.7 ')).toBe('203.0.113.7');
  });

  it('every address of an IPv6 /64 is one client; the next /64 is another', () => {
    const one = clientKey('2001:db8:1:2::1');
    expect(one).toBe('2001:db8:1:2::/64');
    for (const same of [
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0DB8:0001:0002:a:b:c:d',
      '[2001:db8:1:2::9]:443',
      '[2001:db8:1:2::9]',
      '2001:db8:1:2::1%eth0',
      '2001:db8:1:2:0:0:192.0.2.1',
    ])
      expect(clientKey(same), same).toBe(one);
    expect(clientKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('what is no address stays as it came, each its own client', () => {
    for (const odd of ['', 'unknown', '1::2::3', '1:2:3:4:5:6:7:8:9', '12345::', '1.2.3.256', '1.2.3.4::', ':::'])
      expect(clientKey(odd)).toBe(odd.trim().toLowerCase());
  });

  it('expands IPv6 text to its eight groups', () => {
    expect(ipv6Groups('::')).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(ipv6Groups('1::')).toEqual([1, 0, 0, 0, 0, 0, 0, 0]);
    expect(ipv6Groups('::ffff:1.2.3.4')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x0102, 0x0304]);
    expect(ipv6Groups('1:2:3:4:5:6:7:8')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(ipv6Groups('1:2:3:4::5:6:7:8')).toBeNull();
    expect(ipv6Groups('1:2:3:4:5:6:7')).toBeNull();
  });
});
