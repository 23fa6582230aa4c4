import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress, parseTrustProxy, trustFunction } from './clientAddress.ts';

const request = (remoteAddress: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress },
    connection: { remoteAddress },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  }) as unknown as IncomingMessage;

describe('parseTrustProxy', () => {
  it('is off unless set, and reads hop counts and address lists', () => {
    for (const off of [undefined, '', '0', 'false', 'OFF']) expect(parseTrustProxy(off)).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('loopback, 10.0.0.0/8')).toEqual(['loopback', '10.0.0.0/8']);
  });

  it('refuses true (any client could pick its address) and unreadable addresses', () => {
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('not-an-address')).toThrow(/TRUST_PROXY/);
  });
});

describe('clientAddress', () => {
  it("ignores X-Forwarded-For when no proxy is trusted: the socket's address", () => {
    expect(clientAddress(request('127.0.0.1', '203.0.113.9'), trustFunction(false))).toBe('127.0.0.1');
  });

  it('takes the address the trusted proxies forwarded, and no further', () => {
    const req = request('127.0.0.1', '198.51.100.1, 203.0.113.9');
    expect(clientAddress(req, trustFunction(1))).toBe('203.0.113.9');
    expect(clientAddress(req, trustFunction(['loopback']))).toBe('203.0.113.9');
    expect(clientAddress(req, trustFunction(['10.0.0.0/8']))).toBe('127.0.0.1');
  });
});
