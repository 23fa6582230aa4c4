/**
 * The client's address on both ways to the core (apiFirst.ts and the Express app), computed the same way:
 * proxy-addr, what Express's req.ip uses. TRUST_PROXY (config.ts) says which proxies' X-Forwarded-For to
 * believe: none by default (the socket's address; a client cannot pick its address by sending the header),
 * a hop count, or the proxies' addresses and subnets ('loopback', '10.0.0.0/8', ...).
 */
import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';

/** false: no proxy; a number: that many hops; a list: the proxies' addresses, subnets or proxy-addr names. */
export type TrustProxy = false | number | readonly string[];
export type TrustFunction = (address: string, hop: number) => boolean;

export function trustFunction(setting: TrustProxy): TrustFunction {
  if (setting === false) return () => false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  // Throws on an address or subnet it cannot read.
  return proxyAddr.compile([...setting]);
}

export function clientAddress(req: IncomingMessage, trust: TrustFunction): string | undefined {
  return req.socket.remoteAddress === undefined ? undefined : proxyAddr(req, trust);
}

/**
 * TRUST_PROXY: off (unset, 0, false, off), a hop count (1: the one proxy in front), or a comma-separated list
 * of the proxies' addresses, subnets or names (loopback, linklocal, uniquelocal), as Express's 'trust proxy'.
 * `true` (believe any X-Forwarded-For, which a client can write) is refused.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (['', '0', 'false', 'off'].includes(text.toLowerCase())) return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (text.toLowerCase() === 'true')
    throw new Error(
      'TRUST_PROXY=true would believe any X-Forwarded-For: give the number of proxies or their addresses',
    );
  const list = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  try {
    proxyAddr.compile(list);
  } catch (error) {
    throw new Error(`TRUST_PROXY: ${(error as Error).message}`);
  }
  return list;
}
