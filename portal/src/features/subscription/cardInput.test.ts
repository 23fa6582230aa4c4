import { describe, expect, it } from 'vitest';
import { digitsOnly, formatCardNumber, formatExpiration, formatZip } from './cardInput.ts';

describe('payment form input formats', () => {
  it('groups card numbers as printed on the card', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('4242-42')).toBe('4242 42');
  });
  it('writes expiration dates MM/YY and keeps codes and ZIPs to digits', () => {
    expect(formatExpiration('1229')).toBe('12/29');
    expect(formatExpiration('12/')).toBe('12/');
    expect(formatExpiration('1')).toBe('1');
    expect(digitsOnly(4)('12a345')).toBe('1234');
    expect(formatZip('787011234')).toBe('78701-1234');
    expect(formatZip('78701')).toBe('78701');
  });
});
