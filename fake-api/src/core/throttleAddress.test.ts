import { describe, expect, it } from 'vitest';
import { throttleAddress } from './throttleAddress.ts';

describe('throttleAddress', () => {
  it('keeps IPv4 addresses, mapped ones included', () => {
    expect(throttleAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(throttleAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one', () => {
    const a = throttleAddress('2001:db8:1:2:aaaa::1');
    expect(a).toBe('2001:db8:1:2::/64');
    expect(throttleAddress('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe(a);
    expect(throttleAddress('2001:db8:1:3::1')).not.toBe(a);
  });

  it('answers unknown for a missing or unreadable address', () => {
    expect(throttleAddress(undefined)).toBe('unknown');
    expect(throttleAddress('not an address')).toBe('unknown');
  });
});
