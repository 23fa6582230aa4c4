/**
 * The address a throttle counts a client by: an IPv4 address as it is (an IPv4-mapped IPv6 address as its
 * IPv4), an IPv6 address by its /64 network, since one subscriber holds a whole /64 and could otherwise take a
 * fresh address for every guess (OWASP's credential-stuffing guidance). Unreadable or missing: 'unknown'.
 */
import ipaddr from 'ipaddr.js';

export function throttleAddress(ip: string | undefined): string {
  if (!ip || !ipaddr.isValid(ip)) return 'unknown';
  const address = ipaddr.parse(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const v6 = address as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  const network = v6.parts.slice(0, 4).map((part) => part.toString(16));
  return `${network.join(':')}::/64`;
}
