/**
 * Tokens already verified, so that a session's next requests skip the signature check: jose verifies an
 * HS256 token through WebCrypto in about 0.2 ms, which was most of the cost of a simple read. An entry is only
 * a token whose signature was good, kept with its claims until it expires (checked against the API's clock on
 * every hit), per signing secret. It never decides more than the signature: the session checks (ended
 * sessions, disabled users) still run on every request, against the store.
 */
import type { TokenClaims, TokenType } from './auth.ts';

/** Most tokens remembered per secret; the least recently used goes first. */
export const VERIFIED_TOKENS_MAX = 10_000;

export interface VerifiedToken {
  claims: TokenClaims;
  typ: TokenType;
}

const bySecret = new WeakMap<Uint8Array, Map<string, VerifiedToken>>();

function cacheOf(secret: Uint8Array): Map<string, VerifiedToken> {
  let cache = bySecret.get(secret);
  if (!cache) {
    cache = new Map();
    bySecret.set(secret, cache);
  }
  return cache;
}

/** The claims of a token verified before and not expired at `nowSeconds`, or undefined. */
export function recallToken(
  secret: Uint8Array,
  token: string,
  typ: TokenType,
  nowSeconds: number,
): TokenClaims | undefined {
  const cache = cacheOf(secret);
  const found = cache.get(token);
  if (!found) return undefined;
  cache.delete(token);
  if (found.claims.expiresAt <= nowSeconds) return undefined;
  cache.set(token, found);
  return found.typ === typ ? found.claims : undefined;
}

/** Remembers a token whose signature and claims were just verified. */
export function rememberToken(secret: Uint8Array, token: string, entry: VerifiedToken): void {
  const cache = cacheOf(secret);
  cache.delete(token);
  if (cache.size >= VERIFIED_TOKENS_MAX) cache.delete(cache.keys().next().value!);
  cache.set(token, entry);
}
